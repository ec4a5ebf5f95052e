// The job_run rows: one per periodic job, its last start and how often it ran (periodic-job.ts).
import { sql } from 'kysely';
import type { Database } from '../db/database.ts';

/**
 * Starts the job's run unless it started less than `seconds` ago; true when this call started it. One
 * atomic statement: a replica racing for the same period waits for the row lock, then sees the new start.
 */
export async function startJobRunUnlessRecent(db: Database, name: string, seconds: number): Promise<boolean> {
  const claimed = await sql<{ name: string }>`
    insert into job_run (name, started_at, runs) values (${name}, now(), 1)
    on conflict (name) do update set started_at = now(), runs = job_run.runs + 1
      where job_run.started_at <= now() - make_interval(secs => ${seconds})
    returning name`.execute(db);
  return claimed.rows.length === 1;
}

/** When each periodic job last started anywhere in the fleet (epoch seconds). */
export async function jobRunStarts(db: Database) {
  return db
    .selectFrom('job_run')
    .select(['name', sql<number>`extract(epoch from started_at)::float8`.as('started')])
    .execute();
}
