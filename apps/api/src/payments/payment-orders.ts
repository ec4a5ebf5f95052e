// portal-spec §4 "Payment flow" on the server. The server re-checks everything the browser checked
// (§5) and more; an order locks its invoices (PENDING) in one transaction, so a double click or two
// tabs create one order; the provider's verified notification settles it, once.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import { decimalToGrosze, PaymentErrorType, paymentPrecheck, paymentTitle, type PaymentErrorType as ErrorType, type PaymentOrderRequest } from '@portal/api-contract';
import type { Database } from '../db/database.ts';
import { PaymentProviderError, type PaymentProvider, type VerifiedNotification } from '../adapters/payments/payment-provider.ts';

export interface PaymentSettings {
  amountLimit: number;
  titleLimit: number;
  publicUrl: string;
}

export type PayOutcome = { ok: true; redirectUrl: string; orderId: string } | { ok: false; status: number; errorType: ErrorType };

const fail = (status: number, errorType: ErrorType): PayOutcome => ({ ok: false, status, errorType });

export async function startPayment(
  db: Database,
  provider: PaymentProvider,
  settings: PaymentSettings,
  account: { id: number; email: string },
  request: PaymentOrderRequest,
  log: FastifyBaseLogger,
): Promise<PayOutcome> {
  const numbers = request.invoices.map((i) => i.number);
  if (new Set(numbers).size !== numbers.length) return fail(400, PaymentErrorType.invalidTotal);
  const precheck = paymentPrecheck(request.totalAmount, numbers, settings);
  if (precheck) return fail(400, precheck.kind === 'amount' ? PaymentErrorType.amountLimit : PaymentErrorType.titleLimit);
  const requestedTotal = decimalToGrosze(request.totalAmount);

  const publicId = randomUUID();
  const title = paymentTitle(numbers);
  type Locked = { ok: true; orderDbId: number; total: number } | { ok: false; status: number; errorType: ErrorType };
  const locked = await db.transaction().execute(async (trx): Promise<Locked> => {
    // FOR UPDATE: a second request for the same invoice waits here, then sees it PENDING.
    const invoices = await trx.selectFrom('invoice').selectAll().where('number', 'in', numbers).where('account_id', '=', account.id).orderBy('id').forUpdate().execute();
    if (invoices.length !== numbers.length || invoices.some((i) => i.status !== 'ACTIVE')) return { ok: false, status: 409, errorType: PaymentErrorType.stateMismatch };
    const total = invoices.reduce((sum, i) => sum + i.amount, 0);
    const claimed = request.invoices.every((r) => decimalToGrosze(r.amount) === invoices.find((i) => i.number === r.number)!.amount);
    if (total !== requestedTotal || !claimed || total <= 0) return { ok: false, status: 400, errorType: PaymentErrorType.invalidTotal };
    const { id } = await trx
      .insertInto('payment_order')
      .values({ public_id: publicId, account_id: account.id, status: 'NEW', total, title, provider: provider.name, provider_reference: null, redirect_url: null, paid_at: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const invoice of invoices) await trx.insertInto('payment_order_invoice').values({ order_id: id, invoice_id: invoice.id, amount: invoice.amount }).execute();
    await trx.updateTable('invoice').set({ status: 'PENDING', order_id: id }).where('id', 'in', invoices.map((i) => i.id)).execute();
    return { ok: true as const, orderDbId: id, total };
  });
  if (!locked.ok) return fail(locked.status, locked.errorType);

  try {
    const registered = await provider.register({
      sessionId: publicId,
      amountGrosze: locked.total,
      description: title,
      email: account.email,
      returnUrl: `${settings.publicUrl}/platnosci/potwierdzenie?zamowienie=${publicId}`,
      notifyUrl: `${settings.publicUrl}/api/payments/notify/${provider.name}`,
    });
    if (!provider.redirectOrigins.includes(new URL(registered.redirectUrl).origin)) {
      throw new PaymentProviderError('wsclient', 'redirect outside the allowlisted origins');
    }
    await db
      .updateTable('payment_order')
      .set({ status: 'PENDING', provider_reference: registered.reference, redirect_url: registered.redirectUrl, updated_at: new Date() })
      .where('id', '=', locked.orderDbId)
      .execute();
    log.info({ order: publicId, invoices: numbers.length }, 'payment order registered');
    return { ok: true, redirectUrl: registered.redirectUrl, orderId: publicId };
  } catch (error) {
    await releaseOrder(db, locked.orderDbId, 'FAILED');
    const kind = error instanceof PaymentProviderError ? error.kind : 'wsclient';
    log.warn({ order: publicId, err: error }, 'payment provider failed');
    return fail(502, kind === 'transaction' ? PaymentErrorType.transaction : PaymentErrorType.wsclient);
  }
}

/** Ends an order without payment; its invoices that are still waiting for it become payable again. */
async function releaseOrder(db: Database, orderId: number, status: 'FAILED' | 'REJECTED' | 'EXPIRED'): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('payment_order').set({ status, updated_at: new Date() }).where('id', '=', orderId).execute();
    await trx.updateTable('invoice').set({ status: 'ACTIVE', order_id: null }).where('order_id', '=', orderId).where('status', '=', 'PENDING').execute();
  });
}

export type NotificationOutcome = 'paid' | 'rejected' | 'duplicate' | 'unknown' | 'mismatch';

/** Applies a verified notification exactly once; a repeated one changes nothing. */
export async function settleOrder(db: Database, provider: PaymentProvider, notification: VerifiedNotification): Promise<NotificationOutcome> {
  const order = await db.selectFrom('payment_order').selectAll().where('public_id', '=', notification.sessionId).executeTakeFirst();
  if (!order || order.provider !== provider.name) return 'unknown';
  if (notification.amountGrosze !== order.total || notification.currency !== 'PLN') return 'mismatch';
  if (order.status !== 'PENDING') return 'duplicate';
  if (!notification.paid) {
    await releaseOrder(db, order.id, 'REJECTED');
    return 'rejected';
  }
  await provider.confirm(notification);
  return db.transaction().execute(async (trx) => {
    const now = new Date();
    const updated = await trx.updateTable('payment_order').set({ status: 'PAID', paid_at: now, updated_at: now }).where('id', '=', order.id).where('status', '=', 'PENDING').executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) return 'duplicate';
    await trx.updateTable('invoice').set({ status: 'PAID', payment_date: now }).where('order_id', '=', order.id).where('status', '=', 'PENDING').execute();
    return 'paid';
  });
}

/** Orders pending longer than the limit expire and give their invoices back (run by a job). */
export async function expireStaleOrders(db: Database, olderThanMinutes: number): Promise<number> {
  const stale = await db
    .selectFrom('payment_order')
    .select('id')
    .where('status', 'in', ['NEW', 'PENDING'])
    .where('updated_at', '<', sql<Date>`now() - make_interval(mins => ${olderThanMinutes})`)
    .execute();
  for (const { id } of stale) await releaseOrder(db, id, 'EXPIRED');
  return stale.length;
}
