// The check behind `pnpm schemas:check` (tools/schemas/check.ts) and the studio's save: everything
// schemas/README.md promises about the forms' data, in one run: catalog and meta-schemas, each form
// (bundle, strict compile, titles, closed objects, fixtures, ui.json, submission pointers; a PDF form its
// pdf.json, and all of that too when it has a schema.json), unused shared definitions, the rules registry
// (every rule enforced, with examples on both sides of its boundary, refused for its own reason:
// check-rules.ts) and generated files (meta-schemas, docs/forms.md, docs/rules.md, schemas/README.md's
// forms' status) being current, and, in a git work tree, each form's version against its release
// (versions.ts). Each problem says `file:line:column /pointer — Polish message`.
// check.test.ts runs `checkSchemas()` on the repository's schemas, which makes it part of `pnpm test`.
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Catalog } from '@portal/form-catalog';
import { sharedDefinitionKeys, type JsonObject } from '@portal/form-catalog/node';
import { createAjv } from '@portal/validation';
import { checkCatalog } from './check-catalog.ts';
import { checkDefinitions } from './check-defs.ts';
import { checkForm } from './check-form.ts';
import { bundleForCheck, memoizedFormCheck, sharedInputsDigest } from './form-check-memo.ts';
import { checkRules } from './check-rules.ts';
import { bundlesById, README_STATUS_END, README_STATUS_START, staleGeneratedDocs } from './docs.ts';
import { readJsonFile, readTextFile } from './json-files.ts';
import { loadMetaValidators, type MetaValidators } from './meta-validators.ts';
import { displayPath, hasFormSchema, type SchemaPaths } from './paths.ts';
import { locateProblems, uniqueProblems, type Problem } from './problems.ts';
import { versionProblemsInGit } from './versions.ts';
import { ENGINE_WIDGET_NAMES } from '@portal/form-model';
import { README_WIDGETS_END, README_WIDGETS_START } from './widget-docs.ts';

function checkPdfForm(paths: SchemaPaths, meta: MetaValidators, folder: string): Problem[] {
  const file = path.join(paths.formsDir, folder, 'pdf.json');
  const parsed = readJsonFile(file);
  if (!parsed.ok) return []; // reported by the catalog check (missing) or below (parse error)
  return meta.pdfForm(parsed.value).map((issue) => ({
    file: displayPath(paths, file),
    pointer: issue.pointer,
    message: `niezgodne z meta/pdf-form.schema.json: ${issue.message}`,
  }));
}

/**
 * ui.schema.json is hand-written but for its widget list, which `pnpm schemas:docs` fills from the widget
 * registry (widget-docs.ts). Checked also when the generated files are not (the studio's live check).
 */
function checkWidgetList(paths: SchemaPaths): Problem[] {
  const file = path.join(paths.metaDir, 'ui.schema.json');
  const parsed = readJsonFile(file);
  const listed = parsed.ok
    ? ((parsed.value as { definitions?: { widget?: { enum?: string[] } } }).definitions?.widget?.enum ?? [])
    : [];
  const problems: Problem[] = [];
  if (listed.join() !== ENGINE_WIDGET_NAMES.join())
    problems.push({
      file: displayPath(paths, file),
      pointer: '/definitions/widget/enum',
      message: `lista widżetów różni się od rejestru widżetów (packages/form-model/src/widgetRegistry.ts): uruchom \`pnpm schemas:docs\``,
    });
  if (!(readTextFile(paths.schemasReadme) ?? '').includes(README_WIDGETS_START))
    problems.push({
      file: displayPath(paths, paths.schemasReadme),
      pointer: '',
      message: `brak tabeli widżetów (${README_WIDGETS_START} … ${README_WIDGETS_END}); wstaw oba znaczniki i uruchom \`pnpm schemas:docs\``,
    });
  return problems;
}

// One AJV for every form of every check in the process: compiling is the slow part, the instance caches
// nothing form-specific, and making one costs ~0.1 s (its keywords and formats), which a check again
// (tests, schemas:watch, schemas:new) would pay each time a form changed. Made when a form needs compiling:
// a check of unchanged forms needs none. compileCached empties its cache with the validators'.
let ajv: ReturnType<typeof createAjv> | undefined;
function processAjv(): ReturnType<typeof createAjv> {
  ajv ??= createAjv();
  return ajv;
}

export interface CheckOptions {
  /**
   * Skips "docs/forms.md and generated meta-schemas are current": for schemas:new before it writes them,
   * and for the studio's save right after it wrote them.
   */
  readonly skipGeneratedFiles?: boolean;
}

/** Every problem, once, with file:line:column where the file is JSON. */
export async function checkSchemas(paths: SchemaPaths, options: CheckOptions = {}): Promise<Problem[]> {
  return locateProblems(paths.root, uniqueProblems(await collectProblems(paths, options)));
}

async function collectProblems(paths: SchemaPaths, options: CheckOptions): Promise<Problem[]> {
  const problems: Problem[] = [];
  const { validators: meta, problems: metaProblems } = loadMetaValidators(paths);
  problems.push(
    ...metaProblems.map((problem) => ({
      file: displayPath(paths, problem.file),
      pointer: '',
      message: problem.message,
    })),
  );
  if (!meta) return problems;
  problems.push(...checkWidgetList(paths));

  const catalogJson = readJsonFile(paths.catalogFile);
  if (!catalogJson.ok)
    return [
      ...problems,
      { file: displayPath(paths, paths.catalogFile), pointer: '', message: catalogJson.message },
    ];
  const { catalog, problems: catalogProblems } = checkCatalog(paths, catalogJson.value, meta);
  problems.push(...catalogProblems);
  if (!catalog) return problems;

  const formContext = {
    paths,
    meta,
    get ajv() {
      return processAjv();
    },
  };
  const usedDefinitions = new Set<string>();
  const bundles = new Map<string, JsonObject>();
  const sharedDigest = sharedInputsDigest(paths);
  (catalog as Catalog).forms.forEach((entry, index) => {
    // A missing folder is reported by the catalog check.
    if (!existsSync(path.join(paths.formsDir, entry.folder))) return;
    if (entry.mode === 'pdf') {
      problems.push(...checkPdfForm(paths, meta, entry.folder));
      // A PDF form without schema.json is only its pdf.json; with one, it is checked like an online form.
      if (!hasFormSchema(paths, entry.folder)) return;
    }
    const pointer = `/forms/${index}`;
    const bundle = bundleForCheck(paths, entry);
    const result = memoizedFormCheck(paths, sharedDigest, entry, pointer, bundle, () =>
      checkForm(formContext, entry, pointer, bundle),
    );
    problems.push(...result.problems);
    if (result.bundled) {
      bundles.set(entry.folder, result.bundled);
      for (const key of sharedDefinitionKeys(result.bundled)) usedDefinitions.add(key);
    }
  });
  problems.push(...checkDefinitions(paths, meta, usedDefinitions));
  problems.push(...checkRules(paths, meta, catalog as Catalog, bundlesById(paths, bundles)));
  problems.push(...versionProblemsInGit(paths.root));

  if (!(readTextFile(paths.schemasReadme) ?? '').includes(README_STATUS_START)) {
    problems.push({
      file: displayPath(paths, paths.schemasReadme),
      pointer: '',
      message: `brak bloku stanu formularzy (${README_STATUS_START} … ${README_STATUS_END}); wstaw oba znaczniki i uruchom \`pnpm schemas:docs\``,
    });
  }
  if (!options.skipGeneratedFiles) {
    for (const file of await staleGeneratedDocs(paths, bundles)) {
      problems.push({
        file: displayPath(paths, file),
        pointer: '',
        message: 'plik jest nieaktualny: uruchom `pnpm schemas:docs`',
        stale: true,
      });
    }
  }
  return problems;
}
