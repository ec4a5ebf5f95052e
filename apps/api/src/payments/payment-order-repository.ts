// The payment order rows and the invoices an order holds (payment-orders.ts decides; this reads and writes).
// Invoices are locked (FOR UPDATE) in id order wherever an order takes or pays them, so two transactions
// over the same invoices wait for each other instead of deadlocking.
import { sql, type Insertable } from 'kysely';
import type { Database } from '../db/database.ts';
import type { PaymentOrderStatus, PaymentOrderTable } from '../db/schema.ts';

/** The account's invoices with these numbers, locked: a second order for one of them waits here. */
export function lockOwnInvoices(trx: Database, accountId: number, numbers: string[]) {
  return trx
    .selectFrom('invoice')
    .selectAll()
    .where('number', 'in', numbers)
    .where('account_id', '=', accountId)
    .orderBy('id')
    .forUpdate()
    .execute();
}

/** Stores an order and its lines (each invoice at its amount); the order's id. */
export async function insertPaymentOrder(
  trx: Database,
  order: Insertable<PaymentOrderTable>,
  invoices: readonly { id: number; amount: number }[],
): Promise<number> {
  const { id } = await trx
    .insertInto('payment_order')
    .values(order)
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const invoice of invoices)
    await trx
      .insertInto('payment_order_invoice')
      .values({ order_id: id, invoice_id: invoice.id, amount: invoice.amount })
      .execute();
  return id;
}

/** The invoices wait for the order (PENDING) and cannot be paid twice meanwhile. */
export async function markInvoicesPending(
  trx: Database,
  invoiceIds: number[],
  orderId: number,
): Promise<void> {
  await trx
    .updateTable('invoice')
    .set({ status: 'PENDING', order_id: orderId })
    .where('id', 'in', invoiceIds)
    .execute();
}

/** The provider took the order: it waits for the payment at the provider's address. */
export async function markOrderRegistered(
  db: Database,
  orderId: number,
  registered: { reference: string; redirectUrl: string },
): Promise<void> {
  await db
    .updateTable('payment_order')
    .set({
      status: 'PENDING',
      provider_reference: registered.reference,
      redirect_url: registered.redirectUrl,
      updated_at: new Date(),
    })
    .where('id', '=', orderId)
    .execute();
}

/** Ends an order without payment; its invoices that are still waiting for it become payable again. */
export function releaseOrder(
  db: Database,
  orderId: number,
  status: Extract<PaymentOrderStatus, 'FAILED' | 'REJECTED' | 'EXPIRED' | 'CANCELED'>,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    // Only an order still waiting: a notification that paid it meanwhile (it holds the row until it
    // commits) wins, and the sweeps of several replicas release an order once.
    const released = await trx
      .updateTable('payment_order')
      .set({ status, updated_at: new Date() })
      .where('id', '=', orderId)
      .where('status', 'in', ['NEW', 'PENDING'])
      .executeTakeFirst();
    if (Number(released.numUpdatedRows) !== 1) return false;
    await trx
      .updateTable('invoice')
      .set({ status: 'ACTIVE', order_id: null })
      .where('order_id', '=', orderId)
      .where('status', '=', 'PENDING')
      .execute();
    return true;
  });
}

/** The order a provider's notification names, if it is that provider's. */
export function findProviderOrder(db: Database, publicId: string, provider: string) {
  return db
    .selectFrom('payment_order')
    .selectAll()
    .where('public_id', '=', publicId)
    .where('provider', '=', provider)
    .executeTakeFirst();
}

/** The order, locked until the settling transaction ends. */
export function lockOrder(trx: Database, orderId: number) {
  return trx.selectFrom('payment_order').selectAll().where('id', '=', orderId).forUpdate().executeTakeFirst();
}

/** The invoices an order was made for, at the amounts it was made for. */
export function orderLines(trx: Database, orderId: number) {
  return trx
    .selectFrom('payment_order_invoice')
    .select(['invoice_id', 'amount'])
    .where('order_id', '=', orderId)
    .execute();
}

/** These invoices, locked: a payment started meanwhile for one of them waits. */
export function lockInvoices(trx: Database, invoiceIds: number[]) {
  return trx
    .selectFrom('invoice')
    .select(['id', 'status', 'order_id', 'amount'])
    .where('id', 'in', invoiceIds)
    .orderBy('id')
    .forUpdate()
    .execute();
}

/** The order is paid by the provider's transaction, and so are its invoices. */
export async function markOrderPaid(
  trx: Database,
  orderId: number,
  invoiceIds: number[],
  transactionId: string,
): Promise<void> {
  const now = new Date();
  await trx
    .updateTable('payment_order')
    .set({ status: 'PAID', paid_at: now, updated_at: now, paid_transaction_id: transactionId })
    .where('id', '=', orderId)
    .execute();
  await trx
    .updateTable('invoice')
    .set({ status: 'PAID', payment_date: now, order_id: orderId })
    .where('id', 'in', invoiceIds)
    .execute();
}

/** The orders still waiting, unchanged for longer than the limit. */
export async function staleOrderIds(db: Database, olderThanMinutes: number): Promise<number[]> {
  const stale = await db
    .selectFrom('payment_order')
    .select('id')
    .where('status', 'in', ['NEW', 'PENDING'])
    .where('updated_at', '<', sql<Date>`now() - make_interval(mins => ${olderThanMinutes})`)
    .execute();
  return stale.map(({ id }) => id);
}

/** The newest payment orders with their customers' e-mail addresses. */
export function recentPaymentOrderRows(db: Database, limit: number) {
  return db
    .selectFrom('payment_order')
    .innerJoin('account', 'account.id', 'payment_order.account_id')
    .selectAll('payment_order')
    .select('account.email')
    .orderBy('payment_order.id', 'desc')
    .limit(limit)
    .execute();
}
