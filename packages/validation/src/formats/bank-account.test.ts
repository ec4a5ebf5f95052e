import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anyInput, digits, singleDigitChanges } from '../testing/identifier-properties.ts';
import { compileSchema } from '../testing/validate-sample.ts';
import { isValidBankAccount } from './bank-account.ts';

/** IBAN check digits of a PL account computed with BigInt, independently of the implementation. */
function withCheckDigits(bban: string): string {
  const check = 98n - (BigInt(`${bban}252100`) % 97n);
  return String(check).padStart(2, '0') + bban;
}

function grouped(nrb: string): string {
  return `${nrb.slice(0, 2)} ${nrb.slice(2).replace(/(\d{4})(?=\d)/g, '$1 ')}`;
}

const validNrb = digits(24).map((bban) => withCheckDigits(bban.join('')));

describe('isValidBankAccount', () => {
  it.each([
    ['61 1090 1014 0000 0712 1981 2874', 'the published NRB example, grouped'],
    ['61109010140000071219812874', 'the same without spaces'],
    ['61 10901014 0000 0712 19812874', 'some spaces left out'],
  ])('accepts %s (%s)', (nrb) => {
    expect(isValidBankAccount(nrb)).toBe(true);
  });

  it.each([
    ['61 1090 1014 0000 0712 1981 2875', 'wrong last digit'],
    ['16 1090 1014 0000 0712 1981 2874', 'swapped check digits'],
    ['PL61 1090 1014 0000 0712 1981 2874', 'the IBAN country prefix'],
    ['611 090 1014 0000 0712 1981 2874', 'spaces off the groups'],
    ['61  1090 1014 0000 0712 1981 2874', 'a double space'],
    ['61 1090 1014 0000 0712 1981 287', '25 digits'],
    ['61-1090-1014-0000-0712-1981-2874', 'dashes'],
  ])('rejects %s (%s)', (nrb) => {
    expect(isValidBankAccount(nrb)).toBe(false);
  });

  it('accepts every generated account number, grouped or not', () => {
    fc.assert(
      fc.property(validNrb, (nrb) => {
        expect(isValidBankAccount(nrb)).toBe(true);
        expect(isValidBankAccount(grouped(nrb))).toBe(true);
      }),
    );
  });

  it('rejects every single-digit change', () => {
    fc.assert(
      fc.property(validNrb, (nrb) => {
        for (const changed of singleDigitChanges(grouped(nrb)))
          expect(isValidBankAccount(changed), changed).toBe(false);
      }),
    );
  });

  it('never throws, whatever it is given, plain or through AJV', () => {
    const validate = compileSchema({ type: 'string', format: 'bank-account' });
    fc.assert(
      fc.property(anyInput, (value) => {
        expect(typeof isValidBankAccount(value)).toBe('boolean');
        expect(typeof validate(value)).toBe('boolean');
      }),
    );
  });
});
