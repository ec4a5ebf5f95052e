// The login use cases' outcomes, without HTTP: the route only maps each of them onto a reply
// (routes/api/account/login.test.ts proves the replies).
import { describe, expect, it } from 'vitest';
import { ROLE_MFA, ROLE_USER } from '@portal/api-contract';
import { loadConfig } from '../config.ts';
import { useTestDatabase } from '../test/test-app.ts';
import { createCustomer } from '../test/accounts.ts';
import { issueAccountToken } from './account-token-repository.ts';
import { createLogin, type LoginAttempt } from './login.ts';
import { totpAt } from './totp.ts';

const auth = {
  ...loadConfig({ NODE_ENV: 'test' }).auth,
  captchaAfter: 2,
  lockAfter: 4,
  addressFailures: 100,
};
const SOLVED = 'solved-captcha';
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

describe('login use cases', () => {
  const database = useTestDatabase();
  let addresses = 0;

  /** A fresh client address (so address counts of one test never reach another) and its opened sessions. */
  function attempt() {
    addresses += 1;
    const sessions: { accountId: number; authorities: string[]; lifetimeMs: number | undefined }[] = [];
    const value: LoginAttempt = {
      address: `192.0.2.${addresses}`,
      openSession: async (_trx, accountId, authorities, lifetimeMs) => {
        sessions.push({ accountId, authorities, lifetimeMs });
      },
    };
    return { attempt: value, sessions };
  }

  const login = (overrides: Partial<typeof auth> = {}) =>
    createLogin({
      db: database.db,
      auth: { ...auth, ...overrides },
      captcha: { verify: async (solution) => solution === SOLVED },
    });

  /** Registered but not activated yet: the status the password and the link must both be refused for. */
  const makePending = (accountId: number) =>
    database.db.updateTable('account').set({ status: 'PENDING' }).where('id', '=', accountId).execute();

  it('signs in with the right password and opens a full session', async () => {
    const customer = await createCustomer(database.db);
    const { attempt: a, sessions } = attempt();
    const outcome = await (
      await login()
    ).withPassword(a, {
      username: ` ${customer.email.toUpperCase()} `,
      password: customer.password,
      captcha: undefined,
    });
    expect(outcome).toEqual({
      kind: 'signedIn',
      account: { id: customer.id, email: customer.email },
      secondFactorNext: false,
    });
    expect(sessions).toEqual([{ accountId: customer.id, authorities: [ROLE_USER], lifetimeMs: undefined }]);
  });

  it('opens only a short second-factor session for an account with a second factor', async () => {
    const customer = await createCustomer(database.db, { totpSecret: SECRET });
    const { attempt: a, sessions } = attempt();
    const outcome = await (
      await login()
    ).withPassword(a, { username: customer.email, password: customer.password, captcha: undefined });
    expect(outcome).toMatchObject({ kind: 'signedIn', secondFactorNext: true });
    expect(sessions).toEqual([
      { accountId: customer.id, authorities: [ROLE_MFA], lifetimeMs: auth.mfaPendingMinutes * 60_000 },
    ]);
  });

  it('answers a wrong password and an unknown name alike, then asks for a captcha, then locks', async () => {
    const customer = await createCustomer(database.db);
    const useCase = await login();
    const wrong = (captcha?: string) =>
      useCase.withPassword(attempt().attempt, {
        username: customer.email,
        password: 'Zle-Haslo-123',
        captcha,
      });

    expect(
      await useCase.withPassword(attempt().attempt, {
        username: 'nikt@example.com',
        password: 'Zle-Haslo-123',
        captcha: undefined,
      }),
    ).toEqual({
      kind: 'wrongCredentials',
      accountId: null,
      failedAttempts: 1,
      captchaRequired: false,
      captchaJustRequired: false,
    });
    expect(await wrong()).toMatchObject({
      kind: 'wrongCredentials',
      accountId: customer.id,
      failedAttempts: 1,
    });
    expect(await wrong()).toMatchObject({
      kind: 'wrongCredentials',
      failedAttempts: 2,
      captchaRequired: true,
      captchaJustRequired: true,
    });
    expect(await wrong()).toEqual({ kind: 'captchaNeeded', captchaSent: false });
    expect(await wrong('wrong-captcha')).toEqual({ kind: 'captchaNeeded', captchaSent: true });
    expect(await wrong(SOLVED)).toMatchObject({ kind: 'wrongCredentials', failedAttempts: 3 });
    expect(await wrong(SOLVED)).toEqual({ kind: 'locked', lockedNow: true, accountId: customer.id });
    // Locked: even the right password is refused, and nothing more is counted.
    expect(
      await useCase.withPassword(attempt().attempt, {
        username: customer.email,
        password: customer.password,
        captcha: SOLVED,
      }),
    ).toEqual({ kind: 'locked', lockedNow: false, accountId: customer.id });
  });

  it('makes an address that failed too often wait, before checking anything', async () => {
    const customer = await createCustomer(database.db);
    const useCase = await login({ addressFailures: 1 });
    const { attempt: a, sessions } = attempt();
    const wrong = { username: customer.email, password: 'Zle-Haslo-123', captcha: SOLVED };
    expect(await useCase.withPassword(a, wrong)).toMatchObject({ kind: 'wrongCredentials' });
    expect(await useCase.withPassword(a, wrong)).toMatchObject({ kind: 'wrongCredentials' });
    const waiting = await useCase.withPassword(a, { ...wrong, password: customer.password });
    expect(waiting).toMatchObject({ kind: 'addressWaits' });
    expect(waiting.kind === 'addressWaits' && waiting.retryAfterSeconds).toBeGreaterThan(0);
    expect(sessions).toEqual([]);
  });

  it('answers a pending account with the right password as wrong credentials, and opens no session', async () => {
    const customer = await createCustomer(database.db);
    await makePending(customer.id);
    const { attempt: a, sessions } = attempt();
    expect(
      await (
        await login()
      ).withPassword(a, { username: customer.email, password: customer.password, captcha: undefined }),
    ).toEqual({
      kind: 'wrongCredentials',
      accountId: customer.id,
      failedAttempts: 1,
      captchaRequired: false,
      captchaJustRequired: false,
    });
    expect(sessions).toEqual([]);
  });

  it('keeps a locked unknown name locked, naming no account', async () => {
    const useCase = await login({ lockAfter: 1 });
    const stranger = {
      username: `nikt.${Date.now()}@example.com`,
      password: 'Zle-Haslo-123',
      captcha: undefined,
    };
    expect(await useCase.withPassword(attempt().attempt, stranger)).toEqual({
      kind: 'locked',
      lockedNow: true,
      accountId: null,
    });
    expect(await useCase.withPassword(attempt().attempt, stranger)).toEqual({
      kind: 'locked',
      lockedNow: false,
      accountId: null,
    });
  });

  it('signs in with a single sign-on link once, and refuses an unknown link', async () => {
    const customer = await createCustomer(database.db);
    const useCase = await login();
    const token = await issueAccountToken(database.db, customer.id, 'sso', 60_000);
    const { attempt: a, sessions } = attempt();
    expect(await useCase.withSingleSignOn(a, token)).toMatchObject({
      kind: 'signedIn',
      account: { id: customer.id },
    });
    expect(sessions).toHaveLength(1);
    expect(await useCase.withSingleSignOn(a, token)).toEqual({ kind: 'linkRefused', reason: 'invalid-link' });
    expect(await useCase.withSingleSignOn(a, 'no-such-token')).toEqual({
      kind: 'linkRefused',
      reason: 'invalid-link',
    });
  });

  it('refuses a live single sign-on link to an account that is not active, spending the link', async () => {
    const customer = await createCustomer(database.db);
    const useCase = await login();
    const token = await issueAccountToken(database.db, customer.id, 'sso', 60_000);
    await makePending(customer.id);
    const { attempt: a, sessions } = attempt();
    expect(await useCase.withSingleSignOn(a, token)).toEqual({
      kind: 'linkRefused',
      reason: 'inactive-account',
    });
    expect(await useCase.withSingleSignOn(a, token)).toEqual({ kind: 'linkRefused', reason: 'invalid-link' });
    expect(sessions).toEqual([]);
  });

  it('refuses a single sign-on link to a locked account', async () => {
    const customer = await createCustomer(database.db);
    const useCase = await login({ lockAfter: 1 });
    await useCase.withPassword(attempt().attempt, {
      username: customer.email,
      password: 'Zle-Haslo-123',
      captcha: undefined,
    });
    const token = await issueAccountToken(database.db, customer.id, 'sso', 60_000);
    expect(await useCase.withSingleSignOn(attempt().attempt, token)).toEqual({
      kind: 'locked',
      lockedNow: false,
      accountId: customer.id,
    });
  });

  it('accepts the second factor once, refuses a wrong code and says when a code was already used', async () => {
    const customer = await createCustomer(database.db, { totpSecret: SECRET });
    const useCase = await login();
    const { attempt: a, sessions } = attempt();
    const code = totpAt(SECRET, Date.now());
    const wrongCode = code === '000000' ? '111111' : '000000';

    expect(await useCase.withSecondFactor(a, customer.id, wrongCode)).toEqual({
      kind: 'wrongCode',
      account: { id: customer.id, email: customer.email },
      failedAttempts: 1,
      codeAlreadyUsed: false,
    });
    expect(await useCase.withSecondFactor(a, customer.id, code)).toEqual({
      kind: 'signedIn',
      account: { id: customer.id, email: customer.email },
      secondFactorNext: false,
    });
    expect(sessions).toEqual([{ accountId: customer.id, authorities: [ROLE_USER], lifetimeMs: undefined }]);
    expect(await useCase.withSecondFactor(a, customer.id, code)).toMatchObject({
      kind: 'wrongCode',
      codeAlreadyUsed: true,
    });
  });

  it('calls a second-factor session of an account without a second factor expired', async () => {
    const customer = await createCustomer(database.db);
    expect(await (await login()).withSecondFactor(attempt().attempt, customer.id, '123456')).toEqual({
      kind: 'sessionExpired',
    });
  });

  it('makes an address that failed too often wait before judging a code', async () => {
    const customer = await createCustomer(database.db, { totpSecret: SECRET });
    const useCase = await login({ addressFailures: 1 });
    const { attempt: a, sessions } = attempt();
    const code = totpAt(SECRET, Date.now());
    const wrongCode = code === '000000' ? '111111' : '000000';
    expect(await useCase.withSecondFactor(a, customer.id, wrongCode)).toMatchObject({ kind: 'wrongCode' });
    expect(await useCase.withSecondFactor(a, customer.id, wrongCode)).toMatchObject({ kind: 'wrongCode' });
    const waiting = await useCase.withSecondFactor(a, customer.id, code);
    expect(waiting).toMatchObject({ kind: 'addressWaits' });
    expect(waiting.kind === 'addressWaits' && waiting.retryAfterSeconds).toBeGreaterThan(0);
    expect(sessions).toEqual([]);
  });

  it('locks after too many wrong codes', async () => {
    const customer = await createCustomer(database.db, { totpSecret: SECRET });
    const useCase = await login({ lockAfter: 1 });
    const code = totpAt(SECRET, Date.now());
    expect(
      await useCase.withSecondFactor(attempt().attempt, customer.id, code === '000000' ? '111111' : '000000'),
    ).toEqual({ kind: 'locked', lockedNow: true, accountId: customer.id });
    expect(await useCase.withSecondFactor(attempt().attempt, customer.id, code)).toEqual({
      kind: 'locked',
      lockedNow: false,
      accountId: customer.id,
    });
  });
});
