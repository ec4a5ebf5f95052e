// On PostgreSQL every test file works in a schema of its own on the shared server. The schemas of a run
// are dropped when the run ends (the API projects' global setup), not as each file ends: Kysely's migrator
// reads every schema's tables, and a schema another worker drops in the middle of that read fails it
// ("schema … does not exist").
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { openDatabase } from '../db/database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The start of the name of every schema this run makes, when the run drops them at its end. */
    postgresSchemaPrefix: string | undefined;
  }
}

/** A prefix no other run uses. */
export function newRunPrefix(): string {
  return `test_${randomBytes(4).toString('hex')}_`;
}

/** The run's prefix, or undefined outside the API projects' tests (each schema is then dropped at once). */
export async function runSchemaPrefix(): Promise<string | undefined> {
  if (!process.env.VITEST) return undefined;
  const { inject } = await import('vitest');
  return inject('postgresSchemaPrefix');
}

export async function dropSchemasOfRun(url: string, prefix: string): Promise<void> {
  const admin = await openDatabase({ url });
  try {
    const { rows } = await sql<{ nspname: string }>`
      select nspname from pg_namespace where starts_with(nspname, ${prefix})`.execute(admin);
    for (const { nspname } of rows) await admin.schema.dropSchema(nspname).ifExists().cascade().execute();
  } finally {
    await admin.destroy();
  }
}
