// Fixtures made in the studio: a new empty one, or one from the answers filled in the preview
// with the errors the server gives them. The text is what `pnpm schemas:check` reads (meta/fixture.schema.json);
// the save formats it with the repository's Prettier.
import type { FieldError } from '@portal/validation/browser';

/** `valid/name.json` or `invalid/name.json`: lower-case letters, digits and hyphens (as the folders hold). */
export const FIXTURE_NAME = /^(valid|invalid)\/[a-z0-9][a-z0-9-]*\.json$/;

export type FixtureKind = 'valid' | 'invalid';

/** "Firma z pełnomocnikiem" → `valid/firma-z-pelnomocnikiem.json` (Polish letters without their marks). */
export function fixtureName(kind: FixtureKind, typed: string): string | null {
  const slug = typed
    .trim()
    .toLowerCase()
    .replace(/ł/g, 'l')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\.json$/, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  const name = `${kind}/${slug}.json`;
  return FIXTURE_NAME.test(name) ? name : null;
}

/** The errors a fixture declares: each (pointer, keyword) once, with the message the user reads there. */
export function expectedErrors(errors: readonly FieldError[]) {
  const seen = new Set<string>();
  return errors.flatMap((error) => {
    const key = `${error.pointer} ${error.keyword}`;
    if (seen.has(key)) return [];
    seen.add(key);
    return [{ pointer: error.pointer, keyword: error.keyword, message: error.message }];
  });
}

export interface NewFixture {
  readonly description: string;
  readonly data: unknown;
  /** 'YYYY-MM-DD' the rules of dates were judged at. */
  readonly today?: string;
  /** Only an invalid fixture: the errors it must give. */
  readonly errors?: readonly FieldError[];
}

/** The fixture file's text (two-space JSON, as the save formats it). */
export function fixtureText(fixture: NewFixture): string {
  const value = {
    $schema: '../../../../meta/fixture.schema.json',
    description: fixture.description,
    ...(fixture.today ? { today: fixture.today } : {}),
    data: fixture.data,
    ...(fixture.errors ? { errors: expectedErrors(fixture.errors) } : {}),
  };
  return `${JSON.stringify(value, null, 2)}\n`;
}

/** Today in Warsaw as 'YYYY-MM-DD' (the day the preview judges dates at when no fixture gives one). */
export function warsawDay(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Warsaw' }).format(now);
}
