import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readJsonFile } from './json-files.ts';
import { repoRoot, schemaPaths } from './paths.ts';
import { payloadOf, validatePayload } from './validate.ts';

const fixture = (relative: string) => {
  const parsed = readJsonFile(path.join(schemaPaths().formsDir, relative));
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.value;
};

describe('pnpm schemas:validate', () => {
  it('accepts a fixture file and uses its data and "today"', () => {
    const result = validatePayload(
      repoRoot,
      100,
      fixture('100-rejestracja-konta/fixtures/valid/with-phone.json'),
    );
    expect(result).toEqual({ valid: true, today: '2026-06-15', errors: [] });
  });

  it('accepts plain form data and lists Polish errors with their paths', () => {
    const data = (
      fixture('100-rejestracja-konta/fixtures/invalid/password-confirmation-differs.json') as {
        data: unknown;
      }
    ).data;
    const result = validatePayload(repoRoot, 100, data, '2026-11-23');
    expect(result.valid).toBe(false);
    expect(result.today).toBe('2026-11-23');
    expect(result.errors).toEqual([
      {
        path: '/credentials/passwordConfirmation',
        keyword: 'passwordConfirmation',
        message: 'Hasła nie są zgodne',
      },
    ]);
  });

  it('refuses unknown and PDF forms', () => {
    expect(() => validatePayload(repoRoot, 99, {})).toThrow('nie ma w schemas/catalog.json');
    expect(() => validatePayload(repoRoot, 8, {})).toThrow('PDF');
  });

  it('tells fixture files from plain data', () => {
    expect(payloadOf({ today: '2026-01-05', data: { a: 1 } })).toEqual({
      today: '2026-01-05',
      data: { a: 1 },
    });
    expect(payloadOf({ data: 'text', other: 1 })).toEqual({ data: { data: 'text', other: 1 } });
  });
});
