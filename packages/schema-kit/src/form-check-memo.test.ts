import { afterEach, describe, expect, it } from 'vitest';
import type { FormEntry } from '@portal/form-catalog';
import { sharedDefinitionKeys } from '@portal/form-catalog/node';
import type { FormCheckResult } from './check-form.ts';
import { bundleForCheck, createFormCheckMemo, sharedInputsDigest } from './form-check-memo.ts';
import { schemaPaths } from './paths.ts';
import { copySchemas, type SchemasCopy } from './testing/schemas-copy.ts';

describe('a form is checked again only when what its check reads has changed', () => {
  let copy: SchemasCopy | undefined;
  afterEach(() => copy?.dispose());

  it('reuses the result of an unchanged form, in any copy, and checks a changed folder, used definition, meta-schema or entry again', () => {
    copy = copySchemas();
    const paths = copy.paths;
    const catalog = copy.readJson<{ forms: FormEntry[] }>('schemas/catalog.json');
    const entry = catalog.forms.find((form) => form.mode === 'online')!;
    // A memo of its own: this check's results are not the form's (check.ts's memo must never return them).
    const memoizedFormCheck = createFormCheckMemo();
    let checks = 0;
    const check = (): FormCheckResult => {
      checks += 1;
      return { problems: [], bundled: null, fixtures: [] };
    };
    const run = (pointer = '/forms/0', form = entry) =>
      memoizedFormCheck(paths, sharedInputsDigest(paths), form, pointer, bundleForCheck(paths, form), check);

    const first = run();
    expect(run()).toBe(first);
    expect(checks).toBe(1);
    // Another copy with the same content: the same result.
    const other = copySchemas();
    try {
      const otherPaths = schemaPaths(other.root);
      memoizedFormCheck(
        otherPaths,
        sharedInputsDigest(otherPaths),
        entry,
        '/forms/0',
        bundleForCheck(otherPaths, entry),
        check,
      );
      expect(checks).toBe(1);
    } finally {
      other.dispose();
    }

    copy.editJson(`schemas/forms/${entry.folder}/ui.json`, (ui) => {
      ui.steps = [];
    });
    run();
    expect(checks).toBe(2);
    copy.editJson('schemas/meta/ui.schema.json', (meta) => {
      meta.description = `${meta.description ?? ''} (zmieniony)`;
    });
    run();
    expect(checks).toBe(3);
    run('/forms/1');
    expect(checks).toBe(4);
    run('/forms/1', { ...entry, title: `${entry.title} (nowy tytuł)` });
    expect(checks).toBe(5);
    // A result is frozen: nothing later can change what the next check is handed.
    expect(Object.isFrozen(first)).toBe(true);
  });

  it('checks a form again for an edit of a definition it uses (or of its uiSchema), not of one it does not use', () => {
    copy = copySchemas();
    const paths = copy.paths;
    const catalog = copy.readJson<{ forms: FormEntry[] }>('schemas/catalog.json');
    const definitionFiles = copy.list('schemas/defs').filter((name) => !name.endsWith('.ui.json'));
    // The first online form with a definition file it does not use.
    const { entry, used, unusedFile } = catalog.forms
      .filter((form) => form.mode === 'online')
      .map((form) => {
        const bundle = bundleForCheck(paths, form);
        const keys = 'bundled' in bundle ? sharedDefinitionKeys(bundle.bundled) : [];
        const files = new Set(keys.map((key) => `${key.split('.')[0]}.json`));
        return { entry: form, used: keys[0], unusedFile: definitionFiles.find((name) => !files.has(name)) };
      })
      .find((form) => form.used !== undefined && form.unusedFile !== undefined)!;
    const [usedFile = '', usedName = ''] = used!.split('.');
    const memoizedFormCheck = createFormCheckMemo();
    let checks = 0;
    const check = (): FormCheckResult => {
      checks += 1;
      return { problems: [], bundled: null, fixtures: [] };
    };
    const run = () =>
      memoizedFormCheck(
        paths,
        sharedInputsDigest(paths),
        entry,
        '/forms/0',
        bundleForCheck(paths, entry),
        check,
      );

    run();
    expect(checks).toBe(1);
    checks = 0;
    // Not read by this form's check: a file it does not use, a new definition and spacing in one it does.
    copy.editJson(`schemas/defs/${unusedFile}`, (defs) => {
      defs.definitions.unusedByThisForm = { type: 'string', title: 'Nieużywana' };
    });
    copy.editJson(`schemas/defs/${usedFile}.json`, (defs) => {
      defs.definitions.unusedByThisForm = { type: 'string', title: 'Nieużywana' };
    });
    copy.writeText(`schemas/defs/${usedFile}.json`, `${copy.readText(`schemas/defs/${usedFile}.json`)}\n\n`);
    run();
    expect(checks).toBe(0);

    copy.editJson(`schemas/defs/${usedFile}.json`, (defs) => {
      defs.definitions[usedName].description = 'Zmieniony opis';
    });
    run();
    expect(checks).toBe(1);
    copy.writeJson(`schemas/defs/${usedFile}.ui.json`, {
      definitions: { [usedName]: { 'ui:help': 'Zmieniona pomoc' } },
    });
    run();
    expect(checks).toBe(2);
    // A uiSchema file that is not JSON: the check falls back to the form's own ui.json; its bytes count.
    copy.writeText(`schemas/defs/${usedFile}.ui.json`, '{ "definitions": ');
    run();
    expect(checks).toBe(3);
    copy.writeText(`schemas/defs/${usedFile}.ui.json`, '{ "definitions": {');
    run();
    expect(checks).toBe(4);

    // A form that does not bundle may have stopped at any definition file: every one of them counts.
    copy.writeText(`schemas/defs/${usedFile}.json`, '{ "definitions": ');
    run();
    expect(checks).toBe(5);
    copy.writeText(`schemas/defs/${unusedFile}`, `${copy.readText(`schemas/defs/${unusedFile}`)} `);
    run();
    expect(checks).toBe(6);
  });
});
