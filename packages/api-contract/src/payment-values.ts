// The payments' plain values and rules (portal-spec §5, §8): amounts in grosze and as the spec's decimal
// strings, the transfer title and the pre-check the browser runs before the request and the server again.
// No schema library: the portal's pages import these (plain.ts).
/** portal-spec §8 errorType values (lowercased), plus the two server re-checks of §5. */
export const PaymentErrorType = {
  stateMismatch: 'invoice_state_mismatch',
  invalidTotal: 'invalid_total_amount',
  transaction: 'transaction',
  wsclient: 'wsclient',
  amountLimit: 'max_amount_transaction_limit',
  titleLimit: 'max_title_transaction_limit',
} as const;
export type PaymentErrorType = (typeof PaymentErrorType)[keyof typeof PaymentErrorType];

/** The transfer title: the invoice numbers joined by spaces (portal-spec §5). */
export function paymentTitle(invoiceNumbers: readonly string[]): string {
  return invoiceNumbers.join(' ');
}

/** Grosze to the spec's decimal string: 123456 -> "1234.56". */
export function groszeToDecimal(grosze: number): string {
  const sign = grosze < 0 ? '-' : '';
  const abs = Math.abs(grosze);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** The spec's decimal string to grosze, exactly (no floating point): "1234.5" -> 123450. */
export function decimalToGrosze(amount: string): number {
  const match = /^(-?)([0-9]+)(?:\.([0-9]{1,2}))?$/.exec(amount.trim());
  if (!match) return Number.NaN;
  const value = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  return match[1] ? -value : value;
}

export type PaymentPrecheckError =
  { kind: 'amount'; amount: string; limit: number } | { kind: 'title'; length: number; limit: number };

/** portal-spec §5 payment pre-check, shared by the browser (before the request) and the server. */
export function paymentPrecheck(
  totalAmount: string,
  invoiceNumbers: readonly string[],
  limits: { amountLimit: number; titleLimit: number },
): PaymentPrecheckError | null {
  const grosze = decimalToGrosze(totalAmount);
  if (Math.abs(grosze) > limits.amountLimit * 100)
    return { kind: 'amount', amount: totalAmount, limit: limits.amountLimit };
  const title = paymentTitle(invoiceNumbers);
  if (title.length > limits.titleLimit)
    return { kind: 'title', length: title.length, limit: limits.titleLimit };
  return null;
}
