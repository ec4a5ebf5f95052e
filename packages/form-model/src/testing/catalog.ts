// Test helper (node only): every form of schemas/catalog.json as the model reads it (bundled schema and
// ui.json with the shared definitions' uiSchema), its fixtures, and a matcher that judges conditions with
// the shared Ajv setup (custom keywords included), as the server does.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  bundleFormSchema,
  bundleFormUi,
  formFolder,
  readCatalog,
  type FormUi,
} from '@portal/form-catalog/node';
import { createAjv } from '@portal/validation';
import type { SchemaMatcher } from '../active.ts';
import type { JsonObject } from '../json.ts';

export const schemasDir = path.resolve(import.meta.dirname, '../../../../schemas');

export interface CatalogForm {
  readonly id: number;
  readonly folder: string;
  readonly schema: JsonObject;
  readonly ui: FormUi;
  readonly fixtures: readonly { readonly name: string; readonly data: Record<string, unknown> }[];
}

export function catalogForms(): CatalogForm[] {
  return readCatalog(schemasDir).forms.map((entry) => {
    const schema = bundleFormSchema(schemasDir, entry);
    const ui = bundleFormUi(schemasDir, entry, schema);
    const fixturesDir = path.join(formFolder(schemasDir, entry), 'fixtures');
    const fixtures = ['valid', 'invalid'].flatMap((kind) => {
      const dir = path.join(fixturesDir, kind);
      if (!existsSync(dir)) return [];
      return readdirSync(dir)
        .filter((file) => file.endsWith('.json'))
        .sort()
        .map((file) => ({
          name: `${kind}/${file}`,
          data: ((JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as { data?: unknown }).data ??
            {}) as Record<string, unknown>,
        }));
    });
    return { id: entry.id, folder: entry.folder, schema, ui, fixtures };
  });
}

/** Judges `if` subschemas of `root` with the shared Ajv setup (each compiled once). */
export function ajvMatcher(root: JsonObject): SchemaMatcher {
  const ajv = createAjv({ strict: false });
  const compiled = new WeakMap<object, ReturnType<typeof ajv.compile>>();
  return (schema, data) => {
    let validate = compiled.get(schema);
    if (!validate) {
      validate = ajv.compile({ ...schema, definitions: root.definitions });
      compiled.set(schema, validate);
    }
    return validate.call({ today: new Date().toISOString().slice(0, 10) }, data) as boolean;
  };
}
