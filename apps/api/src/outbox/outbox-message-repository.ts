// Reading the outbox back: the development mailbox lists what the portal sent (routes/dev-mailbox.ts).
import type { Selectable } from 'kysely';
import type { Database } from '../db/database.ts';
import type { OutboxTable } from '../db/schema.ts';

export type OutboxMessage = Selectable<OutboxTable>;

/** The newest messages first. */
export async function recentMessages(db: Database, limit: number) {
  return db
    .selectFrom('outbox')
    .select(['id', 'channel', 'recipient', 'subject', 'body_text', 'status', 'created_at'])
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export async function findMessage(db: Database, id: number): Promise<OutboxMessage | undefined> {
  return db.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirst();
}
