// applications-spec §5 "Identifiers": 26 digits written as 2 digits and six groups of 4, with spaces.
import { digitsOf, layDigits } from './digitMask.ts';

const NRB = '## #### #### #### #### #### ####';

export function formatBankAccount(value: string): string {
  const withoutCountry = value.trim().replace(/^PL/i, '');
  return layDigits(digitsOf(withoutCountry).slice(0, 26), NRB);
}
