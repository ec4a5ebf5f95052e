// Performance: the portal's theme leaves Chakra's colour palettes no screen uses out of its tokens
// (packages/ui/src/theme/chakraTheme.ts). A screen that named one would get no colour at all; this fails
// first, with the file to change or the palette to put back.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { UNUSED_PALETTES } from '../packages/ui/src/theme/chakraTheme.ts';
import { repoRoot } from './schemas/paths.ts';

const SOURCES = ['apps/portal/src', 'apps/studio/src', 'packages/ui/src', 'packages/form-engine/src'];
const THEME = path.join(repoRoot, 'packages/ui/src/theme');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('the screens use no colour palette left out of the theme', () => {
  const names = [...UNUSED_PALETTES].join('|');
  // colorPalette="blue", colorPalette: 'teal', bg="blue.50", color: 'pink.600'
  const usage = new RegExp(`(?:colorPalette[=:]\\s*["'{]*|["'])(?:${names})(?:\\.[\\w.]+)?["']`);

  it('finds a left-out palette where one is named', () => {
    expect(usage.test('<Box bg="blue.50" />')).toBe(true);
    expect(usage.test("<Badge colorPalette='teal'>")).toBe(true);
    expect(usage.test('<Box bg="brand.50" />')).toBe(false);
  });

  it.each(SOURCES)('%s names none of them', (dir) => {
    const offenders = sourceFiles(path.join(repoRoot, dir))
      // The theme itself names them to leave them out.
      .filter((file) => !file.startsWith(THEME) && usage.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(repoRoot, file));
    expect(offenders).toEqual([]);
  });
});
