import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importsLinguiMacro } from './importsLinguiMacro.mjs';

const source = (path: string) => fileURLToPath(new URL(path, import.meta.url));

describe('importsLinguiMacro: which modules Babel sees', () => {
  it('a module importing a macro of @lingui/react or @lingui/core', () => {
    expect(importsLinguiMacro(source('../date/DateText.tsx'))).toBe(true);
    expect(importsLinguiMacro(`${source('../date/DateText.tsx')}?tsr-split=component`)).toBe(true);
  });

  it('not a module that imports none', () => {
    expect(importsLinguiMacro(source('../date/formatDate.ts'))).toBe(false);
    expect(importsLinguiMacro(source('./importsLinguiMacro.mjs'))).toBe(false);
  });

  it('a module that is not a file: as before, Babel sees it', () => {
    expect(importsLinguiMacro('\0virtual:routes')).toBe(true);
  });
});
