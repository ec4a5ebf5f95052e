import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anyInput } from '../testing/identifier-properties.ts';
import { compileSchema } from '../testing/validate-sample.ts';
import { formatNames, formats, type PortalFormatName } from './index.ts';

// One row per rule of applications-spec §5 for the shape-only formats; checksum formats have their own files.
const table: Record<
  Exclude<PortalFormatName, 'pesel' | 'nip' | 'regon' | 'land-register-number' | 'bank-account'>,
  { valid: string[]; invalid: string[] }
> = {
  ppe: {
    valid: ['590543000000000001', '590000000000000000'],
    invalid: ['59054300000000001', '5905430000000000012', '591543000000000001', '590543A00000000001', ''],
  },
  'local-number': {
    valid: ['3001234567'],
    invalid: ['300123456', '30012345678', '3101234567', '300123456A'],
  },
  'business-partner-number': {
    valid: ['1000123456', '0000000001'],
    invalid: ['100012345', '10001234567', '10001234a6'],
  },
  'contract-account-number': {
    valid: ['20001234567'],
    invalid: ['2000123456', '200012345678', '2000123456X'],
  },
  'connection-conditions-number': {
    valid: ['ND\\WK\\22505\\2023', 'ND\\WKS\\00001\\2024'],
    invalid: [
      'ND/WK/22505/2023',
      'ND\\W\\22505\\2023',
      'ND\\WKSA\\22505\\2023',
      'ND\\WK\\2250\\2023',
      'ND\\WK\\22505\\23',
      'nd\\wk\\22505\\2023',
      'N1\\WK\\22505\\2023',
    ],
  },
  rwo: {
    valid: ['RWO123456789', 'ABC/2024-001'],
    invalid: ['RWO12345678', 'RWO1234567890', 'RWO 23456789', 'RWÓ123456789'],
  },
  'zip-code': {
    valid: ['00-950', '31-000'],
    invalid: ['00950', '00-95', '00-9500', '0-0950', 'AB-123', '00 950'],
  },
  phone: {
    valid: ['012 345-67-89', '601-234-567', '999-999-999'],
    invalid: [
      '012345678',
      '601 234 567',
      '001-234-567',
      '12 345-67-89',
      '112 345-67-89',
      '+48 601-234-567',
      '601-234-5678',
    ],
  },
  'mobile-phone': {
    valid: ['601-234-567', '100-000-000'],
    invalid: ['012 345-67-89', '001-234-567', '601234567', '601-234-56'],
  },
  fax: { valid: ['012 345-67-89'], invalid: ['601-234-567', '012 345-67-890', '0123 45-67-89'] },
  'plot-number': { valid: ['1', '123/4', '12/3/1'], invalid: ['/123', 'a123', '123-4', '12 3', ''] },
  'zone-number': { valid: ['0012', '14-02', '1 2-3'], invalid: ['-12', ' 12', '12/3', 'A12', ''] },
  'email-ascii': {
    valid: ['jan.kowalski@example.pl', 'a+b@sub.example.com', `${'a'.repeat(52)}@example.com`],
    invalid: [
      'jan.kowalski@',
      'jan kowalski@example.pl',
      'jan@localhost',
      'zażółć@example.pl',
      'jan@przykład.pl',
      `${'a'.repeat(53)}@example.com`,
    ],
  },
};

describe('shape formats', () => {
  for (const [name, { valid, invalid }] of Object.entries(table)) {
    const isValid = formats[name as PortalFormatName];
    const validate = compileSchema({ type: 'string', format: name });

    it.each(valid)(`${name} accepts %s`, (value) => {
      expect(isValid(value)).toBe(true);
      expect(validate(value)).toBe(true);
    });

    it.each(invalid)(`${name} rejects %s`, (value) => {
      expect(isValid(value)).toBe(false);
      expect(validate(value)).toBe(false);
    });
  }
});

describe('formats', () => {
  it('has exactly the format names the issue lists', () => {
    expect([...formatNames].sort()).toEqual(
      [
        'pesel',
        'nip',
        'regon',
        'land-register-number',
        'bank-account',
        'ppe',
        'local-number',
        'business-partner-number',
        'contract-account-number',
        'connection-conditions-number',
        'rwo',
        'zip-code',
        'phone',
        'mobile-phone',
        'fax',
        'plot-number',
        'zone-number',
        'email-ascii',
      ].sort(),
    );
  });

  it('never throws for any input, through the plain functions and through AJV', () => {
    const validators = formatNames.map((name) => compileSchema({ type: 'string', format: name }));
    fc.assert(
      fc.property(anyInput, (value) => {
        for (const name of formatNames)
          expect(typeof (formats[name] as (value: unknown) => boolean)(value)).toBe('boolean');
        for (const validate of validators) expect(typeof validate(value)).toBe('boolean');
      }),
    );
  });
});
