// The account_request queue (account-requests.ts records a request on the request path and handles it
// off it).
import type { Database } from '../db/database.ts';
import type { AccountRequestTable } from '../db/schema.ts';

export async function insertAccountRequest(
  db: Database,
  kind: AccountRequestTable['kind'],
  login: string,
): Promise<void> {
  await db.insertInto('account_request').values({ kind, login }).execute();
}

/**
 * The oldest request no other instance holds, taken off the queue; call it in the transaction that handles
 * it, so a failure puts it back. Undefined when none waits.
 */
export async function claimNextAccountRequest(trx: Database) {
  const request = await trx
    .selectFrom('account_request')
    .select(['id', 'kind', 'login'])
    .orderBy('id')
    .limit(1)
    .forUpdate()
    .skipLocked()
    .executeTakeFirst();
  if (request) await trx.deleteFrom('account_request').where('id', '=', request.id).execute();
  return request;
}
