// The back office issues, updates and cancels invoices, and lists payment orders for reconciliation
// (routes/api/backoffice/invoices.ts answers for it).
import { decimalToGrosze, groszeToDecimal, type InvoiceUpsert } from '@portal/api-contract';
import type { Database } from '../db/database.ts';
import { HttpError } from '../lib/http-error.ts';
import { paymentOrderLines } from './invoice-repository.ts';

/** Creates the invoice or changes it while it is still active (not being paid, paid or canceled). */
export async function upsertInvoice(db: Database, body: InvoiceUpsert): Promise<void> {
  const account = await db
    .selectFrom('account')
    .select('id')
    .where('email', '=', body.customerEmail.trim().toLowerCase())
    .executeTakeFirst();
  if (!account) throw new HttpError(404, 'Nie ma konta klienta z tym adresem e-mail.');
  const issue = body.issueNumber
    ? await db.selectFrom('issue').select('id').where('number', '=', body.issueNumber).executeTakeFirst()
    : null;
  if (body.issueNumber && !issue) throw new HttpError(404, 'Nie ma sprawy o tym numerze.');
  const values = {
    account_id: account.id,
    issue_id: issue?.id ?? null,
    type: body.type,
    amount: decimalToGrosze(body.amount),
    issue_date: new Date(body.issueDate),
    payment_term: new Date(body.paymentTerm),
    investment_address: body.investmentAddress ?? null,
  };
  const existing = await db
    .selectFrom('invoice')
    .select(['id', 'status'])
    .where('number', '=', body.number)
    .executeTakeFirst();
  if (existing && existing.status !== 'ACTIVE')
    throw new HttpError(409, 'Faktury w trakcie płatności, opłaconej lub anulowanej nie można zmienić.');
  if (existing) await db.updateTable('invoice').set(values).where('id', '=', existing.id).execute();
  else
    await db
      .insertInto('invoice')
      .values({ ...values, number: body.number, status: 'ACTIVE', payment_date: null, order_id: null })
      .execute();
}

/** False unless the invoice was active (not being paid, paid or canceled already). */
export async function cancelInvoice(db: Database, number: string): Promise<boolean> {
  const result = await db
    .updateTable('invoice')
    .set({ status: 'CANCELED' })
    .where('number', '=', number)
    .where('status', '=', 'ACTIVE')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The newest 500 payment orders with their customers and invoices. */
export async function recentPaymentOrders(db: Database) {
  const orders = await db
    .selectFrom('payment_order')
    .innerJoin('account', 'account.id', 'payment_order.account_id')
    .selectAll('payment_order')
    .select('account.email')
    .orderBy('payment_order.id', 'desc')
    .limit(500)
    .execute();
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
