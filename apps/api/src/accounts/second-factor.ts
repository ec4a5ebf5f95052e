// quality-bar "TOTP": a code is accepted once. The step it belongs to is claimed with a conditional update,
// so two requests racing with the same code cannot both succeed (login, re-authentication alike).
import type { Database } from '../db/database.ts';
import { acceptedStep } from './totp.ts';

export interface TotpAccount {
  id: number;
  totp_secret: string | null;
  totp_last_step: number | null;
}

/** True when the code is right for the account's secret, newer than the last one used, and now spent. */
export async function claimTotpCode(
  db: Database,
  account: TotpAccount,
  code: string,
  nowMs = Date.now(),
): Promise<boolean> {
  if (!account.totp_secret) return false;
  const step = acceptedStep(account.totp_secret, code, nowMs, account.totp_last_step);
  if (step === null) return false;
  const result = await db
    .updateTable('account')
    .set({ totp_last_step: step })
    .where('id', '=', account.id)
    .where('totp_secret', '=', account.totp_secret)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
