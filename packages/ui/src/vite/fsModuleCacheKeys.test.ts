import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { filesDigest, fsModuleCacheKeys } from './fsModuleCacheKeys.mjs';

type Generator = (context: { environment: { config: { plugins: unknown[] } } }) => string | undefined;

/** The key generator the plugin hands to Vitest. */
function registeredGenerator(): Generator {
  const generators: Generator[] = [];
  const plugin = fsModuleCacheKeys() as unknown as {
    configureVitest(context: { experimental_defineCacheKeyGenerator(generator: Generator): void }): void;
  };
  plugin.configureVitest({ experimental_defineCacheKeyGenerator: (generator) => generators.push(generator) });
  expect(generators).toHaveLength(1);
  return generators[0]!;
}

const environment = (...plugins: unknown[]) => ({ environment: { config: { plugins } } });

describe("fsModuleCacheKeys: what goes into a module's key in Vitest's cache on disk", () => {
  it("each plugin's own inputs, in the projects that run the plugin", () => {
    const generate = registeredGenerator();
    let catalog = 'one';
    const messages = { name: 'messages', api: { fsModuleCacheKey: () => catalog } };
    const before = generate(environment({ name: 'react' }, messages));
    catalog = 'two';
    expect(generate(environment({ name: 'react' }, messages))).not.toBe(before);
    expect(generate(environment({ name: 'react' }))).toBeUndefined();
  });

  it('one generator for every copy of the module, so a key does not depend on which projects run', () => {
    expect(registeredGenerator()).toBe(registeredGenerator());
  });
});

describe('filesDigest', () => {
  let dir: string | undefined;
  afterEach(() => dir && rmSync(dir, { recursive: true, force: true }));

  it("changes with a file's content, also when its size stays", () => {
    dir = mkdtempSync(path.join(tmpdir(), 'digest-'));
    const file = path.join(dir, 'messages.po');
    writeFileSync(file, 'msgstr "Wyloguj"');
    const digest = filesDigest(() => [file, path.join(dir!, 'missing.ts')]);
    const first = digest();
    expect(digest()).toBe(first);
    writeFileSync(file, 'msgstr "Zaloguj"');
    // A later modification time, as an edit leaves it, whatever the file system's clock tick.
    utimesSync(file, new Date(), new Date(Date.now() + 5_000));
    expect(digest()).not.toBe(first);
  });
});
