import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleFormSchema, readCatalog } from '@portal/form-catalog/node';
import { createAjv, type ContextualValidator } from '@portal/validation';
import { stampedInputsHash, standaloneInputsHash } from '@portal/validation/node';
import { buildFormFiles, buildForms } from './build.ts';
import {
  evaluateFixtureData,
  fixtureFiles,
  readFixture,
  schemaPaths,
  type Fixture,
} from '@portal/schema-kit';
import { copySchemas, type SchemasCopy } from '@portal/schema-kit/testing';
import { repoRoot } from './paths.ts';

const paths = schemaPaths(repoRoot);
const form1 = readCatalog(paths.schemasDir).forms.find((entry) => entry.id === 1)!;

describe('buildFormFiles', () => {
  const files = buildFormFiles(paths.schemasDir, form1);
  const byName = new Map(files.map((file) => [file.name, file.content]));

  it('writes the validator, its types, the bundled schema and the ui of the form', () => {
    expect([...byName.keys()]).toEqual(['1.validator.js', '1.validator.d.ts', '1.schema.json', '1.ui.json']);
    expect(JSON.parse(byName.get('1.schema.json')!)).toEqual(bundleFormSchema(paths.schemasDir, form1));
    expect(JSON.parse(byName.get('1.ui.json')!).uiSchema['ui:definitions']).toBeDefined();
  });

  it('generates a validator without eval, new Function or require (CSP without unsafe-eval)', () => {
    const source = byName.get('1.validator.js')!;
    expect(source).toContain('from "@portal/validation/runtime"');
    expect(source).not.toMatch(/new Function|\beval\(|require\(/);
  });

  it('stamps the validator with the hash of its schema and compiler, which the API compares before use', () => {
    expect(stampedInputsHash(byName.get('1.validator.js')!)).toBe(
      standaloneInputsHash(bundleFormSchema(paths.schemasDir, form1)),
    );
    expect(byName.get('1.validator.d.ts')).toContain('export declare const inputsHash: string;');
  });

  it('keeps the output’s validator while its stamp matches, and compiles one whose stamp does not', () => {
    const validator = byName.get('1.validator.js')!;
    const previous = (kept: string) => (name: string) => (name === '1.validator.js' ? kept : null);
    const validatorOf = (kept: string) =>
      buildFormFiles(paths.schemasDir, form1, previous(kept)).find((file) => file.name === '1.validator.js')!
        .content;
    // A marker the compiler never writes: seen again only if the file was kept rather than compiled.
    expect(validatorOf(`${validator}// kept\n`)).toBe(`${validator}// kept\n`);
    const stale = validator.replace(/inputsHash = "[0-9a-f]{64}"/, `inputsHash = "${'0'.repeat(64)}"`);
    expect(stale).not.toBe(validator);
    expect(validatorOf(`${stale}// kept\n`)).toBe(validator);
    // Nor is a module kept that lacks the build's header (an older build's, or a hand-written file).
    expect(validatorOf(`// something else\n${validator}// kept\n`)).toBe(validator);
  });
});

// Form rules: what the server decides, the browser decides too, with the same Polish messages, and both see the
// same warnings (form 1: the legal-title address) and computed values (forms 3 and 9: the advance).
describe.each([1, 3, 9])('the precompiled validator of form %i', (formId) => {
  const entry = readCatalog(paths.schemasDir).forms.find((candidate) => candidate.id === formId)!;
  // Imported from a folder inside tools/ so that '@portal/validation/runtime' resolves as in the portal.
  let dir: string;
  let precompiled: ContextualValidator;
  let compiled: ContextualValidator;
  beforeAll(async () => {
    const source = buildFormFiles(paths.schemasDir, entry).find(
      (file) => file.name === `${formId}.validator.js`,
    )!;
    compiled = createAjv().compile(bundleFormSchema(paths.schemasDir, entry)) as ContextualValidator;
    dir = mkdtempSync(path.join(import.meta.dirname, '.build-test-'));
    writeFileSync(path.join(dir, 'validator.js'), source.content);
    precompiled = (
      (await import(pathToFileURL(path.join(dir, 'validator.js')).href)) as {
        validate: ContextualValidator;
      }
    ).validate;
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const fixtures = (['valid', 'invalid'] as const).flatMap((kind) =>
    fixtureFiles(path.join(paths.formsDir, entry.folder), kind).map(
      (file) => readFixture(file, kind) as Fixture,
    ),
  );

  it.each(fixtures.map((fixture) => [path.basename(fixture.file), fixture] as const))(
    'gives the same errors, messages, warnings and computed values as createAjv for %s',
    (_name, fixture) => {
      const schema = (compiled as { schema?: unknown }).schema;
      expect(evaluateFixtureData(precompiled, fixture.data, fixture.today, schema)).toEqual(
        evaluateFixtureData(compiled, fixture.data, fixture.today),
      );
    },
  );

  it('gives the warnings and computed values its fixtures declare', () => {
    const declared = fixtures.flatMap((fixture) => [
      ...(fixture.warnings ?? []),
      ...(fixture.computed ?? []),
    ]);
    const produced = fixtures.flatMap((fixture) => {
      const schema = (compiled as { schema?: unknown }).schema;
      const outcome = evaluateFixtureData(precompiled, fixture.data, fixture.today, schema);
      return [...outcome.warnings, ...outcome.computed];
    });
    expect(produced.map((finding) => `${finding.pointer} ${finding.keyword}`).sort()).toEqual(
      declared.map((finding) => `${finding.pointer} ${finding.keyword}`).sort(),
    );
  });
});

describe('buildForms', () => {
  let copy: SchemasCopy;
  beforeAll(() => {
    copy = copySchemas();
    // Three forms keep the test fast; the build does not look at tiles.
    copy.editJson('schemas/catalog.json', (catalog) => {
      catalog.forms = catalog.forms.filter((entry: { id: number }) => [1, 8, 100].includes(entry.id));
    });
  });
  afterAll(() => copy.dispose());

  it('writes every online form, the catalog, a lazy index, a .gitignore and the stamp of its inputs into the package, the stories into the portal, and removes stale files', async () => {
    const out = schemaPaths(copy.root).generatedFormsDir;
    const first = await buildForms(copy.paths);
    const online = copy
      .readJson('schemas/catalog.json')
      .forms.filter((entry: { mode: string }) => entry.mode === 'online');
    expect(first.forms).toBe(online.length);
    const names = readdirSync(out);
    expect(names.sort()).toEqual(
      [
        '.build-inputs.json',
        '.gitignore',
        '1.schema.json',
        '1.ui.json',
        '1.validator.d.ts',
        '1.validator.js',
        '100.schema.json',
        '100.ui.json',
        '100.validator.d.ts',
        '100.validator.js',
        'catalog.json',
        'index.ts',
      ].sort(),
    );
    expect(readFileSync(path.join(out, '.gitignore'), 'utf8')).toContain('*');
    const index = readFileSync(path.join(out, 'index.ts'), 'utf8');
    for (const entry of online) expect(index).toContain(`import('./${entry.id}.validator.js')`);
    // One story per online form, named after the catalog title and carrying a valid fixture.
    const stories = readFileSync(schemaPaths(copy.root).generatedStoriesFile, 'utf8');
    for (const entry of online) {
      expect(stories).toContain(`export const Formularz${entry.id}: Story`);
      expect(stories).toContain(`name: '${entry.id}. ${entry.title}'`);
    }
    expect(stories).not.toContain('Formularz8:');

    // Form 8 is a PDF form: its schema.json describes the paper form, nothing of it goes to the browser.
    expect(existsSync(path.join(copy.root, 'schemas/forms/8-zgloszenie-mikroinstalacji/schema.json'))).toBe(
      true,
    );
    expect(names.filter((name) => name.startsWith('8.'))).toEqual([]);
    expect(index).not.toContain("import('./8.");

    writeFileSync(path.join(out, '99.validator.js'), 'stale');
    const second = await buildForms(copy.paths);
    expect(second.written).toEqual([]);
    expect(second.removed).toEqual(['99.validator.js']);
  });
});
