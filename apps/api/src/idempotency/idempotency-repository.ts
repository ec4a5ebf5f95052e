// The idempotency_key rows: a sending attempt's key, whose it is, what was asked and the answer given
// (idempotency.ts holds the rules: which requests are the same, when an answer is replayed or refused).
import type { Database } from '../db/database.ts';

export interface IdempotencyKeyRow {
  scope: string;
  key: string;
  operation: string;
  requestHash: string;
}

export async function findIdempotencyKey(db: Database, scope: string, key: string) {
  return db
    .selectFrom('idempotency_key')
    .select(['operation', 'request_hash', 'response_status', 'response_body'])
    .where('scope', '=', scope)
    .where('key', '=', key)
    .executeTakeFirst();
}

/**
 * Claims the key with no answer yet; false when it is someone's already. Inside a transaction, an insert
 * racing another's uncommitted claim waits for it (the unique key), then answers false.
 */
export async function claimIdempotencyKey(trx: Database, row: IdempotencyKeyRow): Promise<boolean> {
  const claimed = await trx
    .insertInto('idempotency_key')
    .values({
      scope: row.scope,
      key: row.key,
      operation: row.operation,
      request_hash: row.requestHash,
      response_status: null,
      response_body: null,
    })
    .onConflict((oc) => oc.columns(['scope', 'key']).doNothing())
    .returning('key')
    .executeTakeFirst();
  return claimed !== undefined;
}

/** Records the answer (200 and its body) of the claimed key. */
export async function recordIdempotentAnswer(
  trx: Database,
  { scope, key }: Pick<IdempotencyKeyRow, 'scope' | 'key'>,
  answer: unknown,
): Promise<void> {
  await trx
    .updateTable('idempotency_key')
    .set({ response_status: 200, response_body: JSON.stringify(answer) })
    .where('scope', '=', scope)
    .where('key', '=', key)
    .execute();
}
