import path from 'node:path';
import { todayInWarsaw } from '@portal/validation';
import { describe, expect, it } from 'vitest';
import { DEFAULT_FIXTURE_TODAY, readJsonFile } from '@portal/schema-kit';
import { copySchemas } from '@portal/schema-kit/testing';
import { cliPaths } from './paths.ts';
import { payloadOf, validatePayload } from './validate.ts';

const repo = cliPaths();

const fixture = (relative: string) => {
  const parsed = readJsonFile(path.join(repo.formsDir, relative));
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.value;
};

describe('pnpm schemas:validate', () => {
  it('accepts a fixture file and uses its data and "today"', () => {
    const file = fixture('100-rejestracja-konta/fixtures/valid/with-phone.json') as object;
    const result = validatePayload(repo, 100, { ...file, today: '2026-06-15' });
    expect(result).toEqual({
      valid: true,
      today: '2026-06-15',
      todaySource: 'fixture',
      errors: [],
      warnings: [],
      computed: [],
    });
  });

  // Form studio: it used to judge against a fixed 2026-06-15 whatever the day.
  it("judges dates against today's date in Warsaw unless --today is given", () => {
    const data = (
      fixture('27-ekspertyza-ukladu-pomiarowego/fixtures/valid/private-person-self.json') as { data: unknown }
    ).data;
    const now = new Date('2027-03-10T23:30:00Z'); // already 11 March in Warsaw
    const byClock = validatePayload(repo, 27, data, undefined, now);
    expect(byClock.today).toBe('2027-03-11');
    expect(byClock.todaySource).toBe('clock');
    // The lab result date is at most 30 days back: wrong on the real day, right on the fixtures' day.
    expect(byClock.errors.map((error) => error.keyword)).toContain('dateMaxDaysBack');
    const byOption = validatePayload(repo, 27, data, '2026-06-15', now);
    expect(byOption).toMatchObject({ valid: true, today: '2026-06-15', todaySource: 'option' });
    expect(validatePayload(repo, 27, data).today).toBe(todayInWarsaw());
  });

  // Form studio: a fixture file without "today" was judged at the clock's day, schemas:check at the default one.
  it('judges a fixture file without "today" at the fixtures\' default day, as schemas:check does', () => {
    const file = fixture('27-ekspertyza-ukladu-pomiarowego/fixtures/valid/private-person-self.json') as {
      today?: string;
    };
    expect(file.today).toBeUndefined();
    const result = validatePayload(repo, 27, file, undefined, new Date('2027-03-10T12:00:00Z'));
    expect(result).toMatchObject({
      valid: true,
      today: DEFAULT_FIXTURE_TODAY,
      todaySource: 'fixtureDefault',
    });
  });

  // Customer journeys: blank required text passed, and natural input was refused; it normalises as the server does.
  it('normalises as the wizard and the server do: blank text is missing, a NIP typed with PL is a NIP', () => {
    const { data } = fixture(
      '29-zgloszenie-licznika/fixtures/valid/business-on-behalf-additional-meter-40-kw.json',
    ) as {
      data: {
        applicant: { company: { nip: string }; businessSeatAddress: { city: string } };
        representation: { representative: { lastName: string } };
      };
    };
    data.applicant.company.nip = 'PL 521 301 72 28';
    expect(validatePayload(repo, 29, data, '2026-06-15')).toMatchObject({ valid: true, errors: [] });
    data.applicant.businessSeatAddress.city = '   ';
    data.representation.representative.lastName = '';
    expect(validatePayload(repo, 29, data, '2026-06-15').errors).toEqual([
      { pointer: '/applicant/businessSeatAddress/city', keyword: 'required', message: 'Pole obowiązkowe' },
      {
        pointer: '/representation/representative/lastName',
        keyword: 'required',
        message: 'Pole obowiązkowe',
      },
    ]);
  });

  it('refuses a --today that is not a day written YYYY-MM-DD', () => {
    expect(() => validatePayload(repo, 100, {}, '15.06.2026')).toThrow('--today musi być datą RRRR-MM-DD');
    expect(() => validatePayload(repo, 100, {}, '2026-02-30')).toThrow('RRRR-MM-DD');
  });

  it('accepts plain form data and lists Polish errors with their paths', () => {
    const data = (
      fixture('100-rejestracja-konta/fixtures/invalid/bad-connection-conditions-number-and-email.json') as {
        data: unknown;
      }
    ).data;
    const result = validatePayload(repo, 100, data, '2026-11-23');
    expect(result.valid).toBe(false);
    expect(result.today).toBe('2026-11-23');
    expect(result.errors).toEqual([
      {
        pointer: '/account/connectionConditionsNumber',
        keyword: 'format',
        message: 'Niepoprawny numer warunków przyłączenia (wzór: ND\\WK\\22505\\2023)',
      },
      {
        pointer: '/account/email',
        keyword: 'format',
        message: 'Adres e-mail zawiera niedozwolone znaki',
      },
    ]);
  });

  it('refuses unknown forms and PDF forms without schema.json', () => {
    expect(() => validatePayload(repo, 99, {})).toThrow('nie ma w schemas/catalog.json');
    const copy = copySchemas();
    try {
      copy.remove('schemas/forms/8-zgloszenie-mikroinstalacji/schema.json');
      expect(() => validatePayload(copy.paths, 8, {})).toThrow('PDF');
    } finally {
      copy.dispose();
    }
  });

  it('validates the paper-form data of a PDF form that has schema.json', () => {
    const result = validatePayload(
      repo,
      8,
      fixture('8-zgloszenie-mikroinstalacji/fixtures/invalid/single-phase-above-7-kw.json'),
    );
    expect(result.errors).toEqual([
      {
        pointer: '/installation/phase',
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
    expect(payloadOf({ data: { a: 1 } })).toEqual({
      data: { a: 1 },
      today: DEFAULT_FIXTURE_TODAY,
      todayDefault: true,
    });
  });
});
