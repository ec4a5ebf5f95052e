import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoginErrorDescription as E } from '@portal/api-contract';
import { Client, createTestApp, lockingAccountsConfig, type TestApp } from '../../../test/test-app.ts';
import { createCustomer, lastMailTo, linkIn } from '../../../test/accounts.ts';
import { processAccountRequests } from '../../../accounts/account-requests.ts';
import { issueAccountToken } from '../../../accounts/account-token-repository.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(lockingAccountsConfig());
});
afterAll(() => t.close());

const login = (username: string, password: string) =>
  new Client(t.app).post('/api/account/login', { username, password });
const handleQueuedRequests = () =>
  processAccountRequests(t.db, { publicUrl: t.config.publicUrl, auth: t.config.auth });
const unlockMailTo = async (email: string) => {
  const mail = await lastMailTo(t.db, email);
  return mail?.subject === 'Twoje konto w Portalu Klienta zostało zablokowane' ? mail : undefined;
};

async function lockedCustomer() {
  const customer = await createCustomer(t.db);
  for (let i = 1; i <= 3; i++) await login(customer.email, `Zgaduje-Haslo-${i}`);
  expect((await login(customer.email, customer.password)).json().errorDescription).toBe(E.accountLocked);
  return customer;
}

describe('the lock e-mails the customer a one-time unlock link', () => {
  it('queues the e-mail when the account locks; the link lifts the lock and the password stays', async () => {
    const customer = await lockedCustomer();
    expect(await handleQueuedRequests()).toEqual([{ kind: 'unlock', accountId: customer.id }]);
    const mail = await unlockMailTo(customer.email);
    expect(mail?.body_text).toMatch(/Po 3 nieudanych próbach logowania zablokowaliśmy Twoje konto/);
    expect(mail?.body_text).toMatch(/ważny przez 24 godziny i/);
    const link = linkIn(mail!.body_text, '/konto/odblokuj');
    expect(link.searchParams.get('email')).toBe(customer.email);
    const token = link.searchParams.get('token')!;

    const check = (tokenValue: string) =>
      new Client(t.app).get(
        `/api/account/check-token?${new URLSearchParams({ email: customer.email, token: tokenValue, tokenType: 'unlock' })}`,
      );
    expect((await check(token)).json()).toEqual({ result: true });

    const unlocked = await new Client(t.app).post('/api/account/unlock', { email: customer.email, token });
    expect(unlocked.statusCode).toBe(200);
    expect(unlocked.json()).toEqual({ ok: true });
    expect((await login(customer.email, customer.password)).json().authorities).toEqual(['ROLE_USER']);

    // One time only.
    expect((await check(token)).json()).toEqual({ result: false });
    const again = await new Client(t.app).post('/api/account/unlock', { email: customer.email, token });
    expect(again.statusCode).toBe(400);
    expect(again.json().details[0]).toMatchObject({
      pointer: '/token',
      keyword: 'invalidToken',
      message: 'Link wygasł lub jest nieprawidłowy.',
    });
  });

  it('sends nothing for a name without an account, yet queues the same request (no enumeration)', async () => {
    const email = `nieznany.${Date.now()}@example.com`;
    for (let i = 1; i <= 3; i++) await login(email, `Zgaduje-Haslo-${i}`);
    expect(await handleQueuedRequests()).toEqual([{ kind: 'unlock', accountId: null }]);
    expect(await lastMailTo(t.db, email)).toBeUndefined();
  });

  it('sends one e-mail per lock, not one per refused attempt', async () => {
    const customer = await lockedCustomer();
    for (let i = 0; i < 3; i++) await login(customer.email, 'Zgaduje-Dalej-1');
    expect(await handleQueuedRequests()).toEqual([{ kind: 'unlock', accountId: customer.id }]);
  });

  it('sends nothing when the lock was lifted before the queue got to it', async () => {
    const customer = await lockedCustomer();
    const reset = await issueAccountToken(t.db, customer.id, 'reset', 60_000);
    expect(
      (
        await new Client(t.app).post('/api/account/reset', {
          email: customer.email,
          password: 'Odblokowane-2027',
          token: reset,
        })
      ).statusCode,
    ).toBe(200);
    expect(await handleQueuedRequests()).toEqual([{ kind: 'unlock', accountId: null }]);
    expect(await unlockMailTo(customer.email)).toBeUndefined();
  });

  it("refuses a link with another customer's e-mail, an expired link and a reset link", async () => {
    const customer = await lockedCustomer();
    const other = await createCustomer(t.db);
    const token = await issueAccountToken(t.db, customer.id, 'unlock', 60_000);
    const expired = await issueAccountToken(t.db, customer.id, 'unlock', -1);
    const reset = await issueAccountToken(t.db, customer.id, 'reset', 60_000);
    for (const body of [
      { email: other.email, token },
      { email: customer.email, token: expired },
      { email: customer.email, token: reset },
      { email: customer.email, token: 'zmyslony-token' },
    ]) {
      const response = await new Client(t.app).post('/api/account/unlock', body);
      expect(response.statusCode).toBe(400);
      expect(response.json().details[0].keyword).toBe('invalidToken');
    }
    expect((await login(customer.email, customer.password)).json().errorDescription).toBe(E.accountLocked);
  });

  it('refuses a malformed body with 400', async () => {
    const response = await new Client(t.app).post('/api/account/unlock', { email: 'a@b.pl' });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toContainEqual(
      expect.objectContaining({ pointer: '/token', keyword: 'required' }),
    );
  });
});
