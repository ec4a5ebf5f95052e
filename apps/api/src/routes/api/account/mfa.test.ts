import * as OTPAuth from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoginErrorDescription as E, ReauthErrorKeyword as K } from '@portal/api-contract';
import { Client, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createCustomer } from '../../../test/accounts.ts';
import { clearOfStepEnd } from '../../../test/totp-timing.ts';
import { loadConfig } from '../../../config.ts';

let t: TestApp;
beforeAll(async () => {
  const base = loadConfig({ NODE_ENV: 'test' });
  t = await createTestApp({
    auth: { ...base.auth, captchaAfter: 100, lockAfter: 4 },
    rateLimit: { max: 10_000, windowMs: 60_000, auth: 10_000 },
  });
});
afterAll(() => t.close());

/** An authenticator app other than ours (otpauth). */
const app = (secret: string) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' });
const codeOf = (secret: string, stepsAhead = 0) =>
  app(secret).generate({ timestamp: Date.now() + stepsAhead * 30_000 });
const wrongCodeOf = (secret: string) => {
  const near = new Set([-1, 0, 1].map((step) => codeOf(secret, step)));
  let candidate = 123456;
  while (near.has(String(candidate))) candidate += 1;
  return String(candidate);
};

async function signedIn(customer: { email: string; password: string }, secret?: string) {
  const client = new Client(t.app);
  await client.post('/api/account/login', { username: customer.email, password: customer.password });
  if (secret)
    expect((await client.post('/api/account/login/mfa', { code: codeOf(secret) })).statusCode).toBe(200);
  return client;
}

/** A customer who turned two-factor authentication on with the password; signed in on `client`. */
async function customerWithMfa() {
  const customer = await createCustomer(t.db);
  const client = await signedIn(customer);
  const { code: secret } = (await client.get('/api/account/mfa/secret')).json();
  // The previous step's code, so that the tests' logins with the current one are not a used code.
  await clearOfStepEnd();
  const enabled = await client.post('/api/account/mfa/enable', {
    secret,
    code: codeOf(secret, -1),
    password: customer.password,
  });
  expect(enabled.statusCode).toBe(200);
  return { ...customer, secret, client };
}

const secretOf = async (id: number) =>
  (await t.db.selectFrom('account').select('totp_secret').where('id', '=', id).executeTakeFirstOrThrow())
    .totp_secret;
const failuresOf = async (email: string) =>
  (
    await t.db
      .selectFrom('login_guard')
      .select('failed_attempts')
      .where('login', '=', email)
      .executeTakeFirst()
  )?.failed_attempts ?? 0;
const keywordOf = (response: { json: () => { details?: { keyword: string }[] } }) =>
  response.json().details?.[0]?.keyword;

describe('turning two-factor authentication off (ASVS V7.5.1)', () => {
  it('is refused with the session cookie alone', async () => {
    const customer = await customerWithMfa();
    const response = await customer.client.post('/api/account/mfa/disable', {});
    expect(response.statusCode).toBe(400);
    expect(keywordOf(response)).toBe(K.required);
    expect(response.json().message).toMatch(/hasło albo kod/);
    expect(await secretOf(customer.id)).toBe(customer.secret);
  });

  it('is refused with a wrong password, which counts as a failed login', async () => {
    const customer = await customerWithMfa();
    const response = await customer.client.post('/api/account/mfa/disable', { password: 'Nie-To-Haslo-1' });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual([
      expect.objectContaining({ pointer: '/password', keyword: K.wrongPassword }),
    ]);
    expect(await secretOf(customer.id)).toBe(customer.secret);
    expect(await failuresOf(customer.email)).toBe(1);
  });

  it('is refused with a wrong or already used code', async () => {
    const customer = await customerWithMfa();
    const wrong = await customer.client.post('/api/account/mfa/disable', {
      currentCode: wrongCodeOf(customer.secret),
    });
    expect(wrong.json().details).toEqual([
      expect.objectContaining({ pointer: '/currentCode', keyword: K.incorrectCurrentCode }),
    ]);
    // The code that turned the setting on was spent.
    const spent = await customer.client.post('/api/account/mfa/disable', {
      currentCode: codeOf(customer.secret, -1),
    });
    expect(keywordOf(spent)).toBe(K.incorrectCurrentCode);
    expect(await secretOf(customer.id)).toBe(customer.secret);
  });

  it('works with the password: a new session id, and the other sessions of the account end', async () => {
    const customer = await customerWithMfa();
    const otherDevice = await signedIn(customer, customer.secret);
    const before = customer.client.sessionId;
    const response = await customer.client.post('/api/account/mfa/disable', { password: customer.password });
    expect(response.statusCode).toBe(200);
    expect(customer.client.sessionId).not.toBe(before);
    expect((await customer.client.get('/api/account/mfa/status')).json()).toEqual({ enabled: false });
    expect((await otherDevice.get('/api/account/mfa/status')).statusCode).toBe(401);
    // The secret itself goes (docs/privacy.md): nothing of the second factor is kept once it is off.
    expect(await secretOf(customer.id)).toBeNull();
  });

  it('works with a current code, which is then spent', async () => {
    const customer = await customerWithMfa();
    const code = codeOf(customer.secret, 1);
    expect((await customer.client.post('/api/account/mfa/disable', { currentCode: code })).statusCode).toBe(
      200,
    );
    expect(await secretOf(customer.id)).toBeNull();
  });

  it("another customer's session cannot touch it", async () => {
    const victim = await customerWithMfa();
    const attacker = await createCustomer(t.db);
    const client = await signedIn(attacker);
    expect((await client.post('/api/account/mfa/disable', { password: attacker.password })).statusCode).toBe(
      200,
    );
    expect(await secretOf(victim.id)).toBe(victim.secret);
    expect(
      (await new Client(t.app).post('/api/account/mfa/disable', { password: victim.password })).statusCode,
    ).toBe(401);
  });
});

describe('turning two-factor authentication on or replacing its secret (ASVS V7.5.1)', () => {
  it('needs the password the first time, even with a right code of the new secret', async () => {
    const customer = await createCustomer(t.db);
    const client = await signedIn(customer);
    const { code: secret } = (await client.get('/api/account/mfa/secret')).json();
    const without = await client.post('/api/account/mfa/enable', { secret, code: codeOf(secret) });
    expect(keywordOf(without)).toBe(K.required);
    const wrong = await client.post('/api/account/mfa/enable', {
      secret,
      code: codeOf(secret),
      password: 'Nie-To-Haslo-1',
    });
    expect(keywordOf(wrong)).toBe(K.wrongPassword);
    expect(await secretOf(customer.id)).toBeNull();
    const before = client.sessionId;
    expect(
      (
        await client.post('/api/account/mfa/enable', {
          secret,
          code: codeOf(secret),
          password: customer.password,
        })
      ).statusCode,
    ).toBe(200);
    expect(await secretOf(customer.id)).toBe(secret);
    expect(client.sessionId).not.toBe(before);
  });

  it('checks the password before the new code, so a wrong password tells nothing about the code', async () => {
    const customer = await createCustomer(t.db);
    const client = await signedIn(customer);
    const { code: secret } = (await client.get('/api/account/mfa/secret')).json();
    const response = await client.post('/api/account/mfa/enable', {
      secret,
      code: wrongCodeOf(secret),
      password: 'Nie-To-Haslo-1',
    });
    expect(response.statusCode).toBe(400);
    expect(keywordOf(response)).toBe(K.wrongPassword);
  });

  it('replaces an active secret only with the password or a code of the current one', async () => {
    const customer = await customerWithMfa();
    const { code: next } = (await customer.client.get('/api/account/mfa/secret')).json();
    const bare = await customer.client.post('/api/account/mfa/enable', { secret: next, code: codeOf(next) });
    expect(keywordOf(bare)).toBe(K.required);
    const withNewCodeAsCurrent = await customer.client.post('/api/account/mfa/enable', {
      secret: next,
      code: codeOf(next),
      currentCode: codeOf(next),
    });
    expect(keywordOf(withNewCodeAsCurrent)).toBe(K.incorrectCurrentCode);
    expect(await secretOf(customer.id)).toBe(customer.secret);

    const replaced = await customer.client.post('/api/account/mfa/enable', {
      secret: next,
      code: codeOf(next),
      currentCode: codeOf(customer.secret, 1),
    });
    expect(replaced.statusCode).toBe(200);
    expect(await secretOf(customer.id)).toBe(next);
  });

  it('refuses a malformed body with 400, not a 500', async () => {
    const customer = await customerWithMfa();
    const response = await customer.client.post('/api/account/mfa/disable', {
      currentCode: '12ab56',
      extra: 1,
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('wrong re-authentication attempts', () => {
  // Security hardening: a password login forgot every failure of the account, the wrong codes too.
  it('count a wrong current code as a second-factor failure, which a password login does not forget', async () => {
    const customer = await customerWithMfa();
    for (let i = 0; i < 3; i++) {
      const wrong = await customer.client.post('/api/account/mfa/disable', {
        currentCode: wrongCodeOf(customer.secret),
      });
      expect(keywordOf(wrong)).toBe(K.incorrectCurrentCode);
    }
    const elsewhere = await new Client(t.app).post('/api/account/login', {
      username: customer.email,
      password: customer.password,
    });
    expect(elsewhere.json().authorities).toEqual(['ROLE_MFA']);
    const fourth = await customer.client.post('/api/account/mfa/disable', {
      currentCode: wrongCodeOf(customer.secret),
    });
    expect(keywordOf(fourth)).toBe(K.accountLocked);
    expect(await secretOf(customer.id)).toBe(customer.secret);
  });

  it('lock the account after LOGIN_LOCK_AFTER failures and end its sessions', async () => {
    const customer = await customerWithMfa();
    const otherDevice = await signedIn(customer, customer.secret);
    for (let i = 1; i < 4; i++) {
      expect(
        keywordOf(await customer.client.post('/api/account/mfa/disable', { password: `Zgaduje-${i}` })),
      ).toBe(K.wrongPassword);
    }
    const fourth = await customer.client.post('/api/account/mfa/disable', { password: 'Zgaduje-4' });
    expect(fourth.statusCode).toBe(400);
    expect(keywordOf(fourth)).toBe(K.accountLocked);
    expect((await customer.client.get('/api/account/mfa/status')).statusCode).toBe(401);
    expect((await otherDevice.get('/api/account/mfa/status')).statusCode).toBe(401);
    expect(await secretOf(customer.id)).toBe(customer.secret);
    const login = await new Client(t.app).post('/api/account/login', {
      username: customer.email,
      password: customer.password,
    });
    expect(login.json().errorDescription).toBe(E.accountLocked);
  });
});
