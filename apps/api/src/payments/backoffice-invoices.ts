// The back office issues and updates invoices, and lists payment orders for reconciliation
// (routes/api/backoffice/invoices.ts answers for it; cancelling is one statement of invoice-repository.ts).
import { decimalToGrosze, groszeToDecimal, type InvoiceUpsert } from '@portal/api-contract';
import type { Database } from '../db/database.ts';
import { HttpError } from '../lib/http-error.ts';
import { findAccountIdByEmail } from '../accounts/account-repository.ts';
import { findIssueIdByNumber } from '../issues/issue-repository.ts';
import {
  findInvoiceByNumber,
  insertInvoice,
  paymentOrderLines,
  updateInvoice,
} from './invoice-repository.ts';
import { recentPaymentOrderRows } from './payment-order-repository.ts';

/** Creates the invoice or changes it while it is still active (not being paid, paid or canceled). */
export async function upsertInvoice(db: Database, body: InvoiceUpsert): Promise<void> {
  const accountId = await findAccountIdByEmail(db, body.customerEmail.trim().toLowerCase());
  if (accountId === null) throw new HttpError(404, 'Nie ma konta klienta z tym adresem e-mail.');
  const issue = body.issueNumber ? await findIssueIdByNumber(db, body.issueNumber) : null;
  if (body.issueNumber && !issue) throw new HttpError(404, 'Nie ma sprawy o tym numerze.');
  const values = {
    account_id: accountId,
    issue_id: issue?.id ?? null,
    type: body.type,
    amount: decimalToGrosze(body.amount),
    issue_date: new Date(body.issueDate),
    payment_term: new Date(body.paymentTerm),
    investment_address: body.investmentAddress ?? null,
  };
  const existing = await findInvoiceByNumber(db, body.number);
  if (existing && existing.status !== 'ACTIVE')
    throw new HttpError(409, 'Faktury w trakcie płatności, opłaconej lub anulowanej nie można zmienić.');
  if (existing) await updateInvoice(db, existing.id, values);
  else
    await insertInvoice(db, {
      ...values,
      number: body.number,
      status: 'ACTIVE',
      payment_date: null,
      order_id: null,
    });
}

/** The newest 500 payment orders with their customers and invoices. */
export async function recentPaymentOrders(db: Database) {
  const orders = await recentPaymentOrderRows(db, 500);
  const lines = await paymentOrderLines(
    db,
    orders.map((o) => o.id),
  );
  return orders.map((o) => ({
    id: o.public_id,
    status: o.status,
    provider: o.provider,
    totalAmount: groszeToDecimal(o.total),
    title: o.title,
    customerEmail: o.email,
    invoices: lines
      .filter((l) => l.order_id === o.id)
      .map((l) => ({ number: l.number, amount: groszeToDecimal(l.amount) })),
    createdAt: o.created_at.toISOString(),
    paidAt: o.paid_at?.toISOString() ?? null,
  }));
}
