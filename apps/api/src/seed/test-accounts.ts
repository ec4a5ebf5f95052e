// Ready customer accounts for the journeys (test-only seeding, docs/testing.md): what registration,
// the back office's approval and activation leave behind, made in one insert.
import type { SeedAccountRequest } from '@portal/api-contract';
import type { Database } from '../db/database.ts';
import { HttpError } from '../lib/http-error.ts';
import { findAccountByLogin } from '../accounts/account-repository.ts';
import { insertAccount } from './demo-accounts.ts';
import { touchSession } from '../plugins/session-repository.ts';

export async function seedTestAccount(
  db: Database,
  account: SeedAccountRequest,
  passwordCostLog2: number,
): Promise<number> {
  if (await findAccountByLogin(db, account.email))
    throw new HttpError(409, 'Konto o tym adresie e-mail już istnieje.');
  return insertAccount(
    db,
    {
      email: account.email,
      password: account.password,
      kind: account.kind ?? 'private',
      displayName: account.displayName ?? 'Klient Testowy',
      ...(account.firstName ? { firstName: account.firstName } : {}),
      ...(account.lastName ? { lastName: account.lastName } : {}),
      ...(account.phone ? { phone: account.phone } : {}),
      ...(account.totpSecret ? { totpSecret: account.totpSecret } : {}),
    },
    passwordCostLog2,
  );
}

/**
 * The session-expiry journey: the caller's own session (by the hash of its cookie id) ends in
 * `seconds`, as if it had been idle until then; the number of sessions changed (0 or 1).
 */
export async function setSessionExpiresIn(
  db: Database,
  idHash: string,
  idleMs: number,
  seconds: number,
): Promise<number> {
  return (await touchSession(db, idHash, new Date(Date.now() - idleMs + seconds * 1000))) ? 1 : 0;
}
