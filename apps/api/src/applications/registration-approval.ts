// applications-spec §1: the back office approves an account registration (form 100). In one transaction
// the pending account is created without a password, the activation e-mail is queued (its link sets the
// password: the application asks for none) and the application is marked approved.
// Customer journeys: the account keeps the holder's first name, last name and phone, taken from the answers of the
// fields form 100's uiSchema marks with `ui:options.prefill` (the marking that tells the wizard what a
// signed-in customer's new application starts with): no field is named here.
import { accountProfileFrom, type AccountPrefill } from '@portal/form-model';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import { inTransaction } from '../db/transaction.ts';
import { findAccountIdByEmail, insertAccount } from '../accounts/account-repository.ts';
import { issueAccountToken } from '../accounts/account-token-repository.ts';
import { queueActivationMail } from '../accounts/account-mail.ts';
import { HttpError } from '../lib/http-error.ts';
import { applicationPayload, markRegistrationApproved } from './application-repository.ts';

export async function approveRegistration(
  db: Database,
  config: Pick<Config, 'auth' | 'publicUrl'>,
  application: { id: number; email: string },
  prefills: readonly AccountPrefill[],
): Promise<{ accountId: number; email: string }> {
  const email = application.email.toLowerCase();
  return inTransaction(db, async (trx) => {
    if ((await findAccountIdByEmail(trx, email)) !== null)
      throw new HttpError(409, 'Konto z tym adresem e-mail już istnieje.');
    const payload = await applicationPayload(trx, application.id);
    // The login stays the application's e-mail (the address its confirmation link proved).
    const holder = accountProfileFrom(payload, prefills);
    const accountId = await insertAccount(trx, {
      email,
      password_hash: null,
      status: 'PENDING',
      kind: 'private',
      display_name: email,
      totp_secret: null,
      totp_last_step: null,
      password_changed_at: null,
      first_name: holder.firstName ?? null,
      last_name: holder.lastName ?? null,
      phone: holder.phone ?? null,
    });
    const lifetime = config.auth.activationTokenDays * 86_400_000;
    const token = await issueAccountToken(trx, accountId, 'activate', lifetime);
    await queueActivationMail(trx, config.publicUrl, email, token, config.auth.activationTokenDays);
    await markRegistrationApproved(trx, application.id, accountId);
    return { accountId, email };
  });
}
