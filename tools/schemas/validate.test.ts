import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readJsonFile } from './json-files.ts';
import { repoRoot, schemaPaths } from './paths.ts';
import { payloadOf, validatePayload } from './validate.ts';
import { copySchemas } from './testing/schemas-copy.ts';

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
    expect(result).toEqual({ valid: true, today: '2026-06-15', errors: [], warnings: [], computed: [] });
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

  it('refuses unknown forms and PDF forms without schema.json', () => {
    expect(() => validatePayload(repoRoot, 99, {})).toThrow('nie ma w schemas/catalog.json');
    const copy = copySchemas();
    try {
      copy.remove('schemas/forms/8-zgloszenie-mikroinstalacji/schema.json');
      expect(() => validatePayload(copy.root, 8, {})).toThrow('PDF');
    } finally {
      copy.dispose();
    }
  });

  it('validates the paper-form data of a PDF form that has schema.json', () => {
    const result = validatePayload(
      repoRoot,
      8,
      fixture('8-zgloszenie-mikroinstalacji/fixtures/invalid/single-phase-above-7-kw.json'),
    );
    expect(result.errors).toEqual([
      {
        path: '/installation/phase',
        keyword: 'phaseForPower',
        message: 'Powyżej 7 kW dostępne jest tylko przyłącze trójfazowe',
      },
    ]);
  });

  it('tells fixture files from plain data', () => {
    expect(payloadOf({ today: '2026-01-05', data: { a: 1 } })).toEqual({
      today: '2026-01-05',
      data: { a: 1 },
    });
    expect(payloadOf({ data: 'text', other: 1 })).toEqual({ data: { data: 'text', other: 1 } });
  });
});
