// Resilience, "nothing a provider says was paid is ever silently ignored": a payment the provider confirmed
// that the portal cannot book (unknown order, other amount, invoices no longer payable, an order already
// paid by another payment) becomes a case the back office resolves, usually by a refund. One case per
// provider payment, so a repeated notification adds nothing.
import type { Database } from '../db/database.ts';
import type { ReconciliationReason } from '../db/schema.ts';

export interface ReconciliationEntry {
  orderId: number | null;
  orderPublicId: string;
  provider: string;
  providerReference: string;
  amountGrosze: number;
  currency: string;
  reason: ReconciliationReason;
}

/** Records the case; false when this payment already has one. */
export async function recordReconciliation(db: Database, entry: ReconciliationEntry): Promise<boolean> {
  const row = await db
    .insertInto('payment_reconciliation')
    .values({
      order_id: entry.orderId,
      order_public_id: entry.orderPublicId,
      provider: entry.provider,
      provider_reference: entry.providerReference,
      amount: entry.amountGrosze,
      currency: entry.currency.slice(0, 8),
      reason: entry.reason,
      resolved_at: null,
      resolution: null,
      resolved_by: null,
    })
    .onConflict((oc) => oc.columns(['provider', 'provider_reference']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function hasReconciliation(
  db: Database,
  provider: string,
  providerReference: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('payment_reconciliation')
    .select('id')
    .where('provider', '=', provider)
    .where('provider_reference', '=', providerReference)
    .executeTakeFirst();
  return row !== undefined;
}

export type ReconciliationFilter = 'open' | 'resolved' | 'all';

export async function listReconciliations(
  db: Database,
  filter: ReconciliationFilter,
  { limit = 500, id }: { limit?: number; id?: number } = {},
) {
  let query = db
    .selectFrom('payment_reconciliation as r')
    .leftJoin('payment_order as o', 'o.id', 'r.order_id')
    .leftJoin('account as a', 'a.id', 'o.account_id')
    .selectAll('r')
    .select(['o.status as order_status', 'a.email as customer_email'])
    .orderBy('r.id', 'desc')
    .limit(limit);
  if (filter === 'open') query = query.where('r.resolved_at', 'is', null);
  if (filter === 'resolved') query = query.where('r.resolved_at', 'is not', null);
  if (id !== undefined) query = query.where('r.id', '=', id);
  const cases = await query.execute();
  const orderIds = cases.flatMap((c) => (c.order_id === null ? [] : [c.order_id]));
  const lines = orderIds.length
    ? await db
        .selectFrom('payment_order_invoice as l')
        .innerJoin('invoice as i', 'i.id', 'l.invoice_id')
        .select(['l.order_id', 'i.number', 'l.amount', 'i.status'])
        .where('l.order_id', 'in', orderIds)
        .orderBy('i.id')
        .execute()
    : [];
  return cases.map((c) => ({ ...c, invoices: lines.filter((l) => l.order_id === c.order_id) }));
}

export type ResolveOutcome = 'resolved' | 'not-found' | 'already-resolved';

export async function resolveReconciliation(
  db: Database,
  id: number,
  resolution: string,
  resolvedBy: string,
): Promise<ResolveOutcome> {
  const updated = await db
    .updateTable('payment_reconciliation')
    .set({ resolved_at: new Date(), resolution, resolved_by: resolvedBy })
    .where('id', '=', id)
    .where('resolved_at', 'is', null)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 1) return 'resolved';
  const exists = await db
    .selectFrom('payment_reconciliation')
    .select('id')
    .where('id', '=', id)
    .executeTakeFirst();
  return exists ? 'already-resolved' : 'not-found';
}
