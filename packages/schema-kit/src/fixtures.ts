// Fixtures are the forms' executable examples (schemas/README.md "Fixtures"): fixtures/valid/*.json must
// pass, fixtures/invalid/*.json must fail with exactly the errors they declare, compared as the set of
// (pointer, keyword) pairs that localizeErrors gives, i.e. what the user would see beneath which field; an
// expected error that also names its `message` must be shown with exactly that Polish text (a
// fixture refused for another reason fails). Warnings and computed values (the advance) are compared the
// same way, and `rules` ties a fixture to the rules of schemas/rules.json it proves at their boundary.
import { readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import {
  describeComputed,
  localizeErrors,
  localizeWarnings,
  normalizeAnswers,
  validateWithContext,
  type ContextualValidator,
  type FieldError,
} from '@portal/validation';
import { deepFreeze } from './form-check-memo.ts';
import { parseJsonText, readTextFile, type JsonParseResult } from './json-files.ts';

/** "Today" of every fixture without its own: a Monday, so preferred-date rules are easy to read. */
export const DEFAULT_FIXTURE_TODAY = '2026-06-15';

export type FixtureKind = 'valid' | 'invalid';

export interface ExpectedError {
  readonly pointer: string;
  readonly keyword: string;
  /** When given, the Polish message the user must read there. */
  readonly message?: string;
}

export interface Fixture {
  readonly file: string;
  readonly kind: FixtureKind;
  readonly description?: string | undefined;
  readonly today: string;
  readonly data: unknown;
  readonly errors?: readonly ExpectedError[] | undefined;
  /** Warnings the data must give (valid or invalid fixture); none when absent. */
  readonly warnings?: readonly ExpectedError[] | undefined;
  /** Computed values the data must give (`message` is the value's text); none when absent. */
  readonly computed?: readonly ExpectedError[] | undefined;
  /** Ids of schemas/rules.json this fixture proves at the rule's boundary. */
  readonly rules?: readonly string[] | undefined;
  /** The raw parsed file, for the meta-schema check. */
  readonly raw: unknown;
}

export interface FixtureReadError {
  readonly file: string;
  readonly message: string;
}

export function fixtureFiles(formDir: string, kind: FixtureKind): string[] {
  const dir = path.join(formDir, 'fixtures', kind);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => path.join(dir, name));
}

// A check reads every fixture twice (the form's check and the rules check) and a process that checks again
// reads them all again: a file is parsed again only when its text changed. Frozen, as every reader shares it.
const fixturesRead = new Map<
  string,
  { readonly text: string; readonly result: Fixture | FixtureReadError }
>();
const MAX_FIXTURES_READ = 2000;

export function readFixture(file: string, kind: FixtureKind): Fixture | FixtureReadError {
  const text = readTextFile(file);
  if (text === null) return parseFixture(file, kind, { ok: false, message: 'plik nie istnieje' });
  const key = `${kind}\0${file}`;
  const cached = fixturesRead.get(key);
  if (cached?.text === text) return cached.result;
  const result = deepFreeze(parseFixture(file, kind, parseJsonText(text)));
  if (fixturesRead.size >= MAX_FIXTURES_READ) fixturesRead.clear();
  fixturesRead.set(key, { text, result });
  return result;
}

function parseFixture(file: string, kind: FixtureKind, parsed: JsonParseResult): Fixture | FixtureReadError {
  if (!parsed.ok) return { file, message: parsed.message };
  const raw = parsed.value as Record<string, unknown>;
  return {
    file,
    kind,
    description: typeof raw.description === 'string' ? raw.description : undefined,
    today: typeof raw.today === 'string' ? raw.today : DEFAULT_FIXTURE_TODAY,
    data: raw.data,
    errors: Array.isArray(raw.errors) ? (raw.errors as ExpectedError[]) : undefined,
    warnings: Array.isArray(raw.warnings) ? (raw.warnings as ExpectedError[]) : undefined,
    computed: Array.isArray(raw.computed) ? (raw.computed as ExpectedError[]) : undefined,
    rules: Array.isArray(raw.rules) ? (raw.rules as string[]) : undefined,
    raw,
  };
}

/** The errors as the user would see them (pointer and keyword), with Polish messages for reports. */
export function validateFixtureData(
  validate: ContextualValidator,
  data: unknown,
  today: string,
): FieldError[] {
  return evaluateFixtureData(validate, data, today).errors;
}

export interface FixtureOutcome {
  readonly errors: FieldError[];
  readonly warnings: FieldError[];
  /** Computed values as `{ pointer, keyword, message }`, the message being the value's text. */
  readonly computed: FieldError[];
}

/**
 * Everything a user would see for the data: errors, warnings and computed values, in Polish. The data is
 * normalised first as the wizard and the server do (blank text is missing); `schema` is the
 * form's bundled schema, by default the one `validate` was compiled from (a precompiled validator has none).
 */
export function evaluateFixtureData(
  validate: ContextualValidator,
  raw: unknown,
  today: string,
  schema: unknown = (validate as { schema?: unknown }).schema,
): FixtureOutcome {
  const data = normalizeAnswers(schema, raw);
  const outcome = validateWithContext(validate, data, { today });
  return {
    errors: outcome.valid ? [] : localizeErrors(outcome.errors, 'pl', { data, schema }),
    warnings: localizeWarnings(outcome.warnings),
    computed: describeComputed(outcome.computed).map(({ pointer, keyword, text }) => ({
      pointer,
      keyword,
      message: text,
    })),
  };
}

const pairKey = (error: ExpectedError) => `${error.pointer} ${error.keyword}`;

export interface ErrorComparison {
  /** Declared but not produced. */
  readonly missing: ExpectedError[];
  /** Produced but not declared (with the message the user would read). */
  readonly unexpected: FieldError[];
  /** Produced at the declared (pointer, keyword) but with another message than the declared one. */
  readonly wrongMessage: { readonly expected: ExpectedError; readonly actual: readonly string[] }[];
}

export function compareErrors(
  expected: readonly ExpectedError[],
  actual: readonly FieldError[],
): ErrorComparison {
  const actualKeys = new Set(actual.map(pairKey));
  const expectedKeys = new Set(expected.map(pairKey));
  const unexpected = new Map<string, FieldError>();
  for (const error of actual)
    if (!expectedKeys.has(pairKey(error)) && !unexpected.has(pairKey(error)))
      unexpected.set(pairKey(error), error);
  const wrongMessage: ErrorComparison['wrongMessage'] = [];
  for (const error of expected) {
    if (error.message === undefined || !actualKeys.has(pairKey(error))) continue;
    const messages = actual
      .filter((candidate) => pairKey(candidate) === pairKey(error))
      .map((e) => e.message);
    if (!messages.includes(error.message)) wrongMessage.push({ expected: error, actual: messages });
  }
  return {
    missing: expected.filter((error) => !actualKeys.has(pairKey(error))),
    unexpected: [...unexpected.values()],
    wrongMessage,
  };
}
