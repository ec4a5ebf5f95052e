import { mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { copySchemas, treeDigest, type SchemasCopy } from './schemas-copy.ts';

describe('a copy of schemas/ that many tests share', () => {
  let copy: SchemasCopy | undefined;
  afterEach(() => copy?.dispose());

  it('puts back written, edited, added and removed files and folders', () => {
    copy = copySchemas();
    const pristine = treeDigest(copy.root);
    const form = copy.list('schemas/forms')[0]!;
    copy.editJson('schemas/catalog.json', (catalog) => {
      catalog.forms = [];
    });
    copy.writeText('schemas/catalog.json', '{ zepsuty');
    copy.writeText('schemas/nowy-plik.json', '{}');
    copy.remove(`schemas/forms/${form}`);
    copy.remove('schemas/defs/address.json');
    expect(treeDigest(copy.root)).not.toBe(pristine);

    copy.restore();
    expect(treeDigest(copy.root)).toBe(pristine);
    // A second round after a restore is put back as well.
    copy.remove('schemas/catalog.json');
    copy.restore();
    expect(treeDigest(copy.root)).toBe(pristine);
  });

  it('resets what was written past its methods, and leaves the unchanged files alone', () => {
    copy = copySchemas();
    const pristine = treeDigest(copy.root);
    const at = (relative: string) => path.join(copy!.root, relative);
    const form = copy.list('schemas/forms')[0]!;
    const untouched = statSync(at('schemas/catalog.json')).mtimeMs;
    writeFileSync(at('docs/forms.md'), 'zmieniony');
    writeFileSync(at('schemas/nowy-plik.json'), '{}');
    rmSync(at(`schemas/forms/${form}`), { recursive: true });
    rmSync(at('schemas/defs/address.json'));
    mkdirSync(at('schemas/defs/address.json'));
    rmSync(at('.prettierrc.json'));
    copy.writeText('schemas/defs/contact.json', '{ zepsuty');
    expect(treeDigest(copy.root)).not.toBe(pristine);

    copy.reset();
    expect(treeDigest(copy.root)).toBe(pristine);
    expect(statSync(at('schemas/catalog.json')).mtimeMs).toBe(untouched);
  });
});
