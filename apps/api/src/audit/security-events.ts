// Operability (OWASP ASVS 5.0 V16.3.1, V16.3.2): the security events of the audit trail. A wrong password or
// code changes the failure counters (login-guard.ts) and maybe locks the account; the count, the lock and
// their events go in one transaction, so the trail never misses a lock nor tells of one that did not
// happen. What the events never hold: the typed login name of an unknown account (a stranger's e-mail,
// or a password typed into the wrong field), passwords, codes, tokens, keys. A login name that matches an
// account is recorded as that account's id.
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import { inTransaction } from '../db/transaction.ts';
import {
  recordAddressFailure,
  recordFailure,
  type FailureKind,
  type FailureOutcome,
} from '../accounts/login-guard.ts';
import { recordAuditEvent, type AuditActor } from './audit-trail.ts';
import { accountSubject, SecurityAction } from './security-actions.ts';

export interface CountedFailure {
  login: string;
  kind: FailureKind;
  /** The account the login name is, when it is one (never the name itself). */
  accountId: number | null;
  /** A visitor at the login form; the signed-in customer when a session asked again. */
  actor: AuditActor;
  action: string;
  details: Record<string, string | number | boolean | null>;
  address: string;
}

/**
 * A wrong password or code: counted for the login name and the address, recorded, and when it locks the
 * account the lock recorded too, all in one transaction.
 */
export function recordCountedFailure(
  db: Database,
  auth: Config['auth'],
  failure: CountedFailure,
): Promise<FailureOutcome> {
  const subject = failure.accountId === null ? {} : { subject: accountSubject(failure.accountId) };
  return inTransaction(db, async (trx) => {
    const outcome = await recordFailure(trx, failure.login, auth, failure.kind);
    await recordAddressFailure(trx, failure.address, auth);
    await recordAuditEvent(trx, {
      actor: failure.actor,
      action: failure.action,
      ...subject,
      address: failure.address,
      outcome: 'failure',
      details: { ...failure.details, failedAttempts: outcome.failedAttempts },
    });
    if (outcome.lockedNow) {
      await recordAuditEvent(trx, {
        actor: failure.actor,
        action: SecurityAction.accountLocked,
        ...subject,
        address: failure.address,
        details: { after: failure.kind, failedAttempts: outcome.failedAttempts },
      });
    }
    return outcome;
  });
}
