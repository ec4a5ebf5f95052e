import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '@portal/api-contract';
import { Client, createTestApp, type TestApp } from '../test/test-app.ts';
import { createCustomer } from '../test/accounts.ts';
import { sha256 } from '../lib/tokens.ts';
import { endSession, startSession } from './session.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ session: { idleMinutes: 30, absoluteHours: 12 } }, (app) => {
    app.post('/api/test/sign-in', { config: { csrf: false } }, async (request, reply) => {
      await startSession(request, reply, 7, ['ROLE_USER']);
      return { ok: true };
    });
    app.post('/api/test/sign-out', { config: { csrf: false } }, async (request, reply) => {
      await endSession(request, reply);
      return { ok: true };
    });
    app.get('/api/test/me', async (request) => ({
      userId: request.session.userId,
      expired: request.session.expired,
    }));
  });
});
afterAll(() => t.close());

async function signIn(cookie = '') {
  const response = await t.app.inject({ method: 'POST', url: '/api/test/sign-in', headers: { cookie } });
  return response.cookies.find((c) => c.name === SESSION_COOKIE)!.value;
}
const me = async (id: string) =>
  (
    await t.app.inject({ method: 'GET', url: '/api/test/me', headers: { cookie: `${SESSION_COOKIE}=${id}` } })
  ).json();

describe('sessions', () => {
  it('are stored hashed, never by their cookie value', async () => {
    const id = await signIn();
    const rows = await t.db.selectFrom('session').select('id_hash').execute();
    expect(rows.map((r) => r.id_hash)).toContain(sha256(id));
    expect(rows.map((r) => r.id_hash)).not.toContain(id);
    expect(Buffer.from(id, 'base64url').length).toBeGreaterThanOrEqual(16);
  });

  it('get a new id at sign-in and the old one stops working', async () => {
    const first = await signIn();
    const second = await signIn(`${SESSION_COOKIE}=${first}`);
    expect(second).not.toBe(first);
    expect((await me(first)).userId).toBeNull();
    expect((await me(second)).userId).toBe(7);
  });

  it('end on the server at sign-out: the old cookie is worthless', async () => {
    const id = await signIn();
    await t.app.inject({
      method: 'POST',
      url: '/api/test/sign-out',
      headers: { cookie: `${SESSION_COOKIE}=${id}` },
    });
    expect((await me(id)).userId).toBeNull();
  });

  it('expire after the idle timeout', async () => {
    const id = await signIn();
    await t.db
      .updateTable('session')
      .set({ last_seen_at: new Date(Date.now() - 31 * 60_000) })
      .where('id_hash', '=', sha256(id))
      .execute();
    expect(await me(id)).toEqual({ userId: null, expired: true });
  });

  it('expire after the absolute timeout even when active', async () => {
    const id = await signIn();
    await t.db
      .updateTable('session')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id_hash', '=', sha256(id))
      .execute();
    expect(await me(id)).toEqual({ userId: null, expired: true });
  });
});

describe('the expiry the portal warns of (WCAG 2.2.1)', () => {
  async function signedInClient() {
    const customer = await createCustomer(t.db);
    const client = new Client(t.app);
    await client.post('/api/account/login', { username: customer.email, password: customer.password });
    return client;
  }
  const lastSeen = (client: Client, minutesAgo: number) =>
    t.db
      .updateTable('session')
      .set({ last_seen_at: new Date(Date.now() - minutesAgo * 60_000) })
      .where('id_hash', '=', sha256(client.sessionId!))
      .execute();

  it('GET /api/account/session says how long the session has left, and reading it does not extend it', async () => {
    const client = await signedInClient();
    const fresh = (await client.get('/api/account/session')).json();
    expect(fresh.expiresInSeconds).toBeGreaterThan(29 * 60);
    expect(fresh.expiresInSeconds).toBeLessThanOrEqual(30 * 60);
    await lastSeen(client, 28);
    const late = (await client.get('/api/account/session')).json();
    expect(late.expiresInSeconds).toBeGreaterThan(100);
    expect(late.expiresInSeconds).toBeLessThanOrEqual(120);
    // Asked again: still counting down (the read was not taken for the customer's activity).
    expect((await client.get('/api/account/session')).json().expiresInSeconds).toBeLessThanOrEqual(120);
  });

  it('any other request of the customer starts the idle time again', async () => {
    const client = await signedInClient();
    await lastSeen(client, 28);
    await client.get('/api/account/mfa/status');
    expect((await client.get('/api/account/session')).json().expiresInSeconds).toBeGreaterThan(29 * 60);
  });

  it('POST /api/account/session/extend gives the full idle time again', async () => {
    const client = await signedInClient();
    await lastSeen(client, 29);
    const extended = await client.post('/api/account/session/extend');
    expect(extended.statusCode).toBe(200);
    expect(extended.json().expiresInSeconds).toBeGreaterThan(29 * 60);
    expect((await client.get('/api/account/session')).json().expiresInSeconds).toBeGreaterThan(29 * 60);
  });

  it('the absolute end caps the expiry, and extending cannot pass it', async () => {
    const client = await signedInClient();
    await t.db
      .updateTable('session')
      .set({ expires_at: new Date(Date.now() + 90_000) })
      .where('id_hash', '=', sha256(client.sessionId!))
      .execute();
    expect((await client.get('/api/account/session')).json().expiresInSeconds).toBeLessThanOrEqual(90);
    expect((await client.post('/api/account/session/extend')).json().expiresInSeconds).toBeLessThanOrEqual(
      90,
    );
  });

  it('extending an ended session is 401, and a visitor has no expiry', async () => {
    const client = await signedInClient();
    await lastSeen(client, 31);
    expect((await client.post('/api/account/session/extend')).statusCode).toBe(401);
    expect((await client.get('/api/account/session')).json()).toMatchObject({
      username: null,
      expiresInSeconds: null,
    });
  });
});

describe('cookies over https (the __Host- prefix)', () => {
  let secure: TestApp;
  beforeAll(async () => {
    secure = await createTestApp({ secureCookies: true, publicUrl: 'https://portal.example.pl' });
  });
  afterAll(() => secure.close());

  it('are named __Host-SESSION and __Host-XSRF-TOKEN: Secure, Path=/, no Domain', async () => {
    const response = await secure.app.inject({ method: 'POST', url: '/api/csrf' });
    const byName = new Map(response.cookies.map((c) => [c.name, c]));
    expect([...byName.keys()].sort()).toEqual(['__Host-SESSION', '__Host-XSRF-TOKEN']);
    for (const cookie of byName.values()) {
      expect(cookie).toMatchObject({ secure: true, path: '/', sameSite: 'Lax' });
      expect(cookie.domain).toBeUndefined();
    }
    expect(byName.get('__Host-SESSION')?.httpOnly).toBe(true);
    expect(byName.get('__Host-XSRF-TOKEN')?.httpOnly).toBeFalsy();
  });

  it('carry a sign-in and the anti-forgery check end to end', async () => {
    const customer = await createCustomer(secure.db);
    const client = new Client(secure.app);
    const login = await client.post('/api/account/login', {
      username: customer.email,
      password: customer.password,
    });
    expect(login.json().authorities).toEqual(['ROLE_USER']);
    expect(login.cookies.map((c) => c.name).sort()).toEqual(['__Host-SESSION', '__Host-XSRF-TOKEN']);
    expect((await client.get('/api/account/session')).json().username).toBe(customer.email);
    expect((await client.post('/api/account/logout')).statusCode).toBe(200);
  });

  it('ignore a session id sent without the prefix (a cookie a subdomain could have set)', async () => {
    const customer = await createCustomer(secure.db);
    const client = new Client(secure.app);
    await client.post('/api/account/login', { username: customer.email, password: customer.password });
    const unprefixed = await secure.app.inject({
      method: 'GET',
      url: '/api/account/session',
      headers: { cookie: `${SESSION_COOKIE}=${client.sessionId}` },
    });
    expect(unprefixed.json().username).toBeNull();
  });
});
