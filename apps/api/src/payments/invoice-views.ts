import { groszeToDecimal, type Invoice } from '@portal/api-contract';
import type { Selectable } from 'kysely';
import type { InvoiceTable } from '../db/schema.ts';

export type InvoiceRow = Selectable<InvoiceTable> & {
  issue_number: string | null;
  redirect_url: string | null;
  payment_order_id: string | null;
};

export function toInvoice(row: InvoiceRow): Invoice {
  return {
    type: row.type,
    status: row.status,
    number: row.number,
    issueNumber: row.issue_number,
    issueId: row.issue_id,
    issueDate: row.issue_date.getTime(),
    paymentTerm: row.payment_term.getTime(),
    paymentDate: row.payment_date?.getTime() ?? null,
    amount: groszeToDecimal(row.amount),
    investmentAddress: row.investment_address,
    redirectUrl: row.status === 'PENDING' ? row.redirect_url : null,
    paymentOrderId: row.status === 'PENDING' ? row.payment_order_id : null,
  };
}

/**
 * active: what can be paid now (ACTIVE); pending: what a started payment waits for (PENDING), still owed
 * until the provider confirms it; overdue of each: past the payment term.
 */
export function totals(
  rows: InvoiceRow[],
  now = Date.now(),
): { active: string; overdue: string; pending: string; overduePending: string } {
  const sum = (list: InvoiceRow[]) => groszeToDecimal(list.reduce((total, r) => total + r.amount, 0));
  const overdue = (list: InvoiceRow[]) => list.filter((r) => r.payment_term.getTime() < now);
  const active = rows.filter((r) => r.status === 'ACTIVE');
  const pending = rows.filter((r) => r.status === 'PENDING');
  return {
    active: sum(active),
    overdue: sum(overdue(active)),
    pending: sum(pending),
    overduePending: sum(overdue(pending)),
  };
}
