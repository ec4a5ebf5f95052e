// applications-spec §5 "General text and contact": landline '0xx xxx-xx-xx', mobile 'xxx-xxx-xxx' starting
// with 1-9 (the formats the validation package checks: phone, mobile-phone, fax).
import { digitsOf, layDigits } from './digitMask.ts';

const LANDLINE = '### ###-##-##';
const MOBILE = '###-###-###';

export function formatPhone(value: string): string {
  let digits = digitsOf(value);
  // A pasted international number: +48 601 234 567.
  if (value.trim().startsWith('+48') || (digits.startsWith('48') && digits.length === 11))
    digits = digits.slice(2);
  return digits.startsWith('0')
    ? layDigits(digits.slice(0, 10), LANDLINE)
    : layDigits(digits.slice(0, 9), MOBILE);
}
