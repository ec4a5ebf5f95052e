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
});
