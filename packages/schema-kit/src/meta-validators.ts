// Validators for the hand-written and generated meta-schemas of schemas/meta, compiled once per check
// run. The catalog is checked against the schema generated in memory from the TypeBox `Catalog`, so a
// stale catalog.schema.json on disk is reported once (as stale), not as a flood of catalog errors.
import path from 'node:path';
import { createAjv, localizeErrors } from '@portal/validation';
import { readJsonFile } from './json-files.ts';
import { catalogMetaSchema } from './meta.ts';
import type { SchemaPaths } from './paths.ts';
import { closestName } from './schema-keywords.ts';
import { escapeSegment } from '@portal/json-pointer';

export type MetaName = 'catalog' | 'ui' | 'defsUi' | 'fixture' | 'pdfForm' | 'rules';

const HAND_WRITTEN: Readonly<Record<Exclude<MetaName, 'catalog'>, string>> = {
  ui: 'ui.schema.json',
  defsUi: 'defs-ui.schema.json',
  fixture: 'fixture.schema.json',
  pdfForm: 'pdf-form.schema.json',
  rules: 'rules.schema.json',
};

export interface MetaIssue {
  readonly pointer: string;
  readonly message: string;
}

export type MetaValidators = Readonly<Record<MetaName, (value: unknown) => MetaIssue[]>>;

export interface MetaLoadResult {
  readonly validators: MetaValidators | null;
  readonly problems: { file: string; message: string }[];
}

type ValidateFunction = ReturnType<ReturnType<typeof createAjv>['compile']>;

/**
 * Polish, at the offending key: AJV's messages as the users read them, except that an unknown field and a
 * value outside a list name the allowed ones and suggest the nearest (a misspelt "ui:widgte").
 */
function issuesOf(validate: ValidateFunction, value: unknown): MetaIssue[] {
  if (validate(value)) return [];
  const explained = new Map<string, string>();
  for (const error of validate.errors ?? []) {
    const parent = (error as { parentSchema?: { properties?: object } }).parentSchema;
    if (error.keyword === 'additionalProperties') {
      const name = String((error.params as { additionalProperty: string }).additionalProperty);
      const allowed = parent?.properties ? Object.keys(parent.properties) : [];
      const closest = closestName(name, allowed);
      explained.set(
        `${error.instancePath}/${escapeSegment(name)}`,
        `nieznane pole "${name}"${closest ? `; czy chodziło o "${closest}"?` : ''}${allowed.length > 0 ? ` (dozwolone: ${allowed.join(', ')})` : ''}`,
      );
    } else if (error.keyword === 'enum') {
      const allowed = ((error.params as { allowedValues?: unknown[] }).allowedValues ?? []).map(String);
      const given = String((error as { data?: unknown }).data);
      const closest = closestName(given, allowed);
      explained.set(
        error.instancePath,
        `"${given}" nie jest dozwoloną wartością${closest ? `; czy chodziło o "${closest}"?` : ''} (dozwolone: ${allowed.join(', ')})`,
      );
    }
  }
  const issues = localizeErrors(validate.errors, 'pl', { data: value })
    .filter((error) => !(error.keyword === 'enum' && explained.has(error.pointer)))
    .filter((error) => error.keyword !== 'additionalProperties')
    .map((error) => ({ pointer: error.pointer, message: `${error.message} (${error.keyword})` }));
  return [...issues, ...[...explained].map(([pointer, message]) => ({ pointer, message }))];
}

// Compiled once per content of the meta-schemas: a process that checks again (schemas:watch, the
// check's tests) reuses them.
const compiledByContent = new Map<string, MetaValidators>();

export function loadMetaValidators(paths: SchemaPaths): MetaLoadResult {
  const problems: { file: string; message: string }[] = [];
  const schemas: object[] = [];
  for (const file of Object.values(HAND_WRITTEN)) {
    const parsed = readJsonFile(path.join(paths.metaDir, file));
    if (!parsed.ok) problems.push({ file: path.join(paths.metaDir, file), message: parsed.message });
    else schemas.push(parsed.value as object);
  }
  if (problems.length > 0) return { validators: null, problems };
  const key = JSON.stringify(schemas);
  let validators = compiledByContent.get(key);
  if (!validators) {
    validators = compileMetaValidators(schemas);
    if (compiledByContent.size >= 20) compiledByContent.clear();
    compiledByContent.set(key, validators);
  }
  return { validators, problems };
}

function compileMetaValidators(schemas: object[]): MetaValidators {
  // Not strict: meta-schemas use description-only and draft-07 keywords AJV's strict mode dislikes.
  // verbose: errors carry the allowed names (parentSchema) and the given value (data) for suggestions.
  const ajv = createAjv({ strict: false, verbose: true });
  for (const schema of schemas) ajv.addSchema(schema);
  const compiled = (id: string) => {
    const validate = ajv.getSchema(id);
    if (!validate) throw new Error(`meta-schema ${id} not loaded`);
    return validate;
  };
  const catalog = ajv.compile(catalogMetaSchema());
  return {
    catalog: (value) => issuesOf(catalog, value),
    ui: (value) => issuesOf(compiled(HAND_WRITTEN.ui), value),
    defsUi: (value) => issuesOf(compiled(HAND_WRITTEN.defsUi), value),
    fixture: (value) => issuesOf(compiled(HAND_WRITTEN.fixture), value),
    pdfForm: (value) => issuesOf(compiled(HAND_WRITTEN.pdfForm), value),
    rules: (value) => issuesOf(compiled(HAND_WRITTEN.rules), value),
  };
}
