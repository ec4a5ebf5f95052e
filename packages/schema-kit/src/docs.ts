// What `pnpm schemas:docs` (tools/schemas/docs.ts) and the studio's save write: docs/forms.md (the list
// of forms: category, steps, fields, attachments, mode), docs/rules.md (the rules matrix, rules-doc.ts) and
// the generated meta-schemas (meta.ts). `pnpm schemas:check` regenerates both in memory and fails when the
// files differ, so the docs never drift from the data.
import path from 'node:path';
import type { Catalog, FormEntry } from '@portal/form-catalog';
import { bundleFormSchema, readCatalog, type JsonObject } from '@portal/form-catalog/node';
import { formatJson, formatLikeRepo, readJsonFile, readTextFile, writeTextFile } from './json-files.ts';
import { generatedMetaSchemas } from './meta.ts';
import { displayPath, hasFormSchema, type SchemaPaths } from './paths.ts';
import { summarizeForm, type AttachmentSummary } from './form-summary.ts';
import { renderRulesDoc } from './rules-doc.ts';
import {
  README_WIDGETS_END,
  README_WIDGETS_START,
  replaceBlock,
  uiMetaSchemaWithWidgets,
  widgetTableBlock,
} from './widget-docs.ts';

interface StepLike {
  title: string;
}

/** Where the wizard offers a form: "Kategoria › Kafelek" (› option), for every place. */
export function formPlaces(catalog: Catalog, formId: number): string[] {
  const places: string[] = [];
  for (const category of catalog.categories) {
    for (const tile of category.tiles) {
      if (tile.formId === formId) places.push(`${category.title} › ${tile.title}`);
      for (const option of tile.options ?? []) {
        if (option.formId === formId) places.push(`${category.title} › ${tile.title} › ${option.title}`);
      }
    }
  }
  return places;
}

function attachmentText(attachment: AttachmentSummary): string {
  const notes = [
    attachment.required ? 'obowiązkowy' : 'nieobowiązkowy',
    ...(attachment.conditional ? ['zależnie od odpowiedzi'] : []),
  ];
  return `${attachment.title} (${notes.join(', ')})`;
}

function formRow(paths: SchemaPaths, catalog: Catalog, entry: FormEntry, bundles: BundleCache): string {
  const folder = path.join(paths.formsDir, entry.folder);
  const places = formPlaces(catalog, entry.id);
  const mode =
    entry.mode === 'online'
      ? 'online'
      : hasFormSchema(paths, entry.folder)
        ? 'PDF poza portalem (generowany ze schematu)'
        : 'PDF poza portalem';
  const status = entry.status === 'draft' ? 'w przygotowaniu' : 'gotowy';
  let steps = '—';
  let fields = '—';
  let attachments = '—';
  // A PDF form with schema.json has the steps and fields of its paper form; its attachments are in pdf.json.
  if (hasFormSchema(paths, entry.folder)) {
    const ui = readJsonFile(path.join(folder, 'ui.json'));
    if (ui.ok)
      steps = ((ui.value as { steps?: StepLike[] }).steps ?? [])
        .map((step, index) => `${index + 1}. ${step.title}`)
        .join('<br>');
    try {
      const summary = summarizeForm(bundles.get(entry.folder) ?? bundleFormSchema(paths.schemasDir, entry));
      fields = String(summary.fieldCount);
      if (summary.attachments.length > 0) attachments = summary.attachments.map(attachmentText).join('<br>');
    } catch {
      fields = '?';
    }
  }
  if (entry.mode === 'pdf') {
    const pdf = readJsonFile(path.join(folder, 'pdf.json'));
    const list = pdf.ok ? ((pdf.value as { attachments?: string[] }).attachments ?? []) : [];
    if (list.length > 0) attachments = list.join('<br>');
  }
  const title = `${entry.title}<br>\`schemas/forms/${entry.folder}\``;
  return `| ${entry.id} | ${title} | ${places.join('<br>') || '—'} | ${mode} | ${status} | ${steps} | ${fields} | ${attachments} |`;
}

function wizardSection(catalog: Catalog): string[] {
  const lines: string[] = ['## Kreator: kategorie i kafelki', ''];
  for (const category of catalog.categories) {
    lines.push(`### ${category.title}`, '', category.description, '');
    if (category.frequent)
      lines.push(`${category.frequent.title}: ${category.frequent.formIds.join(', ')}.`, '');
    for (const tile of category.tiles) {
      if (tile.formId !== undefined) lines.push(`- **${tile.title}** → ${tile.formId}`);
      else
        lines.push(
          `- **${tile.title}** → ${(tile.options ?? []).map((option) => `${option.title}: ${option.formId}`).join('; ')}`,
        );
    }
    lines.push('');
  }
  return lines;
}

/** Bundled schemas by form folder, when the caller (the check) has them already. */
export type BundleCache = ReadonlyMap<string, JsonObject>;

export async function renderFormsDoc(paths: SchemaPaths, bundles: BundleCache = new Map()): Promise<string> {
  const catalog = readCatalog(paths.schemasDir);
  const forms = [...catalog.forms].sort((a, b) => a.id - b.id);
  const lines = [
    '# Formularze wniosków',
    '',
    '<!-- WYGENEROWANE przez `pnpm schemas:docs` ze schemas/catalog.json i schemas/forms. Nie edytuj ręcznie: `pnpm schemas:check` sprawdza, czy plik jest aktualny. -->',
    '',
    `Formularzy: ${forms.length} (online: ${forms.filter((entry) => entry.mode === 'online').length}, PDF: ${forms.filter((entry) => entry.mode === 'pdf').length}; gotowych: ${forms.filter((entry) => entry.status !== 'draft').length}, w przygotowaniu: ${forms.filter((entry) => entry.status === 'draft').length}). Jak pisać formularz: [schemas/README.md](../schemas/README.md).`,
    '',
    ...wizardSection(catalog),
    '## Formularze',
    '',
    '„Pola” to pola do wypełnienia (także warunkowe, pokazywane zależnie od odpowiedzi); listy załączników podają tytuł listy.',
    '',
    '| Nr | Formularz | W kreatorze | Tryb | Stan | Kroki | Pola | Załączniki |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    ...forms.map((entry) => formRow(paths, catalog, entry, bundles)),
    '',
  ];
  return formatLikeRepo(paths.formsDoc, lines.join('\n'));
}

export const README_STATUS_START =
  '<!-- forms-status: GENERATED by `pnpm schemas:docs` from catalog.json; `pnpm schemas:check` fails when it is stale. -->';
export const README_STATUS_END = '<!-- /forms-status -->';

function idList(entries: readonly FormEntry[]): string {
  return entries.length > 0 ? entries.map((entry) => entry.id).join(', ') : '—';
}

/** The forms' status block of schemas/README.md, from the catalog (so the README cannot disagree with it). */
export function readmeStatusBlock(catalog: Catalog): string {
  const forms = [...catalog.forms].sort((a, b) => a.id - b.id);
  const ready = forms.filter((entry) => entry.status !== 'draft');
  const drafts = forms.filter((entry) => entry.status === 'draft');
  const online = forms.filter((entry) => entry.mode === 'online');
  const pdf = forms.filter((entry) => entry.mode === 'pdf');
  return [
    README_STATUS_START,
    '',
    `The catalog has ${forms.length} forms: ${ready.length} ready and ${drafts.length} drafts; ${online.length} are filed online and ${pdf.length} are PDF forms (${idList(pdf)}). The status of each form:`,
    '',
    '| status | forms |',
    '| --- | --- |',
    `| ready (\`"status": "ready"\`) | ${idList(ready)} |`,
    `| draft (\`"status": "draft"\`) | ${idList(drafts)} |`,
    '',
    README_STATUS_END,
  ].join('\n');
}

/**
 * schemas/README.md with its generated blocks (the forms' status, the widget table) regenerated, or null
 * when the README lacks one of them (the check says which).
 */
export async function renderSchemasReadme(paths: SchemaPaths): Promise<string | null> {
  const text = readTextFile(paths.schemasReadme);
  if (text === null) return null;
  const withStatus = replaceBlock(
    text,
    README_STATUS_START,
    README_STATUS_END,
    readmeStatusBlock(readCatalog(paths.schemasDir)),
  );
  if (withStatus === null) return null;
  const withWidgets = replaceBlock(withStatus, README_WIDGETS_START, README_WIDGETS_END, widgetTableBlock());
  if (withWidgets === null) return null;
  return formatLikeRepo(paths.schemasReadme, withWidgets);
}

/** meta/ui.schema.json with the widget registry's names, or null when it has no widget enum to fill. */
export async function renderUiMetaSchema(paths: SchemaPaths): Promise<GeneratedText | null> {
  const file = path.join(paths.metaDir, 'ui.schema.json');
  const text = readTextFile(file);
  const filled = text === null ? null : uiMetaSchemaWithWidgets(text);
  return filled === null ? null : { file, content: await formatLikeRepo(file, filled) };
}

export interface GeneratedText {
  readonly file: string;
  readonly content: string;
}

/** Every file `pnpm schemas:docs` writes, with its expected content. */
export async function generatedDocs(
  paths: SchemaPaths,
  bundles: BundleCache = new Map(),
): Promise<GeneratedText[]> {
  const metas = await Promise.all(
    generatedMetaSchemas(paths).map(async ({ file, value }) => ({
      file,
      content: await formatJson(file, value),
    })),
  );
  const readme = await renderSchemasReadme(paths);
  const uiMeta = await renderUiMetaSchema(paths);
  return [
    ...metas,
    ...(uiMeta === null ? [] : [uiMeta]),
    { file: paths.formsDoc, content: await renderFormsDoc(paths, bundles) },
    ...(readme === null ? [] : [{ file: paths.schemasReadme, content: readme }]),
    {
      file: paths.rulesDoc,
      content: await renderRulesDoc(paths, readCatalog(paths.schemasDir), bundlesById(paths, bundles)),
    },
  ];
}

/** The bundled schema of every form with one, by form id (from the cache when the caller has it). */
export function bundlesById(paths: SchemaPaths, cache: BundleCache = new Map()): Map<number, JsonObject> {
  const bundles = new Map<number, JsonObject>();
  for (const entry of readCatalog(paths.schemasDir).forms) {
    if (!hasFormSchema(paths, entry.folder)) continue;
    const cached = cache.get(entry.folder);
    if (cached) {
      bundles.set(entry.id, cached);
      continue;
    }
    try {
      bundles.set(entry.id, bundleFormSchema(paths.schemasDir, entry));
    } catch {
      // A form that does not bundle is reported by the check; it enforces nothing here.
    }
  }
  return bundles;
}

/** The generated files whose content on disk differs from what the generators produce now. */
export async function staleGeneratedDocs(
  paths: SchemaPaths,
  bundles: BundleCache = new Map(),
): Promise<string[]> {
  const stale: string[] = [];
  for (const { file, content } of await generatedDocs(paths, bundles)) {
    if (readTextFile(file) !== content) stale.push(file);
  }
  return stale;
}

export async function writeDocs(paths: SchemaPaths): Promise<string[]> {
  const written: string[] = [];
  for (const { file, content } of await generatedDocs(paths)) {
    if (readTextFile(file) === content) continue;
    writeTextFile(file, content);
    written.push(displayPath(paths, file));
  }
  return written;
}
