// @vitest-environment node
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { moveSourceMaps } from './sourcemapsOutsideDist.ts';

describe('source maps leave the served folder', () => {
  it('moves every map out of dist, keeps the code, and replaces the maps of the previous build', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'portal-build-'));
    const dist = path.join(root, 'dist');
    const maps = path.join(root, 'sourcemaps');
    mkdirSync(path.join(dist, 'assets'), { recursive: true });
    mkdirSync(path.join(maps, 'assets'), { recursive: true });
    writeFileSync(path.join(maps, 'assets', 'old-1.js.map'), '{}');
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html>');
    writeFileSync(path.join(dist, 'assets', 'index-abc.js'), 'export {}');
    writeFileSync(path.join(dist, 'assets', 'index-abc.js.map'), '{"sources":["src/main.tsx"]}');
    writeFileSync(path.join(dist, 'assets', 'worker-def.js.map'), '{}');

    expect(moveSourceMaps(dist, maps)).toEqual([
      path.join('assets', 'index-abc.js.map'),
      path.join('assets', 'worker-def.js.map'),
    ]);
    expect(existsSync(path.join(dist, 'assets', 'index-abc.js.map'))).toBe(false);
    expect(existsSync(path.join(dist, 'assets', 'index-abc.js'))).toBe(true);
    expect(readFileSync(path.join(maps, 'assets', 'index-abc.js.map'), 'utf8')).toContain('src/main.tsx');
    expect(existsSync(path.join(maps, 'assets', 'old-1.js.map'))).toBe(false);
  });
});
