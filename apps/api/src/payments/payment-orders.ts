// portal-spec §4 "Payment flow" on the server. The server re-checks everything the browser checked
// (§5) and more; an order locks its invoices (PENDING) in one transaction, so a double click or two
// tabs create one order; the provider's verified notification settles it, once.
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  decimalToGrosze,
  PaymentErrorType,
  paymentPrecheck,
  paymentTitle,
  type PaymentErrorType as ErrorType,
  type PaymentOrderRequest,
} from '@portal/api-contract';
import type { Selectable } from 'kysely';
import type { Database } from '../db/database.ts';
import { inTransaction } from '../db/transaction.ts';
import type { PaymentOrderTable, ReconciliationReason } from '../db/schema.ts';
import {
  findProviderOrder,
  insertPaymentOrder,
  lockInvoices,
  lockOrder,
  lockOwnInvoices,
  markInvoicesPending,
  markOrderPaid,
  markOrderRegistered,
  orderLines,
  releaseOrder,
  staleOrderIds,
} from './payment-order-repository.ts';
import { hasReconciliation, recordReconciliation } from './reconciliation-repository.ts';
import {
  PaymentProviderError,
  type PaymentProvider,
  type VerifiedNotification,
} from '../adapters/payments/payment-provider.ts';
import type { Outage } from '../lib/outage-log.ts';

export interface PaymentSettings {
  amountLimit: number;
  titleLimit: number;
  publicUrl: string;
}

export type PayOutcome =
  { ok: true; redirectUrl: string; orderId: string } | { ok: false; status: number; errorType: ErrorType };

const fail = (status: number, errorType: ErrorType): PayOutcome => ({ ok: false, status, errorType });

export async function startPayment(
  db: Database,
  provider: PaymentProvider,
  settings: PaymentSettings,
  account: { id: number; email: string },
  request: PaymentOrderRequest,
  log: FastifyBaseLogger,
  providerOutage?: Outage,
): Promise<PayOutcome> {
  const numbers = request.invoices.map((i) => i.number);
  if (new Set(numbers).size !== numbers.length) return fail(400, PaymentErrorType.invalidTotal);
  const precheck = paymentPrecheck(request.totalAmount, numbers, settings);
  if (precheck)
    return fail(400, precheck.kind === 'amount' ? PaymentErrorType.amountLimit : PaymentErrorType.titleLimit);
  const requestedTotal = decimalToGrosze(request.totalAmount);

  const publicId = randomUUID();
  const title = paymentTitle(numbers);
  type Locked =
    { ok: true; orderDbId: number; total: number } | { ok: false; status: number; errorType: ErrorType };
  const locked = await inTransaction(db, async (trx): Promise<Locked> => {
    // FOR UPDATE: a second request for the same invoice waits here, then sees it PENDING.
    const invoices = await lockOwnInvoices(trx, account.id, numbers);
    if (invoices.length !== numbers.length || invoices.some((i) => i.status !== 'ACTIVE'))
      return { ok: false, status: 409, errorType: PaymentErrorType.stateMismatch };
    const total = invoices.reduce((sum, i) => sum + i.amount, 0);
    const claimed = request.invoices.every(
      (r) => decimalToGrosze(r.amount) === invoices.find((i) => i.number === r.number)!.amount,
    );
    if (total !== requestedTotal || !claimed || total <= 0)
      return { ok: false, status: 400, errorType: PaymentErrorType.invalidTotal };
    const id = await insertPaymentOrder(
      trx,
      {
        public_id: publicId,
        account_id: account.id,
        status: 'NEW',
        total,
        title,
        provider: provider.name,
        provider_reference: null,
        redirect_url: null,
        paid_at: null,
      },
      invoices,
    );
    await markInvoicesPending(
      trx,
      invoices.map((i) => i.id),
      id,
    );
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
    await markOrderRegistered(db, locked.orderDbId, registered);
    log.info({ order: publicId, invoices: numbers.length }, 'payment order registered');
    providerOutage?.succeeded();
    return { ok: true, redirectUrl: registered.redirectUrl, orderId: publicId };
  } catch (error) {
    await releaseOrder(db, locked.orderDbId, 'FAILED');
    const kind = error instanceof PaymentProviderError ? error.kind : 'wsclient';
    // Operability: the provider refusing this one transaction is this payment's line; the provider away is
    // one line for the outage, however many customers meet it (each has its `payment refused` line).
    if (kind === 'wsclient' && providerOutage) providerOutage.failed(error, { order: publicId });
    else log.warn({ order: publicId, err: error }, 'payment provider failed');
    return fail(502, kind === 'transaction' ? PaymentErrorType.transaction : PaymentErrorType.wsclient);
  }
}

/**
 * 'paid': a waiting order paid; 'paid-late': an order that had stopped waiting (expired, rejected, failed)
 * booked because its invoices were still payable; 'reconciliation': a confirmed payment that could not be
 * booked, recorded as a case; 'unknown' and 'mismatch' concern refusals (not payments) only.
 */
export type NotificationOutcome =
  'paid' | 'paid-late' | 'rejected' | 'duplicate' | 'reconciliation' | 'unknown' | 'mismatch';

type Order = Selectable<PaymentOrderTable>;

/** A repeat of the notification that paid the order (orders paid before transactions were kept count too). */
const paidBy = (order: Order | undefined, notification: VerifiedNotification) =>
  order?.status === 'PAID' &&
  (order.paid_transaction_id === null || order.paid_transaction_id === notification.providerOrderId);

/**
 * Books the order's invoices PAID when every one of them can still take this payment: ACTIVE and in no
 * order, or still waiting for this very order, at the amount the order was made for. Locks them first,
 * so a payment started meanwhile for the same invoice waits and then finds them paid.
 */
async function bookInvoices(
  trx: Database,
  order: Order,
  notification: VerifiedNotification,
): Promise<boolean> {
  const lines = await orderLines(trx, order.id);
  if (lines.length === 0) return false;
  const invoices = await lockInvoices(
    trx,
    lines.map((l) => l.invoice_id),
  );
  const payable = lines.every((line) => {
    const invoice = invoices.find((i) => i.id === line.invoice_id);
    if (!invoice || invoice.amount !== line.amount) return false;
    return (
      (invoice.status === 'ACTIVE' && invoice.order_id === null) ||
      (invoice.status === 'PENDING' && invoice.order_id === order.id)
    );
  });
  if (!payable) return false;
  await markOrderPaid(
    trx,
    order.id,
    invoices.map((i) => i.id),
    notification.providerOrderId,
  );
  return true;
}

/**
 * Applies a verified notification exactly once (portal-spec §4 "Payment flow"; resilience, "payments that
 * arrive late"). A refusal releases a waiting order. A payment is first confirmed with the provider (a
 * failure throws: the route answers 502 and the provider repeats the notification), then booked if its
 * invoices can take it, whatever the order's state, or else recorded for reconciliation; a warning is
 * logged for every late booking and every case.
 */
export async function settleOrder(
  db: Database,
  provider: PaymentProvider,
  notification: VerifiedNotification,
  log: FastifyBaseLogger,
): Promise<NotificationOutcome> {
  const order = await findProviderOrder(db, notification.sessionId, provider.name);
  if (!notification.paid) {
    if (!order) return 'unknown';
    if (notification.amountGrosze !== order.total || notification.currency !== 'PLN') return 'mismatch';
    if (order.status !== 'PENDING') return 'duplicate';
    return (await releaseOrder(db, order.id, 'REJECTED')) ? 'rejected' : 'duplicate';
  }
  if (
    paidBy(order, notification) ||
    (await hasReconciliation(db, provider.name, notification.providerOrderId))
  )
    return 'duplicate';

  // Outside any transaction: the provider may take seconds to answer.
  await provider.confirm(notification);

  const settled = await inTransaction(db, async (trx) => {
    const current = order ? await lockOrder(trx, order.id) : undefined;
    if (paidBy(current, notification)) return { outcome: 'duplicate' as const };
    let reason: ReconciliationReason | null = !current
      ? 'unknown-order'
      : notification.amountGrosze !== current.total || notification.currency !== 'PLN'
        ? 'amount-mismatch'
        : current.status === 'PAID'
          ? 'already-paid'
          : null;
    if (current && reason === null) {
      if (await bookInvoices(trx, current, notification))
        return {
          outcome: current.status === 'PENDING' ? ('paid' as const) : ('paid-late' as const),
          previous: current.status,
        };
      reason = 'invoices-not-payable';
    }
    const recorded = await recordReconciliation(trx, {
      orderId: current?.id ?? null,
      orderPublicId: notification.sessionId,
      provider: provider.name,
      providerReference: notification.providerOrderId,
      amountGrosze: notification.amountGrosze,
      currency: notification.currency,
      reason: reason!,
    });
    return recorded
      ? { outcome: 'reconciliation' as const, reason: reason!, previous: current?.status ?? null }
      : { outcome: 'duplicate' as const };
  });

  const details = {
    order: notification.sessionId,
    providerReference: notification.providerOrderId,
    amount: notification.amountGrosze,
  };
  if (settled.outcome === 'paid-late')
    log.warn(
      { ...details, previousStatus: settled.previous },
      'late payment booked: the order had stopped waiting but its invoices were still payable',
    );
  if (settled.outcome === 'reconciliation')
    log.warn(
      { ...details, reason: settled.reason, previousStatus: settled.previous },
      'payment recorded for reconciliation (refund or manual booking)',
    );
  return settled.outcome;
}

/**
 * Customer journeys: the customer cancels an order still waiting for the provider; its invoices are payable again.
 * False when it no longer waits (paid, expired, rejected or cancelled already).
 */
export function cancelOrder(db: Database, orderId: number): Promise<boolean> {
  return releaseOrder(db, orderId, 'CANCELED');
}

/** Orders pending longer than the limit expire and give their invoices back (run by a job). */
export async function expireStaleOrders(db: Database, olderThanMinutes: number): Promise<number> {
  let expired = 0;
  for (const id of await staleOrderIds(db, olderThanMinutes))
    if (await releaseOrder(db, id, 'EXPIRED')) expired += 1;
  return expired;
}
