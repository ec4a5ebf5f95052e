// Each customer has an individual account number for transfers, so a payment is matched to them without
// reading the title. NRB: 2 check digits + 8-digit bank sort code + 16-digit customer account, the check
// digits computed as for IBAN PL (ISO 7064 mod 97-10).
const OPERATOR_BANK_SORT_CODE = '10901014';

function mod97(digits: string): number {
  let remainder = 0;
  for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  return remainder;
}

export function customerAccountNumber(accountId: number): string {
  const basic = OPERATOR_BANK_SORT_CODE + String(accountId).padStart(16, '0');
  // "PL" is 25 21; with check digits 00 moved to the end.
  const check = 98 - mod97(`${basic}252100`);
  const nrb = String(check).padStart(2, '0') + basic;
  return `${nrb.slice(0, 2)} ${nrb.slice(2).match(/.{4}/g)!.join(' ')}`;
}
