// quality-bar "TOTP": a code is accepted once. The step it belongs to is claimed with a conditional update,
// so two requests racing with the same code cannot both succeed (login, re-authentication alike).
import type { Database } from '../db/database.ts';
import { acceptedStep, isSpentCode } from './totp.ts';
import { claimTotpStep, findTotpState } from './account-repository.ts';

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
  return claimTotpStep(db, account.id, account.totp_secret, step);
}

/** True when a refused code is one already used (the same code again within its 30 s): reported as such. */
export async function isSpentTotpCode(
  db: Database,
  accountId: number,
  code: string,
  nowMs = Date.now(),
): Promise<boolean> {
  const account = await findTotpState(db, accountId);
  if (!account?.totp_secret) return false;
  return isSpentCode(
    account.totp_secret,
    code,
    nowMs,
    account.totp_last_step === null ? null : Number(account.totp_last_step),
  );
}
