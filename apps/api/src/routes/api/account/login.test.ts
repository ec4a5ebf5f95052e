import * as OTPAuth from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoginErrorDescription as E, SESSION_COOKIE } from '@portal/api-contract';
import { Client, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createCustomer } from '../../../test/accounts.ts';
import { clearOfStepEnd } from '../../../test/totp-timing.ts';
import { solveAltcha } from '../../../test/captcha.ts';
import { issueAccountToken } from '../../../accounts/account-token-repository.ts';
import { loadConfig } from '../../../config.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    auth: { ...testAuth(), captchaAfter: 3, lockAfter: 6 },
    captcha: { provider: 'altcha', altchaMaxNumber: 2000 },
    rateLimit: { max: 10_000, windowMs: 60_000, auth: 10_000 },
  });
});
afterAll(() => t.close());

function testAuth() {
  return { ...loadConfig({ NODE_ENV: 'test' }).auth, captchaAfter: 3, lockAfter: 6, addressFailures: 10_000 };
}

/** An authenticator app other than ours (otpauth): its codes must be accepted. */
const authenticator = (secret: string) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' });

async function captcha(): Promise<string> {
  const challenge = (await t.app.inject({ method: 'GET', url: '/api/captcha/challenge' })).json();
  return solveAltcha(challenge);
}

describe('POST /api/account/login', () => {
  it('signs a customer in with a new session id and ROLE_USER', async () => {
    const customer = await createCustomer(t.db);
    const client = new Client(t.app);
    await client.csrf();
    const before = client.sessionId;
    const response = await client.post('/api/account/login', {
      username: customer.email.toUpperCase(),
      password: customer.password,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      username: customer.email,
      authorities: ['ROLE_USER'],
      userTrusted: true,
      isMfa: false,
    });
    expect(client.sessionId).not.toBe(before);
    expect((await client.get('/api/account/session')).json()).toMatchObject({
      username: customer.email,
      authorities: ['ROLE_USER'],
    });
  });

  it('answers a wrong password and an unknown e-mail identically (no enumeration)', async () => {
    const customer = await createCustomer(t.db);
    const wrong = await new Client(t.app).post('/api/account/login', {
      username: customer.email,
      password: 'Niepoprawne-1',
    });
    const unknown = await new Client(t.app).post('/api/account/login', {
      username: 'nikt@example.com',
      password: 'Niepoprawne-1',
    });
    expect(wrong.statusCode).toBe(400);
    expect(unknown.statusCode).toBe(wrong.statusCode);
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.json()).toMatchObject({ errorDescription: E.badCredentials, authorities: [] });
  });

  it('requires a captcha after the configured failures, then locks, the same for unknown e-mails', async () => {
    for (const email of [(await createCustomer(t.db)).email, `nieznany.${Date.now()}@example.com`]) {
      const client = new Client(t.app);
      const attempt = (extra: object = {}) =>
        client.post('/api/account/login', { username: email, password: 'Zle-Haslo-123', ...extra });
      expect((await attempt()).json().errorDescription).toBe(E.badCredentials);
      expect((await attempt()).json().errorDescription).toBe(E.badCredentials);
      expect((await attempt()).json()).toMatchObject({
        errorDescription: E.badCredentialsCaptchaRequired,
        recaptchaRequired: true,
      });
      expect((await attempt()).json()).toMatchObject({
        errorDescription: E.captchaRequired,
        recaptchaRequired: true,
      });
      expect((await attempt({ recaptcha: 'zmyslone' })).json()).toMatchObject({
        errorDescription: E.captchaError,
      });
      expect((await attempt({ recaptcha: await captcha() })).json().errorDescription).toBe(E.badCredentials);
      expect((await attempt({ recaptcha: await captcha() })).json().errorDescription).toBe(E.badCredentials);
      expect((await attempt({ recaptcha: await captcha() })).json().errorDescription).toBe(E.accountLocked);
      expect((await attempt({ recaptcha: await captcha() })).json().errorDescription).toBe(E.accountLocked);
    }
  });

  it('lets the right password in with a solved captcha once one is required', async () => {
    const customer = await createCustomer(t.db);
    const client = new Client(t.app);
    for (let i = 0; i < 3; i++)
      await client.post('/api/account/login', { username: customer.email, password: 'Zle-Haslo-123' });
    const without = await client.post('/api/account/login', {
      username: customer.email,
      password: customer.password,
    });
    expect(without.json().errorDescription).toBe(E.captchaRequired);
    const solved = await captcha();
    const ok = await client.post('/api/account/login', {
      username: customer.email,
      password: customer.password,
      recaptcha: solved,
    });
    expect(ok.json().authorities).toEqual(['ROLE_USER']);
    // A solution is good once.
    const replay = await new Client(t.app).post('/api/account/login', {
      username: customer.email,
      password: 'Zle-Haslo-123',
      recaptcha: solved,
    });
    expect(replay.json().errorDescription).toBe(E.badCredentials);
  });

  it('passes a required captcha solved from the challenge /api/config/frontend points to', async () => {
    const customer = await createCustomer(t.db);
    const client = new Client(t.app);
    for (let i = 0; i < 3; i++)
      await client.post('/api/account/login', { username: customer.email, password: 'Zle-Haslo-123' });
    const { captcha: announced } = (await client.get('/api/config/frontend')).json();
    expect(announced).toEqual({ provider: t.app.captcha.provider, challengeUrl: '/api/captcha/challenge' });
    const solution = await solveAltcha((await client.get(announced.challengeUrl)).json());
    const ok = await client.post('/api/account/login', {
      username: customer.email,
      password: customer.password,
      recaptcha: solution,
    });
    expect(ok.json()).toMatchObject({ authorities: ['ROLE_USER'] });
  });

  it("accepts portal-spec §3's other variant: userName and recaptchaToken", async () => {
    const customer = await createCustomer(t.db);
    const client = new Client(t.app);
    for (let i = 0; i < 3; i++)
      await client.post('/api/account/login', { userName: customer.email, password: 'Zle-Haslo-123' });
    const without = await client.post('/api/account/login', {
      userName: customer.email,
      password: customer.password,
    });
    expect(without.json().errorDescription).toBe(E.captchaRequired);
    const ok = await client.post('/api/account/login', {
      userName: customer.email,
      password: customer.password,
      recaptchaToken: await captcha(),
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ username: customer.email, authorities: ['ROLE_USER'] });
  });

  it('refuses a malformed body with 400 and field details, not a 500', async () => {
    const response = await new Client(t.app).post('/api/account/login', { username: 'a@b.pl' });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toContainEqual(
      expect.objectContaining({ pointer: '/password', keyword: 'required' }),
    );
  });
});

describe('two-factor authentication', () => {
  async function customerWithMfa() {
    const customer = await createCustomer(t.db);
    const client = new Client(t.app);
    await client.post('/api/account/login', { username: customer.email, password: customer.password });
    const { code: secret, link } = (await client.get('/api/account/mfa/secret')).json();
    expect(link).toContain(`secret=${secret}`);
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await clearOfStepEnd();
    const enabled = await client.post('/api/account/mfa/enable', {
      secret,
      code: authenticator(secret).generate({ timestamp: Date.now() - 30_000 }),
      password: customer.password,
    });
    expect(enabled.statusCode).toBe(200);
    expect((await client.get('/api/account/mfa/status')).json()).toEqual({ enabled: true });
    await client.post('/api/account/logout');
    return { ...customer, secret };
  }

  it('refuses to enable with a wrong code (422) and stays off', async () => {
    const customer = await createCustomer(t.db);
    const client = new Client(t.app);
    await client.post('/api/account/login', { username: customer.email, password: customer.password });
    const { code: secret } = (await client.get('/api/account/mfa/secret')).json();
    const wrong = (Number(authenticator(secret).generate()) + 1) % 1_000_000;
    const response = await client.post('/api/account/mfa/enable', {
      secret,
      code: String(wrong).padStart(6, '0'),
      password: customer.password,
    });
    expect(response.statusCode).toBe(422);
    expect((await client.get('/api/account/mfa/status')).json()).toEqual({ enabled: false });
  });

  it('password gives a pending ROLE_MFA session; a code from another authenticator completes it with a new id', async () => {
    const customer = await customerWithMfa();
    const client = new Client(t.app);
    const first = await client.post('/api/account/login', {
      username: customer.email,
      password: customer.password,
    });
    expect(first.json()).toMatchObject({ authorities: ['ROLE_MFA'], isMfa: true, userTrusted: false });
    const pendingId = client.sessionId;
    expect((await client.get('/api/account/mfa/status')).statusCode).toBe(401);

    const done = await client.post('/api/account/login/mfa', {
      code: authenticator(customer.secret).generate(),
    });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ authorities: ['ROLE_USER'], userTrusted: true });
    expect(client.sessionId).not.toBe(pendingId);
    expect((await client.get('/api/account/mfa/status')).statusCode).toBe(200);
  });

  it('accepts a code once: the same code is refused the second time', async () => {
    const customer = await customerWithMfa();
    const code = authenticator(customer.secret).generate();
    const a = new Client(t.app);
    await a.post('/api/account/login', { username: customer.email, password: customer.password });
    expect((await a.post('/api/account/login/mfa', { code })).statusCode).toBe(200);
    const b = new Client(t.app);
    await b.post('/api/account/login', { username: customer.email, password: customer.password });
    const replay = await b.post('/api/account/login/mfa', { code });
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toMatchObject({ errorDescription: E.incorrectMfaCode, authorities: ['ROLE_MFA'] });
    // Customer journeys: the portal can say the code was already used and to wait for the next one.
    expect(replay.json()).toMatchObject({ codeAlreadyUsed: true });
  });

  it('a wrong code keeps ROLE_MFA so the user can try again', async () => {
    const customer = await customerWithMfa();
    const client = new Client(t.app);
    await client.post('/api/account/login', { username: customer.email, password: customer.password });
    const wrong = await client.post('/api/account/login/mfa', {
      code: '000000' === authenticator(customer.secret).generate() ? '111111' : '000000',
    });
    expect(wrong.json()).toMatchObject({ errorDescription: E.incorrectMfaCode, authorities: ['ROLE_MFA'] });
    expect(wrong.json()).not.toHaveProperty('codeAlreadyUsed');
    expect(
      (await client.post('/api/account/login/mfa', { code: authenticator(customer.secret).generate() }))
        .statusCode,
    ).toBe(200);
  });

  // Security hardening: a password login forgot the wrong codes, so three rounds of (login + 9 wrong codes) made 27
  // guesses without a lock, and the next login with the right code got in.
  it('counts wrong codes until a code is accepted: a password login does not forget them', async () => {
    const customer = await customerWithMfa();
    const wrongCode = () => (authenticator(customer.secret).generate() === '000000' ? '111111' : '000000');
    const answers: string[] = [];
    for (let round = 0; round < 3; round++) {
      const client = new Client(t.app);
      const password = await client.post('/api/account/login', {
        username: customer.email,
        password: customer.password,
        recaptcha: await captcha(),
      });
      answers.push(password.json().errorDescription ?? password.json().authorities.join());
      if (password.statusCode !== 200) continue;
      for (let i = 0; i < 5; i++) {
        const code = await client.post('/api/account/login/mfa', { code: wrongCode() });
        answers.push(code.json().errorDescription);
        if (code.json().errorDescription === E.accountLocked) break;
      }
    }
    // LOGIN_LOCK_AFTER is 6 here: the sixth wrong code locks, whichever password login it follows.
    expect(answers).toEqual([
      'ROLE_MFA',
      ...Array(5).fill(E.incorrectMfaCode),
      'ROLE_MFA',
      E.accountLocked,
      E.accountLocked,
    ]);
    const client = new Client(t.app);
    const last = await client.post('/api/account/login', {
      username: customer.email,
      password: customer.password,
      recaptcha: await captcha(),
    });
    expect(last.json().errorDescription).toBe(E.accountLocked);
    const code = await client.post('/api/account/login/mfa', {
      code: authenticator(customer.secret).generate(),
    });
    expect(code.statusCode).toBe(401);
  });

  it('forgets the wrong codes once a code is accepted', async () => {
    const customer = await customerWithMfa();
    const wrongCode = () => (authenticator(customer.secret).generate() === '000000' ? '111111' : '000000');
    const signIn = async () => {
      const client = new Client(t.app);
      await client.post('/api/account/login', {
        username: customer.email,
        password: customer.password,
        recaptcha: await captcha(),
      });
      return client;
    };
    const first = await signIn();
    for (let i = 0; i < 5; i++) await first.post('/api/account/login/mfa', { code: wrongCode() });
    expect(
      (await first.post('/api/account/login/mfa', { code: authenticator(customer.secret).generate() }))
        .statusCode,
    ).toBe(200);
    const second = await signIn();
    for (let i = 0; i < 5; i++) {
      expect(
        (await second.post('/api/account/login/mfa', { code: wrongCode() })).json().errorDescription,
      ).toBe(E.incorrectMfaCode);
    }
  });

  it('an expired pending state is the 2FA session-expired case (401)', async () => {
    const customer = await customerWithMfa();
    const client = new Client(t.app);
    await client.post('/api/account/login', { username: customer.email, password: customer.password });
    await t.db
      .updateTable('session')
      .set({ expires_at: new Date(Date.now() - 1) })
      .where('user_id', '=', customer.id)
      .execute();
    const late = await client.post('/api/account/login/mfa', {
      code: authenticator(customer.secret).generate(),
    });
    expect(late.statusCode).toBe(401);
    expect(late.json().errorDescription).toBe(E.mfaSessionExpired);
  });
});

describe('logout', () => {
  it('invalidates the old cookie on the server', async () => {
    const customer = await createCustomer(t.db);
    const client = new Client(t.app);
    await client.post('/api/account/login', { username: customer.email, password: customer.password });
    const stolen = client.sessionId!;
    expect((await client.post('/api/account/logout')).statusCode).toBe(200);
    const replay = await t.app.inject({
      method: 'GET',
      url: '/api/account/mfa/status',
      headers: { cookie: `${SESSION_COOKIE}=${stolen}` },
    });
    expect(replay.statusCode).toBe(401);
  });
});

describe('single sign-on', () => {
  it('signs in once with pd_login and a back-office token; the token is then spent', async () => {
    const customer = await createCustomer(t.db);
    const token = await issueAccountToken(t.db, customer.id, 'sso', 5 * 60_000);
    const first = await new Client(t.app).post('/api/account/login', {
      username: 'pd_login',
      password: token,
    });
    expect(first.json()).toMatchObject({ username: customer.email, authorities: ['ROLE_USER'] });
    const again = await new Client(t.app).post('/api/account/login', {
      username: 'pd_login',
      password: token,
    });
    expect(again.json().errorDescription).toBe(E.ssoFailed);
  });
  it('refuses a locked account exactly like a password login', async () => {
    const customer = await createCustomer(t.db);
    for (let i = 0; i < 6; i++) {
      await new Client(t.app).post('/api/account/login', {
        username: customer.email,
        password: `Zle-Haslo-${i}`,
        recaptcha: await captcha(),
      });
    }
    const byPassword = await new Client(t.app).post('/api/account/login', {
      username: customer.email,
      password: customer.password,
      recaptcha: await captcha(),
    });
    const token = await issueAccountToken(t.db, customer.id, 'sso', 5 * 60_000);
    const client = new Client(t.app);
    const bySso = await client.post('/api/account/login', { username: 'pd_login', password: token });
    expect(bySso.statusCode).toBe(byPassword.statusCode);
    expect(bySso.json()).toEqual(byPassword.json());
    expect(bySso.json()).toMatchObject({ errorDescription: E.accountLocked, authorities: [] });
    expect((await client.get('/api/account/session')).json()).toMatchObject({
      username: null,
      authorities: [],
    });
  });
  it('refuses an expired token', async () => {
    const customer = await createCustomer(t.db);
    const token = await issueAccountToken(t.db, customer.id, 'sso', -1);
    const response = await new Client(t.app).post('/api/account/login', {
      username: 'pd_login',
      password: token,
    });
    expect(response.json().errorDescription).toBe(E.ssoFailed);
  });
});
