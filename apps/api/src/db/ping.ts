// Readiness: the database answers a trivial statement (routes/api/health.ts).
import { sql } from 'kysely';
import type { Database } from './database.ts';

export async function pingDatabase(db: Database): Promise<void> {
  await sql`select 1`.execute(db);
}
