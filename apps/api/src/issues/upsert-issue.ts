// Writes a case as the back office sends it. A changed status appends a history entry, so the history's
// first item is always the current status (portal-spec §3); a completed or canceled case moves to the
// history list (portal-spec §2 case history).
import { HISTORICAL_STATUSES, type IssueUpsert } from '@portal/api-contract';
import type { Database } from '../db/database.ts';
import { findAccountIdByEmail } from '../accounts/account-repository.ts';
import { insertHistoryEntry, insertIssue, lockIssueByNumber, updateIssue } from './issue-repository.ts';

/** Call within a transaction: the case, its link and its history entry change together. */
export async function upsertIssue(
  trx: Database,
  input: IssueUpsert,
): Promise<{ id: number; created: boolean; accountId: number | null }> {
  const accountId = input.customerEmail
    ? await findAccountIdByEmail(trx, input.customerEmail.trim().toLowerCase())
    : undefined;
  const existing = await lockIssueByNumber(trx, input.number);
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
    await updateIssue(trx, id, {
      ...values,
      ...(accountId !== undefined ? { account_id: accountId } : {}),
      // Customer journeys: a changed notification is a new one, shown again even if it repeats an earlier text.
      ...(existing.notification !== values.notification ? { notification_dismissed: null } : {}),
    });
  } else {
    id = await insertIssue(trx, { ...values, number: input.number, account_id: accountId ?? null });
    created = true;
  }
  if (!existing || existing.status !== input.status) {
    await insertHistoryEntry(trx, {
      issue_id: id,
      date: new Date(),
      value: input.status,
      description: input.statusDescription ?? null,
    });
  }
  return { id, created, accountId: accountId !== undefined ? accountId : (existing?.account_id ?? null) };
}
