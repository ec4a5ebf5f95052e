// Customer journeys: a payment started from a case's invoices card comes back to that case. The provider returns
// every payment to /platnosci/potwierdzenie; before leaving for the provider this tab remembers the case
// (sessionStorage: it belongs to this tab, like the payment), and the confirmation page's way back leads
// to it. A payment from the invoices page forgets it.

const KEY = 'payment_return_issue';

export function rememberPaymentReturn(issueId: number | null): void {
  try {
    if (issueId === null) sessionStorage.removeItem(KEY);
    else sessionStorage.setItem(KEY, String(issueId));
  } catch {
    // Storage refused (private mode): the way back is the invoices page.
  }
}

/** The case the last payment of this tab was started from, or null. */
export function paymentReturnIssue(): number | null {
  try {
    const stored = sessionStorage.getItem(KEY);
    const issueId = Number(stored);
    return stored !== null && Number.isSafeInteger(issueId) && issueId > 0 ? issueId : null;
  } catch {
    return null;
  }
}
