// Data lifecycle: what a sender is told when its budget of stored bytes (upload-budget.ts) is spent; the
// portal shows these messages as they are, next to the send button.
export { UPLOAD_BUDGET_KEYWORD } from '@portal/api-contract';

export type BudgetOwner = { kind: 'address'; address: string } | { kind: 'account'; accountId: number };

const MB = 1_048_576;

/** "5,5 MB": Polish decimals, rounded down so that what is said to be left really is. */
export function megabytes(bytes: number): string {
  const tenths = Math.max(0, Math.floor((bytes / MB) * 10)) / 10;
  return `${tenths.toLocaleString('pl-PL', { maximumFractionDigits: 1 })} MB`;
}

/** "28.11.2026, 21:05" in the operator's time zone. */
function warsawTime(date: Date): string {
  const part = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('pl-PL', { timeZone: 'Europe/Warsaw', ...options }).format(date);
  return `${part({ day: '2-digit', month: '2-digit', year: 'numeric' })}, ${part({ hour: '2-digit', minute: '2-digit' })}`;
}

const whose = (owner: BudgetOwner) => (owner.kind === 'address' ? 'Twojego adresu' : 'Twojego konta');

export const budgetMessages = {
  spent: (owner: BudgetOwner, limit: number, until: Date) =>
    `Z ${whose(owner)} przesłano już ${megabytes(limit)} plików, tyle ile można w ciągu doby. Pliki można znów wysłać po ${warsawTime(until)}.`,
  tooBig: (owner: BudgetOwner, left: number, until: Date) =>
    `Z ${whose(owner)} można do ${warsawTime(until)} przesłać jeszcze ${megabytes(left)} plików. Zmniejsz lub usuń część załączników albo wyślij je później.`,
  /** A body without a Content-Length that grew past its reservation while streaming. */
  streamed:
    'Przesyłane pliki przekraczają dzienny limit. Zmniejsz lub usuń część załączników albo wyślij je później.',
} as const;
