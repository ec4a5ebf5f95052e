// `pnpm schemas:validate <form id> <payload.json> [--today YYYY-MM-DD]`: validates an analyst's payload
// (plain form data, or a fixture file { today?, data }) with the form's bundled schema and the same
// keywords and Polish messages as the browser and the server. Exit code 1 when invalid.
// The day date rules judge against: --today, else the fixture's own "today" (or, for a fixture file without
// one, the fixtures' default day, as schemas:check judges it), else today's date in Warsaw for
// plain data, as the server would judge it now (it used to be a fixed 2026-06-15).
import path from 'node:path';
import { parseArgs } from 'node:util';
import { bundleFormSchema, isJsonObject, readCatalog } from '@portal/form-catalog/node';
import { createAjv, todayInWarsaw, type ContextualValidator, type FieldError } from '@portal/validation';
import {
  DEFAULT_FIXTURE_TODAY,
  evaluateFixtureData,
  hasFormSchema,
  readJsonFile,
  type SchemaPaths,
} from '@portal/schema-kit';
import { cliPaths, isMainModule } from './paths.ts';

export interface PayloadValidation {
  readonly valid: boolean;
  readonly today: string;
  /** Where `today` comes from: --today, the fixture's "today", or the clock. */
  readonly todaySource: TodaySource;
  readonly errors: FieldError[];
  /** Never make the data invalid (e.g. the legal-title address warning). */
  readonly warnings: FieldError[];
  /** Values computed from the data (e.g. the advance), `message` being the value's text. */
  readonly computed: FieldError[];
}

/**
 * A fixture-shaped file ({ data, today? }) gives its data and day (the fixtures' default day when it has
 * none, as schemas:check reads it); anything else is the data itself.
 */
export function payloadOf(content: unknown): { data: unknown; today?: string; todayDefault?: true } {
  if (isJsonObject(content) && 'data' in content && isJsonObject(content.data)) {
    return typeof content.today === 'string'
      ? { data: content.data, today: content.today }
      : { data: content.data, today: DEFAULT_FIXTURE_TODAY, todayDefault: true };
  }
  return { data: content };
}

/** A real calendar day written YYYY-MM-DD. */
export function isIsoDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

export type TodaySource = 'option' | 'fixture' | 'fixtureDefault' | 'clock';

const TODAY_SOURCE_TEXT: Readonly<Record<TodaySource, string>> = {
  option: 'z --today',
  fixture: 'z pola "today" przykładu',
  fixtureDefault: 'domyślna data przykładów bez pola "today", jak w pnpm schemas:check',
  clock: 'dzisiaj; inną datę podaj przez --today RRRR-MM-DD',
};

export function validatePayload(
  paths: SchemaPaths,
  formId: number,
  content: unknown,
  today?: string,
  now: Date = new Date(),
): PayloadValidation {
  if (today !== undefined && !isIsoDay(today))
    throw new Error(`--today musi być datą RRRR-MM-DD (jest "${today}")`);
  const entry = readCatalog(paths.schemasDir).forms.find((form) => form.id === formId);
  if (!entry) throw new Error(`formularza ${formId} nie ma w schemas/catalog.json`);
  // A PDF form (8, 10) is filled on paper; when its schema describes the paper form, analysts validate
  // examples of it the same way.
  if (entry.mode !== 'online' && !hasFormSchema(paths, entry.folder)) {
    throw new Error(`formularz ${formId} jest składany poza portalem (PDF) i nie ma schema.json`);
  }
  const validate = createAjv().compile(bundleFormSchema(paths.schemasDir, entry)) as ContextualValidator;
  const payload = payloadOf(content);
  const todaySource: TodaySource =
    today !== undefined
      ? 'option'
      : payload.todayDefault
        ? 'fixtureDefault'
        : payload.today !== undefined
          ? 'fixture'
          : 'clock';
  const day = today ?? payload.today ?? todayInWarsaw(now);
  const { errors, warnings, computed } = evaluateFixtureData(validate, payload.data, day);
  return { valid: errors.length === 0, today: day, todaySource, errors, warnings, computed };
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
    const result = validatePayload(cliPaths(), Number(id), content.value, values.today);
    const dayText = `dzisiejsza data: ${result.today}, ${TODAY_SOURCE_TEXT[result.todaySource]}`;
    if (result.valid) {
      console.log(`Dane są poprawne dla formularza ${id} (${dayText}).`);
    } else {
      console.error(`Dane NIE są poprawne dla formularza ${id} (${dayText}):`);
      for (const error of result.errors)
        console.error(`  ${error.pointer || '/'} — ${error.message} (${error.keyword})`);
      process.exitCode = 1;
    }
    for (const warning of result.warnings)
      console.log(`  ostrzeżenie ${warning.pointer || '/'} — ${warning.message} (${warning.keyword})`);
    for (const value of result.computed)
      console.log(`  wyliczone ${value.pointer || '/'} — ${value.message} (${value.keyword})`);
  } catch (error) {
    console.error(`schemas:validate: ${(error as Error).message}`);
    process.exitCode = 2;
  }
}
