// Security hardening: a right password forgot the wrong second-factor codes, so whoever had the password could guess
// codes in rounds of nine without ever reaching the lock. login_guard now also counts the wrong codes of
// the account apart, kept until a code is accepted (or a reset or the unlock link clears the guard).
import { type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('login_guard')
    .addColumn('second_factor_failures', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}
