import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  buildIsForced,
  filesBelow,
  hashInputs,
  readStamp,
  removeStamp,
  stampedBuild,
  stampIsCurrent,
  writeStamp,
} from './input-hash.mjs';

let root: string;
const write = (relative: string, content: string) => {
  mkdirSync(path.dirname(path.join(root, relative)), { recursive: true });
  writeFileSync(path.join(root, relative), content);
};
const hashOf = (paths: string[], skip?: (relative: string) => boolean) =>
  hashInputs([{ root, paths, ...(skip ? { skip } : {}) }]);

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'input-hash-'));
  write('src/a.ts', 'export const a = 1;\n');
  write('src/nested/b.ts', 'export const b = 2;\n');
  write('config.json', '{}\n');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('hashInputs', () => {
  it('is the same for the same files, whatever their times', () => {
    const before = hashOf(['src', 'config.json']);
    write('src/a.ts', 'export const a = 1;\n');
    expect(hashOf(['src', 'config.json'])).toBe(before);
  });

  it('changes with a file’s content, a new file, a removed file and a renamed file', () => {
    const before = hashOf(['src']);
    write('src/a.ts', 'export const a = 2;\n');
    const edited = hashOf(['src']);
    expect(edited).not.toBe(before);

    write('src/c.ts', '');
    const added = hashOf(['src']);
    expect(added).not.toBe(edited);

    rmSync(path.join(root, 'src/c.ts'));
    expect(hashOf(['src'])).toBe(edited);

    rmSync(path.join(root, 'src/nested/b.ts'));
    write('src/nested/renamed.ts', 'export const b = 2;\n');
    expect(hashOf(['src'])).not.toBe(edited);
  });

  it('counts a missing input as absent, so creating it is a change', () => {
    const before = hashOf(['src', '.env.production']);
    write('.env.production', 'VITE_X=1\n');
    expect(hashOf(['src', '.env.production'])).not.toBe(before);
  });

  it('leaves out node_modules, dot entries and what the set skips', () => {
    const before = hashOf(['src'], (relative) => relative.endsWith('.test.ts'));
    write('src/node_modules/dep/index.js', 'x');
    write('src/.cache/state', 'x');
    write('src/.build-inputs.json', 'x');
    write('src/a.test.ts', 'x');
    expect(hashOf(['src'], (relative) => relative.endsWith('.test.ts'))).toBe(before);
  });

  it('hashes the named values (environment a build reads)', () => {
    const sets = [{ root, paths: ['src'] }];
    expect(hashInputs(sets, { VITE_X: '1' })).not.toBe(hashInputs(sets, { VITE_X: '2' }));
    expect(hashInputs(sets, { VITE_X: undefined })).toBe(hashInputs(sets, { VITE_X: '' }));
  });

  it('tells apart files whose content would join into the same text', () => {
    write('x/one', 'ab');
    write('x/two', 'c');
    const split = hashOf(['x']);
    write('x/one', 'a');
    write('x/two', 'bc');
    expect(hashOf(['x'])).not.toBe(split);
  });
});

describe('filesBelow', () => {
  it('lists the files of a folder relative to it, in a fixed order, dependencies and dot entries aside', () => {
    write('src/node_modules/dep/index.js', 'x');
    write('src/.build-inputs.json', '{}');
    expect(filesBelow(path.join(root, 'src'))).toEqual(['a.ts', 'nested/b.ts']);
  });
});

describe('stamps', () => {
  const stamp = () => path.join(root, 'out', '.build-inputs.json');

  it('is current only with the same inputs and every output still there', () => {
    write('out/index.html', '<!doctype html>');
    write('elsewhere/story.tsx', '');
    expect(stampIsCurrent(stamp(), 'abc')).toBe(false);

    writeStamp(stamp(), { inputs: 'abc', outputs: ['index.html', '../elsewhere/story.tsx'] });
    expect(readStamp(stamp())).toEqual({ inputs: 'abc', outputs: ['index.html', '../elsewhere/story.tsx'] });
    expect(stampIsCurrent(stamp(), 'abc')).toBe(true);
    expect(stampIsCurrent(stamp(), 'abd')).toBe(false);

    rmSync(path.join(root, 'elsewhere/story.tsx'));
    expect(stampIsCurrent(stamp(), 'abc')).toBe(false);
  });

  it('reads an unreadable or foreign stamp as none, and removes one that is there or not', () => {
    write('out/.build-inputs.json', 'not json');
    expect(readStamp(stamp())).toBeNull();
    write('out/.build-inputs.json', '{"inputs": 1}');
    expect(readStamp(stamp())).toBeNull();
    removeStamp(stamp());
    removeStamp(stamp());
    expect(readStamp(stamp())).toBeNull();
  });
});

describe('buildIsForced', () => {
  it('is FORCE_BUILD set to anything but 0 or nothing', () => {
    expect(buildIsForced({})).toBe(false);
    expect(buildIsForced({ FORCE_BUILD: '' })).toBe(false);
    expect(buildIsForced({ FORCE_BUILD: '0' })).toBe(false);
    expect(buildIsForced({ FORCE_BUILD: '1' })).toBe(true);
    expect(buildIsForced({ FORCE_BUILD: 'true' })).toBe(true);
  });
});

describe('stampedBuild', () => {
  it('is stale until it has run, then until an input changes', () => {
    const stampFile = path.join(root, 'dist/.build-inputs.json');
    const build = stampedBuild(stampFile, () => [{ root, paths: ['src'] }]);
    expect(build.isStale()).toBe(true);
    build.run(() => write('dist/out.js', 'built\n'));
    expect(build.isStale()).toBe(false);
    expect(readStamp(stampFile)?.outputs).toEqual(['out.js']);
    write('src/a.ts', 'export const a = 2;\n');
    expect(build.isStale()).toBe(true);
  });
});
