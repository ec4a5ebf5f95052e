// portal-spec §4 Invoice status: ACTIVE and PENDING invoices are listed in the pay section sorted by payment
// term ascending; PAID and CANCELED are historical. Overdue means the payment term is before now; only an
// ACTIVE invoice counts as overdue (the server's totalOverdueAmount sums the same ones, docs/decisions.md).
import type { Invoice } from '@portal/api-contract';
import { decimalToGrosze, groszeToDecimal } from '@portal/api-contract/plain';
import { comparePolish } from '../../../shared/search/comparePolish.ts';

export function isPayable(invoice: Invoice): boolean {
  return invoice.status === 'ACTIVE' || invoice.status === 'PENDING';
}

export function isHistorical(invoice: Invoice): boolean {
  return invoice.status === 'PAID' || invoice.status === 'CANCELED';
}

export function isOverdue(invoice: Invoice, now: number): boolean {
  return invoice.status === 'ACTIVE' && invoice.paymentTerm < now;
}

/** Ties on the payment term keep a stable, readable order: by document number. */
function byPaymentTermAscending(a: Invoice, b: Invoice): number {
  return a.paymentTerm - b.paymentTerm || comparePolish(a.number, b.number);
}

/** The pay section: active and pending invoices, the nearest payment term first. */
export function payableInvoices(invoices: readonly Invoice[]): Invoice[] {
  return invoices.filter(isPayable).sort(byPaymentTermAscending);
}

export function historicalInvoices(invoices: readonly Invoice[]): Invoice[] {
  return invoices.filter(isHistorical);
}

export function activeInvoices(invoices: readonly Invoice[]): Invoice[] {
  return payableInvoices(invoices).filter((invoice) => invoice.status === 'ACTIVE');
}

export function overdueInvoices(invoices: readonly Invoice[], now: number): Invoice[] {
  return activeInvoices(invoices).filter((invoice) => isOverdue(invoice, now));
}

/** Customer journeys: a payment started and not yet confirmed; still owed, shown as pending in the totals. */
export function pendingInvoices(invoices: readonly Invoice[]): Invoice[] {
  return payableInvoices(invoices).filter((invoice) => invoice.status === 'PENDING');
}

/** Pending invoices past their payment term (the overdue tile's pending part). */
export function overduePendingInvoices(invoices: readonly Invoice[], now: number): Invoice[] {
  return pendingInvoices(invoices).filter((invoice) => invoice.paymentTerm < now);
}

/** Exact sum in grosze (amounts are decimal strings; no floating point). */
export function sumGrosze(invoices: readonly Pick<Invoice, 'amount'>[]): number {
  return invoices.reduce((sum, invoice) => sum + decimalToGrosze(invoice.amount), 0);
}

/** The sum as the API's decimal string, e.g. '1234.56'. */
export function sumAmount(invoices: readonly Pick<Invoice, 'amount'>[]): string {
  return groszeToDecimal(sumGrosze(invoices));
}
