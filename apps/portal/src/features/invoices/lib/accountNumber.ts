// The customer's individual account number for transfers (docs/decisions.md): an NRB of 26 digits, shown
// in the usual Polish grouping, 2 check digits and then six groups of 4 ('12 3456 7890 1234 5678 9012 3456').

export function accountDigits(accountNumber: string): string {
  return accountNumber.replace(/\D/g, '');
}

export function formatAccountNumber(accountNumber: string): string {
  const digits = accountDigits(accountNumber);
  if (digits.length !== 26) return accountNumber.trim();
  return [digits.slice(0, 2), ...(digits.slice(2).match(/\d{4}/g) ?? [])].join(' ');
}
