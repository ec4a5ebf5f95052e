// Writes a case as the back office sends it. A changed status appends a history entry, so the history's
// first item is always the current status (portal-spec §3); a completed or canceled case moves to the
// history list (portal-spec §2 case history).
import { HISTORICAL_STATUSES, type IssueUpsert } from '@portal/api-contract';
import type { Database } from '../db/database.ts';

/** Call within a transaction: the case, its link and its history entry change together. */
export async function upsertIssue(
  trx: Database,
  input: IssueUpsert,
): Promise<{ id: number; created: boolean; accountId: number | null }> {
  const accountId = input.customerEmail
    ? ((
        await trx
          .selectFrom('account')
          .select('id')
          .where('email', '=', input.customerEmail.trim().toLowerCase())
          .executeTakeFirst()
      )?.id ?? null)
    : undefined;
  const existing = await trx
    .selectFrom('issue')
    .select(['id', 'status', 'account_id', 'notification'])
    .where('number', '=', input.number)
    .forUpdate()
    .executeTakeFirst();
  const values = {
    barcode: input.barcode,
    type: input.type,
    status: input.status,
    status_description: input.statusDescription ?? null,
    client: input.client,
    address: input.address,
    registration_date: new Date(input.registrationDate),
    properties: JSON.stringify(input.properties ?? {}),
    extra_properties: JSON.stringify(input.extraProperties ?? []),
    contact: input.contact ? JSON.stringify(input.contact) : null,
    notification: input.notification ?? null,
    recent: input.recent ?? false,
    no_letter: input.noLetter ?? false,
    historical: HISTORICAL_STATUSES.includes(input.status),
    updated_at: new Date(),
  };
  let id: number;
  let created = false;
  if (existing) {
    id = existing.id;
    await trx
      .updateTable('issue')
      .set({
        ...values,
        ...(accountId !== undefined ? { account_id: accountId } : {}),
        // Issue 32: a changed notification is a new one, shown again even if it repeats an earlier text.
        ...(existing.notification !== values.notification ? { notification_dismissed: null } : {}),
      })
      .where('id', '=', id)
      .execute();
  } else {
    id = (
      await trx
        .insertInto('issue')
        .values({ ...values, number: input.number, account_id: accountId ?? null })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    created = true;
  }
  if (!existing || existing.status !== input.status) {
    await trx
      .insertInto('issue_history')
      .values({
        issue_id: id,
        date: new Date(),
        value: input.status,
        description: input.statusDescription ?? null,
      })
      .execute();
  }
  return { id, created, accountId: accountId !== undefined ? accountId : (existing?.account_id ?? null) };
}
