// `pnpm schemas:build`: what the form engine loads in the browser, generated into the gitignored
// packages/forms-generated/forms/, the package @portal/forms-generated (API in schemas/README.md "Generated API"):
//   <id>.validator.js + .d.ts  precompiled AJV standalone validator (quality-bar "Validators": no `new Function` in the
//                               browser, CSP without unsafe-eval), importing only @portal/validation/runtime;
//                               stamped with the hash of its inputs, so the API uses it instead of compiling
//                               only while it matches (apps/api/src/applications/precompiled-validator.ts)
//   <id>.schema.json            the bundled schema RJSF renders (local #/definitions refs only)
//   <id>.ui.json                steps and uiSchema, with the shared definitions' ui:definitions
//   catalog.json, index.ts      the wizard's catalog and form id -> lazy loader (one chunk set per form)
// and apps/portal/src/generated/forms.stories.tsx, a Storybook story per online form (tools/schemas/stories.ts),
// in the portal because it renders the portal's story components.
// Only files whose content changed are rewritten, so a running dev server reloads what changed. A stamp of
// the inputs (build-inputs.mjs) is left beside the output, so that `pnpm schemas:build` can tell, without
// starting this script, that there is nothing to do (build-unless-current.mjs).
import { existsSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { Catalog, FormEntry } from '@portal/form-catalog';
import { bundleFormSchema, bundleFormUi, readCatalog } from '@portal/form-catalog/node';
import {
  compileStampedStandaloneModule,
  INPUTS_HASH_EXPORT,
  stampedInputsHash,
  standaloneInputsHash,
} from '@portal/validation/node';
import { removeStamp, writeStamp } from '../input-hash.mjs';
import { schemasInputHash, schemasStampFile } from './build-inputs.mjs';
import {
  displayPath,
  formatLikeRepo,
  readTextFile,
  writeTextFile,
  type SchemaPaths,
} from '@portal/schema-kit';
import { cliPaths, isMainModule } from './paths.ts';
import { formStoriesModule } from './stories.ts';

export interface GeneratedFormFile {
  readonly name: string;
  readonly content: string;
}

const HEADER =
  '// WYGENEROWANE przez `pnpm schemas:build` ze schemas/ — nie edytuj (schemas/README.md, „Generated API”).';

/**
 * The validator module of `schema`: `previous` (what the output holds now) when its stamp says it was
 * generated from the same schema by the same compiler (the stamp the API trusts, which hashes the
 * validation package's sources and AJV's versions), else compiled. Compiling is most of a form's build:
 * a save in `pnpm schemas:watch` compiles again only the forms whose bundled schema it changed.
 */
function validatorModule(schema: ReturnType<typeof bundleFormSchema>, previous: string | null): string {
  if (
    previous?.startsWith(`${HEADER}\n`) &&
    stampedInputsHash(previous.slice(0, 1000)) === standaloneInputsHash(schema)
  )
    return previous;
  return `${HEADER}\n${compileStampedStandaloneModule(schema)}`;
}

/**
 * The generated files of one online form; `previous(name)` is the output's current file of that name
 * (null when absent), whose validator is kept when it is current.
 */
export function buildFormFiles(
  schemasDir: string,
  entry: FormEntry,
  previous: (name: string) => string | null = () => null,
): GeneratedFormFile[] {
  const schema = bundleFormSchema(schemasDir, entry);
  const ui = bundleFormUi(schemasDir, entry, schema);
  const validator = `${entry.id}.validator.js`;
  return [
    { name: validator, content: validatorModule(schema, previous(validator)) },
    {
      name: `${entry.id}.validator.d.ts`,
      content: [
        HEADER,
        "import type { ContextualValidator } from '@portal/validation/browser';",
        '',
        `/** Validator of form ${entry.id} (${entry.title}); run it with validateWithContext. */`,
        'export declare const validate: ContextualValidator;',
        '/** sha256 of the schema and the compiler it was generated from (the API compares it before use). */',
        `export declare const ${INPUTS_HASH_EXPORT}: string;`,
        'export default validate;',
        '',
      ].join('\n'),
    },
    { name: `${entry.id}.schema.json`, content: `${JSON.stringify(schema)}\n` },
    { name: `${entry.id}.ui.json`, content: `${JSON.stringify(ui)}\n` },
  ];
}

function indexModule(catalog: Catalog): string {
  const online = catalog.forms.filter((entry) => entry.mode === 'online').sort((a, b) => a.id - b.id);
  const loaders = online.map(
    (entry) =>
      `  ${entry.id}: () => load(${entry.id}, import('./${entry.id}.validator.js'), import('./${entry.id}.schema.json'), import('./${entry.id}.ui.json')),`,
  );
  return [
    HEADER,
    '// The form engine imports this module; each form is its own lazy chunk (validator, schema, ui).',
    "import type { Catalog, FormEntry, FormUi } from '@portal/form-catalog';",
    "import type { ContextualValidator } from '@portal/validation/browser';",
    "import catalogJson from './catalog.json';",
    '',
    'export interface LoadedForm {',
    '  /** The catalog entry: title, version (send it as formVersion), status, submission pointers. */',
    '  readonly entry: FormEntry;',
    '  /** Bundled draft-07 schema for RJSF: self-contained, local #/definitions refs only. */',
    '  readonly schema: Record<string, unknown>;',
    '  /** Wizard steps and the RJSF uiSchema (with ui:definitions of the shared definitions). */',
    '  readonly ui: FormUi;',
    '  /** Precompiled validator: validateWithContext(validate, data, { today }) from @portal/validation/browser. */',
    '  readonly validate: ContextualValidator;',
    '}',
    '',
    '/** schemas/catalog.json: categories, tiles, frequent forms and every form entry (online and PDF). */',
    'export const catalog = catalogJson as Catalog;',
    '',
    '/** Ids of the forms filed online (PDF forms have no loader). */',
    `export const onlineFormIds = [${online.map((entry) => entry.id).join(', ')}] as const;`,
    'export type OnlineFormId = (typeof onlineFormIds)[number];',
    '',
    'export function isOnlineFormId(id: number): id is OnlineFormId {',
    '  return (onlineFormIds as readonly number[]).includes(id);',
    '}',
    '',
    'export function formEntry(id: number): FormEntry | undefined {',
    '  return catalog.forms.find((entry) => entry.id === id);',
    '}',
    '',
    'async function load(',
    '  id: OnlineFormId,',
    '  validator: Promise<{ validate: ContextualValidator }>,',
    '  schema: Promise<{ default: unknown }>,',
    '  ui: Promise<{ default: unknown }>,',
    '): Promise<LoadedForm> {',
    '  const [validatorModule, schemaModule, uiModule] = await Promise.all([validator, schema, ui]);',
    '  const entry = formEntry(id);',
    '  if (!entry) throw new Error(`Form ${id} is not in the catalog`);',
    '  return {',
    '    entry,',
    '    schema: schemaModule.default as Record<string, unknown>,',
    '    ui: uiModule.default as FormUi,',
    '    validate: validatorModule.validate,',
    '  };',
    '}',
    '',
    '/** Form id -> lazy loader of the form (dynamic imports: one set of chunks per form). */',
    'export const formLoaders: Readonly<Record<OnlineFormId, () => Promise<LoadedForm>>> = {',
    ...loaders,
    '};',
    '',
    'export function loadForm(id: OnlineFormId): Promise<LoadedForm> {',
    '  return formLoaders[id]();',
    '}',
    '',
  ].join('\n');
}

export interface BuildResult {
  readonly written: string[];
  readonly removed: string[];
  readonly forms: number;
}

export async function buildForms(paths: SchemaPaths = cliPaths()): Promise<BuildResult> {
  // Hashed before anything is read: a save during the build leaves a stamp that no longer matches.
  const inputs = schemasInputHash(paths.root);
  const stampFile = schemasStampFile(paths.root);
  removeStamp(stampFile);
  const catalog = readCatalog(paths.schemasDir);
  const online = catalog.forms.filter((entry) => entry.mode === 'online');
  const files: GeneratedFormFile[] = [
    { name: '.gitignore', content: '# pnpm schemas:build output, regenerated from schemas/\n*\n' },
    { name: 'catalog.json', content: `${JSON.stringify(catalog)}\n` },
    {
      name: 'index.ts',
      content: await formatLikeRepo(path.join(paths.generatedFormsDir, 'index.ts'), indexModule(catalog)),
    },
    // Sequential: ~0.1 s per form on one core (measured in schemas/README.md), far below the budget.
    ...online.flatMap((entry) =>
      buildFormFiles(paths.schemasDir, entry, (name) =>
        readTextFile(path.join(paths.generatedFormsDir, name)),
      ),
    ),
  ];
  const written: string[] = [];
  for (const file of files) {
    const target = path.join(paths.generatedFormsDir, file.name);
    if (readTextFile(target) === file.content) continue;
    writeTextFile(target, file.content);
    written.push(file.name);
  }
  const stories = await formatLikeRepo(
    paths.generatedStoriesFile,
    formStoriesModule(catalog, paths.formsDir),
  );
  if (readTextFile(paths.generatedStoriesFile) !== stories) {
    writeTextFile(paths.generatedStoriesFile, stories);
    written.push(displayPath(paths, paths.generatedStoriesFile));
  }
  const expected = new Set([...files.map((file) => file.name), path.basename(stampFile)]);
  const removed: string[] = [];
  if (existsSync(paths.generatedFormsDir)) {
    for (const name of readdirSync(paths.generatedFormsDir)) {
      if (expected.has(name)) continue;
      rmSync(path.join(paths.generatedFormsDir, name), { recursive: true });
      removed.push(name);
    }
  }
  // Before the forms moved into a package they were generated into the portal: no stale copy stays there.
  const formerDir = path.join(paths.root, 'apps', 'portal', 'src', 'generated', 'forms');
  if (existsSync(formerDir)) {
    rmSync(formerDir, { recursive: true });
    removed.push(displayPath(paths, formerDir));
  }
  const outputs = [...files.map((file) => file.name), paths.generatedStoriesFile];
  writeStamp(stampFile, {
    inputs,
    outputs: outputs.map((file) =>
      path.relative(path.dirname(stampFile), path.resolve(paths.generatedFormsDir, file)),
    ),
  });
  return { written, removed, forms: online.length };
}

if (isMainModule(import.meta.url)) {
  const started = performance.now();
  const { values } = parseArgs({ options: { root: { type: 'string' } } });
  const paths = cliPaths(values.root);
  try {
    const result = await buildForms(paths);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const where = displayPath(paths, paths.generatedFormsDir);
    console.log(
      `schemas:build: ${result.forms} formularzy online -> ${where} (zmienionych plików: ${result.written.length}, usuniętych: ${result.removed.length}; ${seconds} s)`,
    );
  } catch (error) {
    console.error(
      `schemas:build: ${(error as Error).message}\nUruchom \`pnpm schemas:check\`, aby zobaczyć szczegóły.`,
    );
    process.exitCode = 1;
  }
}
