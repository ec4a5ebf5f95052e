// Resilience (quality-bar "Passwords": no user enumeration in forgot-password): forgot-password answered 5.3 ms for a
// known address and 2.9 ms for an unknown one, because the lookup, the token and the e-mail happened
// before the answer. Now a request only records what was asked for — one insert, the same for every
// address — and this worker does the rest off the request path: it looks the account up and, when there
// is one, issues the one-time token and queues the e-mail in the outbox in one transaction. A lock asks
// for its unlock e-mail the same way, so a locking failure costs the same for known and unknown names.
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import { inTransaction } from '../db/transaction.ts';
import type { AccountRequestTable } from '../db/schema.ts';
import { queueResetMail, queueUnlockMail } from './account-mail.ts';
import { findActiveAccountByLogin } from './account-repository.ts';
import { claimNextAccountRequest, insertAccountRequest } from './account-request-repository.ts';
import { issueAccountToken, resetTokensInLastHour } from './account-token-repository.ts';
import { isLoginLocked } from './login-guard-repository.ts';

export type AccountRequestKind = AccountRequestTable['kind'];

/** Records a request; call it for any address, with an account or not. */
export async function requestAccountMail(
  db: Database,
  kind: AccountRequestKind,
  login: string,
): Promise<void> {
  await insertAccountRequest(db, kind, login);
}

export interface AccountRequestContext {
  publicUrl: string;
  auth: Config['auth'];
}

export interface HandledRequest {
  kind: AccountRequestKind;
  /** The account the e-mail went to; null when the address has none (or nothing was due). */
  accountId: number | null;
  /** The account whose reset e-mail was not sent: it had its share of the hour. */
  withheldFrom?: number;
}

async function handle(
  trx: Database,
  kind: AccountRequestKind,
  login: string,
  context: AccountRequestContext,
): Promise<Omit<HandledRequest, 'kind'>> {
  const account = await findActiveAccountByLogin(trx, login);
  if (!account) return { accountId: null };
  const { auth, publicUrl } = context;
  // Security hardening: forgot-password sent 5 reset e-mails a minute to one victim from one address, and more from
  // more addresses. Counted per account, here, off the request path: the requester gets the same answer in
  // the same time whether the e-mail goes, is withheld, or the address has no account.
  if (kind === 'reset') {
    if ((await resetTokensInLastHour(trx, account.id)) >= auth.resetMailsPerHour)
      return { accountId: null, withheldFrom: account.id };
    const token = await issueAccountToken(trx, account.id, 'reset', auth.resetTokenHours * 3_600_000);
    await queueResetMail(trx, publicUrl, account.email, token, auth.resetTokenHours);
    return { accountId: account.id };
  }
  // A reset or an earlier link may have lifted the lock meanwhile.
  if (!(await isLoginLocked(trx, login))) return { accountId: null };
  const token = await issueAccountToken(trx, account.id, 'unlock', auth.unlockTokenHours * 3_600_000);
  await queueUnlockMail(trx, publicUrl, account.email, token, {
    hours: auth.unlockTokenHours,
    failures: auth.lockAfter,
  });
  return { accountId: account.id };
}

/**
 * Handles what is queued, oldest first. Each request is claimed with SKIP LOCKED and deleted in the
 * transaction that queues its e-mail, so with several instances each is handled exactly once.
 */
export async function processAccountRequests(
  db: Database,
  context: AccountRequestContext,
  batch = 20,
): Promise<HandledRequest[]> {
  const handled: HandledRequest[] = [];
  for (let i = 0; i < batch; i++) {
    const done = await inTransaction(db, async (trx) => {
      const request = await claimNextAccountRequest(trx);
      if (!request) return null;
      return { kind: request.kind, ...(await handle(trx, request.kind, request.login, context)) };
    });
    if (!done) break;
    handled.push(done);
  }
  return handled;
}

export interface AccountRequestWorker {
  stop(): Promise<void>;
}

export function startAccountRequestWorker(
  db: Database,
  context: AccountRequestContext,
  intervalMs: number,
  onHandled: (handled: HandledRequest[]) => void,
  onError: (error: unknown) => void,
): AccountRequestWorker {
  let running: Promise<void> | null = null;
  let stopped = false;
  const timer = setInterval(() => {
    if (running || stopped) return;
    running = processAccountRequests(db, context)
      .then((handled) => {
        if (handled.length) onHandled(handled);
      }, onError)
      .finally(() => (running = null));
  }, intervalMs);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
