import { groszeToDecimal, type Invoice } from '@portal/api-contract';
import type { Selectable } from 'kysely';
import type { InvoiceTable } from '../db/schema.ts';

export type InvoiceRow = Selectable<InvoiceTable> & {
  issue_number: string | null;
  redirect_url: string | null;
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
  };
}

export function totals(rows: InvoiceRow[], now = Date.now()): { active: string; overdue: string } {
  const active = rows.filter((r) => r.status === 'ACTIVE');
  return {
    active: groszeToDecimal(active.reduce((sum, r) => sum + r.amount, 0)),
    overdue: groszeToDecimal(
      active.filter((r) => r.payment_term.getTime() < now).reduce((sum, r) => sum + r.amount, 0),
    ),
  };
}
