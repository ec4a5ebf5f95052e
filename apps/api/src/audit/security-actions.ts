// The names and subjects of the security events, apart from their recording (security-events.ts): the
// account repository below the login guard names them too, while the recording uses the guard.
/** The stable action names of the security events (docs/operations.md "Audit trail" lists them). */
export const SecurityAction = {
  loginSucceeded: 'login.succeeded',
  /** The password was right; the second factor is asked next (then login.succeeded or a failure). */
  loginAwaitingSecondFactor: 'login.awaiting-second-factor',
  loginFailed: 'login.failed',
  secondFactorFailed: 'second-factor.failed',
  reauthenticationFailed: 'reauthentication.failed',
  accountLocked: 'account.locked',
  accountUnlocked: 'account.unlocked',
  accountActivated: 'account.activated',
  secondFactorEnabled: 'second-factor.enabled',
  secondFactorDisabled: 'second-factor.disabled',
  passwordChanged: 'password.changed',
  passwordReset: 'password.reset',
  ssoLinkIssued: 'sso.link-issued',
  backofficeCall: 'backoffice.call',
  backofficeKeyRefused: 'backoffice.key-refused',
  backofficeKeyCreated: 'backoffice-key.created',
  backofficeKeyRevoked: 'backoffice-key.revoked',
} as const;

export const accountSubject = (accountId: number) => ({ kind: 'account', id: accountId });
