// The simulated gateway's own book, the simulated_transaction table (simulator.ts is the gateway).
import type { Insertable } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { SimulatedTransactionTable } from '../../db/schema.ts';

export async function insertSimulatedPayment(
  db: Database,
  payment: Insertable<SimulatedTransactionTable>,
): Promise<void> {
  await db.insertInto('simulated_transaction').values(payment).execute();
}

/** Whether the book holds a paid transaction of that session for that amount. */
export async function holdsPaidPayment(
  db: Database,
  sessionId: string,
  amountGrosze: number,
): Promise<boolean> {
  const paid = await db
    .selectFrom('simulated_transaction')
    .select('token')
    .where('session_id', '=', sessionId)
    .where('amount', '=', amountGrosze)
    .where('status', '=', 'PAID')
    .executeTakeFirst();
  return paid !== undefined;
}

/** A payment the simulated gateway holds, by the token of its payment page. */
export function findSimulatedPayment(db: Database, token: string) {
  return db.selectFrom('simulated_transaction').selectAll().where('token', '=', token).executeTakeFirst();
}

/** The customer's choice on the payment page; undefined when the payment was already decided or is unknown. */
export function decideSimulatedPayment(db: Database, token: string, decision: 'pay' | 'reject') {
  return db
    .updateTable('simulated_transaction')
    .set({ status: decision === 'pay' ? 'PAID' : 'REJECTED' })
    .where('token', '=', token)
    .where('status', '=', 'REGISTERED')
    .returningAll()
    .executeTakeFirst();
}
