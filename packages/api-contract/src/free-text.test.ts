// Security hardening: every string a request carries is safe text (Text, MultilineText) or narrower (a format, a
// list of values, a pattern of allowed characters), so no route can store a control or bidirectional
// character that a later reader's terminal or screen would act on. A new field that is neither fails here.
import { describe, expect, it } from 'vitest';
import { backofficeEndpoints } from './backoffice.ts';
import { endpoints } from './endpoints.ts';
import { MULTI_LINE_TEXT_PATTERN, SINGLE_LINE_TEXT_PATTERN } from './primitives.ts';
import { testSeedingEndpoints } from './test-seeding.ts';

/** Passwords are hashed, never stored or shown; refusing characters would lock out who chose them. */
const ANY_TEXT_ALLOWED = new Set(['password', 'oldPassword', 'newPassword']);

/** A pattern that lists what it allows (no negated class, no wildcard): nothing hidden passes it. */
const isAllowList = (pattern: string) => !/\[\^|(?<!\\)\.|\\[SWDP]/.test(pattern);

type Schema = Record<string, unknown>;

/** Each string schema inside a schema with its path, and each record's key pattern. */
function stringsIn(schema: unknown, path: string): { path: string; schema: Schema }[] {
  if (!schema || typeof schema !== 'object') return [];
  const node = schema as Schema;
  const types = [node.type].flat();
  const own = types.includes('string') ? [{ path, schema: node }] : [];
  const properties = Object.entries((node.properties ?? {}) as Record<string, unknown>).flatMap(
    ([name, property]) => stringsIn(property, `${path}/${name}`),
  );
  const records = Object.entries((node.patternProperties ?? {}) as Record<string, unknown>).flatMap(
    ([keyPattern, value]) => [
      { path: `${path}/<key>`, schema: { type: 'string', pattern: keyPattern } },
      ...stringsIn(value, `${path}/<value>`),
    ],
  );
  const branches = ['anyOf', 'oneOf', 'allOf']
    .flatMap((keyword) => (node[keyword] ?? []) as unknown[])
    .flatMap((branch) => stringsIn(branch, path));
  return [...own, ...properties, ...records, ...branches, ...stringsIn(node.items, `${path}/0`)];
}

const requestStrings = Object.values({
  ...endpoints,
  ...backofficeEndpoints,
  ...testSeedingEndpoints,
}).flatMap((endpoint) =>
  (['body', 'querystring', 'params', 'headers'] as const).flatMap((part) =>
    stringsIn((endpoint as Record<string, unknown>)[part], `${endpoint.method} ${endpoint.path} ${part}`),
  ),
);

describe('every string a request carries is safe text or narrower', () => {
  it('finds the strings of the requests', () => {
    expect(requestStrings.length).toBeGreaterThan(50);
  });

  it.each(requestStrings.map((s) => [s.path, s.schema] as const))('%s', (path, schema) => {
    const pattern = typeof schema.pattern === 'string' ? schema.pattern : undefined;
    const narrow =
      pattern === SINGLE_LINE_TEXT_PATTERN ||
      pattern === MULTI_LINE_TEXT_PATTERN ||
      schema.format !== undefined ||
      schema.enum !== undefined ||
      schema.const !== undefined ||
      (pattern !== undefined && isAllowList(pattern));
    expect(narrow || ANY_TEXT_ALLOWED.has(path.split('/').at(-1)!), path).toBe(true);
  });
});
