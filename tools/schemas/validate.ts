// `pnpm schemas:validate <form id> <payload.json> [--today YYYY-MM-DD]`: validates an analyst's payload
// (plain form data, or a fixture file { today?, data }) with the form's bundled schema and the same
// keywords and Polish messages as the browser and the server. Exit code 1 when invalid.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { bundleFormSchema, isJsonObject, readCatalog } from '@portal/form-catalog/node';
import { createAjv, type ContextualValidator, type LocalizedError } from '@portal/validation';
import { DEFAULT_FIXTURE_TODAY, evaluateFixtureData } from './fixtures.ts';
import { readJsonFile } from './json-files.ts';
import { hasFormSchema, isMainModule, repoRoot, schemaPaths } from './paths.ts';

export interface PayloadValidation {
  readonly valid: boolean;
  readonly today: string;
  readonly errors: LocalizedError[];
  /** Never make the data invalid (e.g. the legal-title address warning). */
  readonly warnings: LocalizedError[];
  /** Values computed from the data (e.g. the advance), `message` being the value's text. */
  readonly computed: LocalizedError[];
}

/** A fixture-shaped file ({ data, today? }) gives its data and day; anything else is the data itself. */
export function payloadOf(content: unknown): { data: unknown; today?: string } {
  if (isJsonObject(content) && 'data' in content && isJsonObject(content.data)) {
    return typeof content.today === 'string'
      ? { data: content.data, today: content.today }
      : { data: content.data };
  }
  return { data: content };
}

export function validatePayload(
  root: string,
  formId: number,
  content: unknown,
  today?: string,
): PayloadValidation {
  const paths = schemaPaths(root);
  const entry = readCatalog(paths.schemasDir).forms.find((form) => form.id === formId);
  if (!entry) throw new Error(`formularza ${formId} nie ma w schemas/catalog.json`);
  // A PDF form (8, 10) is filled on paper; when its schema describes the paper form, analysts validate
  // examples of it the same way.
  if (entry.mode !== 'online' && !hasFormSchema(paths, entry.folder)) {
    throw new Error(`formularz ${formId} jest składany poza portalem (PDF) i nie ma schema.json`);
  }
  const validate = createAjv().compile(bundleFormSchema(paths.schemasDir, entry)) as ContextualValidator;
  const payload = payloadOf(content);
  const day = today ?? payload.today ?? DEFAULT_FIXTURE_TODAY;
  const { errors, warnings, computed } = evaluateFixtureData(validate, payload.data, day);
  return { valid: errors.length === 0, today: day, errors, warnings, computed };
}

if (isMainModule(import.meta.url)) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { today: { type: 'string' } },
  });
  const [id, file] = positionals;
  if (!id || !file || !/^\d+$/.test(id)) {
    console.error('Użycie: pnpm schemas:validate <numer formularza> <plik.json> [--today RRRR-MM-DD]');
    process.exit(2);
  }
  const content = readJsonFile(path.resolve(process.env.INIT_CWD ?? process.cwd(), file));
  if (!content.ok) {
    console.error(`${file}: ${content.message}`);
    process.exit(2);
  }
  try {
    const result = validatePayload(repoRoot, Number(id), content.value, values.today);
    if (result.valid) {
      console.log(`Dane są poprawne dla formularza ${id} (dzisiejsza data: ${result.today}).`);
    } else {
      console.error(`Dane NIE są poprawne dla formularza ${id} (dzisiejsza data: ${result.today}):`);
      for (const error of result.errors)
        console.error(`  ${error.path || '/'} — ${error.message} (${error.keyword})`);
      process.exitCode = 1;
    }
    for (const warning of result.warnings)
      console.log(`  ostrzeżenie ${warning.path || '/'} — ${warning.message} (${warning.keyword})`);
    for (const value of result.computed)
      console.log(`  wyliczone ${value.path || '/'} — ${value.message} (${value.keyword})`);
  } catch (error) {
    console.error(`schemas:validate: ${(error as Error).message}`);
    process.exitCode = 2;
  }
}
