// Reads the forms from schemas/ on the server and in the tools (the browser gets them precompiled by
// `pnpm schemas:build`). A form's schema is always handed out bundled (see bundle.ts): self-contained,
// with local `#/definitions/...` refs only, so the server compiles exactly what RJSF renders.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Catalog, FormEntry } from './catalog.ts';
import type { FormUi } from './ui.ts';
import { bundleSchemaFile, isJsonObject, type JsonObject } from './bundle.ts';

export {
  bundleSchema,
  bundleSchemaFile,
  bundledDefinitionKey,
  sharedDefinitionKeys,
  isJsonObject,
  SchemaBundleError,
  DRAFT_07,
  type FileRead,
  type JsonObject,
} from './bundle.ts';
export type { FormStep, FormUi } from './ui.ts';

export interface FormFiles {
  entry: FormEntry;
  /** The bundled schema (bundleFormSchema): compile it as it is. */
  schema: JsonObject;
  /** ui.json as written (without the shared definitions' uiSchema; see bundleFormUi). */
  ui: FormUi | null;
}

const readJson = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8'));

export function readCatalog(schemasDir: string): Catalog {
  return readJson(path.join(schemasDir, 'catalog.json')) as Catalog;
}

export function formFolder(schemasDir: string, entry: Pick<FormEntry, 'folder'>): string {
  return path.join(schemasDir, 'forms', entry.folder);
}

/**
 * The form's schema.json bundled with the shared definitions of schemas/defs: a self-contained draft-07
 * schema to give to `createAjv().compile` (server) or RJSF (browser). Throws SchemaBundleError for a ref
 * that cannot be followed.
 */
export function bundleFormSchema(schemasDir: string, entry: Pick<FormEntry, 'folder'>): JsonObject {
  return bundleSchemaFile(
    path.join(formFolder(schemasDir, entry), 'schema.json'),
    path.join(schemasDir, 'defs'),
  );
}

export function readForm(schemasDir: string, entry: FormEntry): FormFiles {
  const uiFile = path.join(formFolder(schemasDir, entry), 'ui.json');
  const ui = existsSync(uiFile) ? (readJson(uiFile) as FormUi) : null;
  return { entry, schema: bundleFormSchema(schemasDir, entry), ui };
}

/**
 * The uiSchema of the shared definitions (schemas/defs/<file>.ui.json, keyed by definition name) that a
 * bundled schema uses, keyed as RJSF 6's `ui:definitions` expects: by the bundled ref,
 * `#/definitions/person.privatePerson`. RJSF merges it under the form's own uiSchema (the form wins).
 */
export function sharedUiDefinitions(schemasDir: string, bundled: JsonObject): JsonObject {
  const result: JsonObject = {};
  const used = Object.keys(isJsonObject(bundled.definitions) ? bundled.definitions : {}).filter((key) =>
    key.includes('.'),
  );
  const byFile = new Map<string, JsonObject | null>();
  for (const key of used) {
    const [file = '', name = ''] = key.split('.');
    if (!byFile.has(file)) {
      const uiFile = path.join(schemasDir, 'defs', `${file}.ui.json`);
      const content = existsSync(uiFile) ? readJson(uiFile) : null;
      byFile.set(
        file,
        isJsonObject(content) && isJsonObject(content.definitions) ? content.definitions : null,
      );
    }
    const definitions = byFile.get(file);
    const ui = definitions?.[name];
    if (isJsonObject(ui)) result[`#/definitions/${key}`] = ui;
  }
  return result;
}

/** ui.json with the shared definitions' uiSchema added as `ui:definitions`, ready for RJSF. */
export function bundleFormUi(schemasDir: string, entry: FormEntry, bundled: JsonObject): FormUi {
  const ui = readJson(path.join(formFolder(schemasDir, entry), 'ui.json')) as FormUi & { $schema?: string };
  const { $schema: _meta, ...rest } = ui;
  const ownDefinitions = rest.uiSchema['ui:definitions'];
  const own = isJsonObject(ownDefinitions) ? ownDefinitions : {};
  const definitions = { ...sharedUiDefinitions(schemasDir, bundled), ...own };
  return {
    ...rest,
    uiSchema:
      Object.keys(definitions).length > 0
        ? { ...rest.uiSchema, 'ui:definitions': definitions }
        : rest.uiSchema,
  };
}

/**
 * The shared definition files, each with an `$id` (`defs/<file>.json`).
 * @deprecated Not needed any more: readForm and bundleFormSchema give self-contained schemas. Kept so
 * that code adding these to an AJV instance before compiling keeps working.
 */
export function readDefinitions(schemasDir: string): Record<string, unknown>[] {
  const dir = path.join(schemasDir, 'defs');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json') && !name.endsWith('.ui.json'))
    .sort()
    .map((name) => {
      const { $schema: _draft, ...content } = readJson(path.join(dir, name)) as Record<string, unknown>;
      return { ...content, $id: `defs/${name}` };
    });
}
