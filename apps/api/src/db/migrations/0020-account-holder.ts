// Customer journeys: a signed-in customer's new application starts with their name and phone. The account keeps
// the account holder's first name, last name and phone from the registration (form 100's fields its
// uiSchema marks with `ui:options.prefill`), copied when the operator approves it. Nullable: accounts
// approved before this migration, and a registration that gave no phone, have none (expand only: the
// previous release neither reads nor writes them).
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('account')
    .addColumn('first_name', 'text')
    .addColumn('last_name', 'text')
    .addColumn('phone', 'text')
    .execute();
}
