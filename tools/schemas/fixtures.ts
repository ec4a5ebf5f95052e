// Fixtures are the forms' executable examples (schemas/README.md "Fixtures"): fixtures/valid/*.json must
// pass, fixtures/invalid/*.json must fail with exactly the errors they declare, compared as the set of
// (path, keyword) pairs that localizeErrors gives, i.e. what the user would see beneath which field.
import { readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import {
  localizeErrors,
  validateWithContext,
  type ContextualValidator,
  type LocalizedError,
} from '@portal/validation';
import { readJsonFile } from './json-files.ts';

/** "Today" of every fixture without its own: a Monday, so preferred-date rules are easy to read. */
export const DEFAULT_FIXTURE_TODAY = '2026-06-15';

export type FixtureKind = 'valid' | 'invalid';

export interface ExpectedError {
  readonly path: string;
  readonly keyword: string;
}

export interface Fixture {
  readonly file: string;
  readonly kind: FixtureKind;
  readonly description?: string;
  readonly today: string;
  readonly data: unknown;
  readonly errors?: readonly ExpectedError[];
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

export function readFixture(file: string, kind: FixtureKind): Fixture | FixtureReadError {
  const parsed = readJsonFile(file);
  if (!parsed.ok) return { file, message: parsed.message };
  const raw = parsed.value as Record<string, unknown>;
  return {
    file,
    kind,
    description: typeof raw.description === 'string' ? raw.description : undefined,
    today: typeof raw.today === 'string' ? raw.today : DEFAULT_FIXTURE_TODAY,
    data: raw.data,
    errors: Array.isArray(raw.errors) ? (raw.errors as ExpectedError[]) : undefined,
    raw,
  };
}

/** The errors as the user would see them (path and keyword), with Polish messages for reports. */
export function validateFixtureData(
  validate: ContextualValidator,
  data: unknown,
  today: string,
): LocalizedError[] {
  const outcome = validateWithContext(validate, data, { today });
  return outcome.valid ? [] : localizeErrors(outcome.errors, 'pl', { data });
}

const pairKey = (error: ExpectedError) => `${error.path} ${error.keyword}`;

export interface ErrorComparison {
  /** Declared but not produced. */
  readonly missing: ExpectedError[];
  /** Produced but not declared (with the message the user would read). */
  readonly unexpected: LocalizedError[];
}

export function compareErrors(
  expected: readonly ExpectedError[],
  actual: readonly LocalizedError[],
): ErrorComparison {
  const actualKeys = new Set(actual.map(pairKey));
  const expectedKeys = new Set(expected.map(pairKey));
  const unexpected = new Map<string, LocalizedError>();
  for (const error of actual)
    if (!expectedKeys.has(pairKey(error)) && !unexpected.has(pairKey(error)))
      unexpected.set(pairKey(error), error);
  return {
    missing: expected.filter((error) => !actualKeys.has(pairKey(error))),
    unexpected: [...unexpected.values()],
  };
}
