// A customer's invoices and payment orders, as the routes show them (portal-spec §4, §7).
import type { Insertable, Updateable } from 'kysely';
import type { Database } from '../db/database.ts';
import type { InvoiceTable } from '../db/schema.ts';
import type { InvoiceRow } from './invoice-views.ts';

/** Active and pending first by payment term (portal-spec §4), then the historical ones. */
function invoiceQuery(db: Database, accountId: number) {
  return db
    .selectFrom('invoice')
    .leftJoin('issue', 'issue.id', 'invoice.issue_id')
    .leftJoin('payment_order', 'payment_order.id', 'invoice.order_id')
    .selectAll('invoice')
    .select([
      'issue.number as issue_number',
      'payment_order.redirect_url as redirect_url',
      'payment_order.public_id as payment_order_id',
    ])
    .where('invoice.account_id', '=', accountId)
    .orderBy('invoice.payment_term', 'asc')
    .orderBy('invoice.id', 'asc');
}

/** Every invoice of the account, or only those of one of its cases. */
export async function accountInvoices(
  db: Database,
  accountId: number,
  issueId?: number,
): Promise<InvoiceRow[]> {
  const query = invoiceQuery(db, accountId);
  return (await (
    issueId === undefined ? query : query.where('invoice.issue_id', '=', issueId)
  ).execute()) as InvoiceRow[];
}

/** The id of the account's own case, or null (another customer's case is not found either). */
export async function ownIssueId(db: Database, issueId: number, accountId: number): Promise<number | null> {
  const issue = await db
    .selectFrom('issue')
    .select('id')
    .where('id', '=', issueId)
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  return issue?.id ?? null;
}

/** Who pays: the account of a signed-in session (a NoResultError otherwise). */
export function payer(db: Database, accountId: number) {
  return db
    .selectFrom('account')
    .select(['id', 'email'])
    .where('id', '=', accountId)
    .executeTakeFirstOrThrow();
}

/** The account's own payment order by its public id, with the numbers of the invoices it pays. */
export async function ownPaymentOrder(db: Database, publicId: string, accountId: number) {
  const order = await db
    .selectFrom('payment_order')
    .selectAll()
    .where('public_id', '=', publicId)
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  if (!order) return null;
  const invoices = await db
    .selectFrom('payment_order_invoice')
    .innerJoin('invoice', 'invoice.id', 'payment_order_invoice.invoice_id')
    .select('invoice.number')
    .where('payment_order_invoice.order_id', '=', order.id)
    .orderBy('invoice.number')
    .execute();
  return { order, invoiceNumbers: invoices.map((i) => i.number) };
}

/** The invoices each of the payment orders pays, by invoice number. */
export async function paymentOrderLines(db: Database, orderIds: number[]) {
  if (orderIds.length === 0) return [];
  return db
    .selectFrom('payment_order_invoice')
    .innerJoin('invoice', 'invoice.id', 'payment_order_invoice.invoice_id')
    .select(['payment_order_invoice.order_id', 'invoice.number', 'payment_order_invoice.amount'])
    .where('payment_order_invoice.order_id', 'in', orderIds)
    .orderBy('invoice.number')
    .execute();
}

/** An account's payment orders, oldest first (the customer's data export). */
export function accountPaymentOrders(db: Database, accountId: number) {
  return db
    .selectFrom('payment_order')
    .select(['id', 'public_id', 'status', 'total', 'title', 'provider', 'created_at', 'paid_at'])
    .where('account_id', '=', accountId)
    .orderBy('id')
    .execute();
}

/** The invoice with that number, and whether it is still active. */
export function findInvoiceByNumber(db: Database, number: string) {
  return db.selectFrom('invoice').select(['id', 'status']).where('number', '=', number).executeTakeFirst();
}

export async function updateInvoice(
  db: Database,
  id: number,
  values: Updateable<InvoiceTable>,
): Promise<void> {
  await db.updateTable('invoice').set(values).where('id', '=', id).execute();
}

/** Stores an invoice; its id. */
export async function insertInvoice(db: Database, values: Insertable<InvoiceTable>): Promise<number> {
  const { id } = await db.insertInto('invoice').values(values).returning('id').executeTakeFirstOrThrow();
  return id;
}

/** False unless the invoice was active (not being paid, paid or canceled already). */
export async function cancelActiveInvoice(db: Database, number: string): Promise<boolean> {
  const result = await db
    .updateTable('invoice')
    .set({ status: 'CANCELED' })
    .where('number', '=', number)
    .where('status', '=', 'ACTIVE')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
