import { afterEach, describe, expect, it } from 'vitest';
import type { FormEntry } from '@portal/form-catalog';
import type { FormCheckResult } from './check-form.ts';
import { memoizedFormCheck, sharedInputsDigest } from './form-check-memo.ts';
import { schemaPaths } from './paths.ts';
import { copySchemas, type SchemasCopy } from './testing/schemas-copy.ts';

describe('a form is checked again only when what its check reads has changed', () => {
  let copy: SchemasCopy | undefined;
  afterEach(() => copy?.dispose());

  it('reuses the result of an unchanged form, in any copy, and checks a changed folder, definition or entry again', () => {
    copy = copySchemas();
    const paths = schemaPaths(copy.root);
    const catalog = copy.readJson<{ forms: FormEntry[] }>('schemas/catalog.json');
    const entry = catalog.forms.find((form) => form.mode === 'online')!;
    let checks = 0;
    const check = (): FormCheckResult => {
      checks += 1;
      return { problems: [], bundled: null, fixtures: [] };
    };
    const run = (pointer = '/forms/0', form = entry) =>
      memoizedFormCheck(paths, sharedInputsDigest(paths), form, pointer, check);

    const first = run();
    expect(run()).toBe(first);
    expect(checks).toBe(1);
    // Another copy with the same content: the same result.
    const other = copySchemas();
    try {
      const otherPaths = schemaPaths(other.root);
      memoizedFormCheck(otherPaths, sharedInputsDigest(otherPaths), entry, '/forms/0', check);
      expect(checks).toBe(1);
    } finally {
      other.dispose();
    }

    copy.editJson(`schemas/forms/${entry.folder}/ui.json`, (ui) => {
      ui.steps = [];
    });
    run();
    expect(checks).toBe(2);
    copy.writeText('schemas/defs/address.json', `${copy.readText('schemas/defs/address.json')} `);
    run();
    expect(checks).toBe(3);
    run('/forms/1');
    expect(checks).toBe(4);
    run('/forms/1', { ...entry, title: `${entry.title} (nowy tytuł)` });
    expect(checks).toBe(5);
    // A result is frozen: nothing later can change what the next check is handed.
    expect(Object.isFrozen(first)).toBe(true);
  });
});
