// What still crosses between apps and tools, in one list for the lint zones (eslint.config.js) and the
// test that reads every import (tools/app-boundaries.test.ts). Paths are relative to apps/.

/** Tools use an app only through the entries it publishes for them. */
export const toolEntries = { api: ['./testing', './operations.ts'] };

/** What an app still imports from another app, each to move into a package. */
export const allowedAcrossApps = {
  // The API's test of its Polish messages reads the portal's list of English words.
  api: ['./portal/src/test/englishWords.ts'],
};

/**
 * What an app still imports from tools/ (paths relative to tools/), each to move into a package. Nothing
 * since the schema checks the studio runs moved into packages/schema-kit: keep it so.
 * @type {Readonly<Record<string, readonly string[]>>}
 */
export const allowedFromTools = {};
