// Resilience, accounts hardened:
// - account_request: what forgot-password and a lock ask for (a reset or an unlock e-mail), written in the
//   same way whether or not the address has an account and handled off the request path, so neither the
//   answer nor its time tells whether an account exists (quality-bar "Passwords": no enumeration).
// - account_token gains the 'unlock' kind: the one-time link e-mailed to a locked customer.
// - address_guard remembers the last failure and how long the address must wait before its next login
//   (a per-address slowdown, so one client cannot lock thousands of accounts).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('account_request')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('reset', 'unlock')`))
    .addColumn('login', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await sql`alter table account_token drop constraint account_token_kind_check`.execute(db);
  await sql`alter table account_token add constraint account_token_kind_check check (kind in ('activate', 'reset', 'sso', 'unlock'))`.execute(
    db,
  );

  await db.schema
    .alterTable('address_guard')
    .addColumn('last_failure_at', 'timestamptz')
    .addColumn('blocked_until', 'timestamptz')
    .execute();
}
