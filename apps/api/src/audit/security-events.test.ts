// Operability: the security flows leave an audit trail (who, what, when, from where, outcome), each event in
// the transaction of its change, and no row of it holds a password, code, token, key or a stranger's e-mail.
import * as OTPAuth from 'otpauth';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoginErrorDescription as E, type AuditEventPage } from '@portal/api-contract';
import { Client, createTestApp, lockingAccountsConfig, type TestApp } from '../test/test-app.ts';
import { createCustomer, lastMailTo, linkIn } from '../test/accounts.ts';
import { clearOfStepEnd } from '../test/totp-timing.ts';
import { processAccountRequests } from '../accounts/account-requests.ts';
import { issueAccountToken } from '../accounts/account-token-repository.ts';
import {
  createIntegrationKey,
  findIntegrationKey,
  listIntegrationKeys,
  revokeIntegrationKey,
} from '../backoffice/integration-keys.ts';
import { auditEventsAbout } from './audit-repository.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(lockingAccountsConfig());
});
afterAll(() => t.close());

const ADDRESS = '198.51.100.23';
/** Every secret the flows below type or receive: none may reach the audit trail. */
const secrets = new Set<string>();
const remember = <T extends string>(secret: T): T => {
  secrets.add(secret);
  return secret;
};

const codeOf = (secret: string, stepsAhead = 0) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp: Date.now() + stepsAhead * 30_000,
  });
const wrongCodeOf = (secret: string) => {
  const near = new Set([-1, 0, 1].map((step) => codeOf(secret, step)));
  let candidate = 123456;
  while (near.has(String(candidate))) candidate += 1;
  return String(candidate);
};
const handleQueuedRequests = () =>
  processAccountRequests(t.db, { publicUrl: t.config.publicUrl, auth: t.config.auth });
const login = (client: Client, username: string, password: string) =>
  client.post('/api/account/login', { username, password: remember(password) });
const events = (accountId: number) =>
  auditEventsAbout(t.db, { kind: 'account', id: accountId }).then((rows) =>
    rows.map((r) => ({ action: r.action, actor: `${r.actor_kind}:${r.actor_id ?? ''}`, outcome: r.outcome })),
  );

describe('the security events in the audit trail', () => {
  it('logins, wrong passwords and codes, second factor on and off, a password change, from the address', async () => {
    const customer = await createCustomer(t.db);
    remember(customer.password);
    const client = new Client(t.app, ADDRESS);
    const self = `customer:${customer.id}`;

    expect((await login(client, customer.email, 'Zle-Haslo-123')).json().errorDescription).toBe(
      E.badCredentials,
    );
    expect((await login(client, customer.email, customer.password)).json().authorities).toEqual([
      'ROLE_USER',
    ]);
    const { code: secret } = (await client.get('/api/account/mfa/secret')).json();
    remember(secret);
    await clearOfStepEnd();
    const enableCode = remember(codeOf(secret, -1));
    const enabled = await client.post('/api/account/mfa/enable', {
      secret,
      code: enableCode,
      password: customer.password,
    });
    expect(enabled.statusCode).toBe(200);

    const second = new Client(t.app, ADDRESS);
    expect((await login(second, customer.email, customer.password)).json().isMfa).toBe(true);
    const wrong = remember(wrongCodeOf(secret));
    expect((await second.post('/api/account/login/mfa', { code: wrong })).statusCode).toBe(400);
    const right = remember(codeOf(secret));
    expect((await second.post('/api/account/login/mfa', { code: right })).statusCode).toBe(200);
    const disabled = await second.post('/api/account/mfa/disable', { password: customer.password });
    expect(disabled.statusCode).toBe(200);

    const wrongOld = await second.post('/api/account/password', {
      oldPassword: remember('Nie-To-Haslo-9'),
      newPassword: remember('Zmienione-Haslo-2027'),
    });
    expect(wrongOld.statusCode).toBe(400);
    const changed = await second.post('/api/account/password', {
      oldPassword: customer.password,
      newPassword: 'Zmienione-Haslo-2027',
    });
    expect(changed.statusCode).toBe(200);

    expect(await events(customer.id)).toEqual([
      { action: 'login.failed', actor: 'visitor:', outcome: 'failure' },
      { action: 'login.succeeded', actor: self, outcome: 'success' },
      { action: 'second-factor.enabled', actor: self, outcome: 'success' },
      { action: 'login.awaiting-second-factor', actor: self, outcome: 'success' },
      { action: 'second-factor.failed', actor: self, outcome: 'failure' },
      { action: 'login.succeeded', actor: self, outcome: 'success' },
      { action: 'second-factor.disabled', actor: self, outcome: 'success' },
      { action: 'reauthentication.failed', actor: self, outcome: 'failure' },
      { action: 'password.changed', actor: self, outcome: 'success' },
    ]);
    const rows = await auditEventsAbout(t.db, { kind: 'account', id: customer.id });
    expect(new Set(rows.map((r) => r.address))).toEqual(new Set([ADDRESS]));
    expect(rows[0]!.details).toEqual({ method: 'password', reason: 'wrong-password', failedAttempts: 1 });
    expect(rows[2]!.details).toEqual({ replaced: false });
    expect(rows[4]!.details).toMatchObject({ during: 'login', failedAttempts: 1 });
    expect(rows[5]!.details).toEqual({ method: 'second-factor' });
    expect(rows[7]!.details).toMatchObject({ purpose: 'password-change', reason: 'wrongPassword' });
  });

  it('an unknown login name is recorded as no one: neither the e-mail nor the password typed', async () => {
    const stranger = remember('ktos.obcy.bez.konta@example.com');
    const client = new Client(t.app, ADDRESS);
    expect((await login(client, stranger, 'Haslo-Obcego-1')).json().errorDescription).toBe(E.badCredentials);
    const [event] = await t.db
      .selectFrom('audit_event')
      .selectAll()
      .where('action', '=', 'login.failed')
      .where('subject_id', 'is', null)
      .orderBy('id', 'desc')
      .limit(1)
      .execute();
    expect(event).toMatchObject({
      actor_kind: 'visitor',
      actor_id: null,
      subject_kind: null,
      address: ADDRESS,
      outcome: 'failure',
      details: { method: 'password', reason: 'unknown-account', failedAttempts: 1 },
    });
  });

  it('a lock, the unlock by the e-mailed link, a reset and an activation', async () => {
    const customer = await createCustomer(t.db);
    remember(customer.password);
    for (let i = 1; i <= 3; i++)
      await login(new Client(t.app, ADDRESS), customer.email, `Zgaduje-${i}-Haslo`);
    expect((await login(new Client(t.app, ADDRESS), customer.email, customer.password)).json()).toMatchObject(
      {
        errorDescription: E.accountLocked,
      },
    );
    await handleQueuedRequests();
    const unlockLink = linkIn((await lastMailTo(t.db, customer.email))!.body_text, '/konto/odblokuj');
    const unlockToken = remember(unlockLink.searchParams.get('token')!);
    const unlocked = await new Client(t.app, ADDRESS).post('/api/account/unlock', {
      email: customer.email,
      token: unlockToken,
    });
    expect(unlocked.statusCode).toBe(200);

    await new Client(t.app, ADDRESS).post('/api/account/forgot-password', { email: customer.email });
    await handleQueuedRequests();
    const resetLink = linkIn((await lastMailTo(t.db, customer.email))!.body_text, '/konto/resetuj');
    const reset = await new Client(t.app, ADDRESS).post('/api/account/reset', {
      email: customer.email,
      password: remember('Po-Resecie-Haslo-2027'),
      token: remember(resetLink.searchParams.get('token')!),
    });
    expect(reset.statusCode).toBe(200);

    const visitor = 'visitor:';
    expect(await events(customer.id)).toEqual([
      { action: 'login.failed', actor: visitor, outcome: 'failure' },
      { action: 'login.failed', actor: visitor, outcome: 'failure' },
      { action: 'login.failed', actor: visitor, outcome: 'failure' },
      { action: 'account.locked', actor: visitor, outcome: 'success' },
      { action: 'login.failed', actor: visitor, outcome: 'failure' },
      { action: 'account.unlocked', actor: `customer:${customer.id}`, outcome: 'success' },
      { action: 'password.reset', actor: `customer:${customer.id}`, outcome: 'success' },
    ]);
    const rows = await auditEventsAbout(t.db, { kind: 'account', id: customer.id });
    expect(rows[3]!.details).toEqual({ after: 'password', failedAttempts: 3 });
    expect(rows[4]!.details).toEqual({ method: 'password', reason: 'account-locked' });

    const pending = await createCustomer(t.db);
    await t.db.updateTable('account').set({ status: 'PENDING' }).where('id', '=', pending.id).execute();
    const activation = remember(await issueAccountToken(t.db, pending.id, 'activate', 60_000));
    const activated = await new Client(t.app, ADDRESS).post('/api/account/activate', {
      email: pending.email,
      password: remember('Pierwsze-Haslo-2027'),
      token: activation,
    });
    expect(activated.statusCode).toBe(200);
    expect(await events(pending.id)).toEqual([
      { action: 'account.activated', actor: `customer:${pending.id}`, outcome: 'success' },
    ]);
  });

  it('back office: keys created and revoked, SSO links minted, every call and every refused key', async () => {
    const customer = await createCustomer(t.db);
    const key = remember(
      await createIntegrationKey(t.db, 'crm-audit', { kind: 'system', name: 'terminal:ops' }),
    );
    const { id: keyId } = (await findIntegrationKey(t.db, key))!;
    const call = (apiKey: string, email: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/backoffice/sso-tokens',
        headers: { 'x-api-key': apiKey },
        payload: { email },
        remoteAddress: ADDRESS,
      });
    const minted = await call(key, customer.email);
    expect(minted.statusCode).toBe(201);
    const ssoToken = remember(minted.json().token as string);
    expect((await call(key, 'nikt.taki@example.com')).statusCode).toBe(404);
    expect((await call(remember('bo_nie-ten-klucz'), customer.email)).statusCode).toBe(401);
    const signedIn = await login(new Client(t.app, ADDRESS), 'pd_login', ssoToken);
    expect(signedIn.json().authorities).toEqual(['ROLE_USER']);
    expect(await revokeIntegrationKey(t.db, keyId, { kind: 'system', name: 'terminal:ops' })).toBe('revoked');
    expect((await call(key, customer.email)).statusCode).toBe(401);

    const byKey = await t.db
      .selectFrom('audit_event')
      .selectAll()
      .where((eb) =>
        eb.or([
          eb.and([eb('actor_kind', '=', 'backoffice'), eb('actor_id', '=', String(keyId))]),
          eb.and([eb('subject_kind', '=', 'backoffice-key'), eb('subject_id', '=', String(keyId))]),
        ]),
      )
      .orderBy('id')
      .execute();
    expect(byKey.map((e) => [e.action, e.actor_kind, e.actor_id, e.outcome, e.details])).toEqual([
      ['backoffice-key.created', 'system', 'terminal:ops', 'success', { name: 'crm-audit' }],
      ['sso.link-issued', 'backoffice', String(keyId), 'success', { validMinutes: 5 }],
      [
        'backoffice.call',
        'backoffice',
        String(keyId),
        'success',
        { method: 'POST', route: '/api/backoffice/sso-tokens', status: 201 },
      ],
      [
        'backoffice.call',
        'backoffice',
        String(keyId),
        'failure',
        { method: 'POST', route: '/api/backoffice/sso-tokens', status: 404 },
      ],
      ['backoffice-key.revoked', 'system', 'terminal:ops', 'success', { name: 'crm-audit' }],
    ]);
    const refused = await t.db
      .selectFrom('audit_event')
      .selectAll()
      .where('action', '=', 'backoffice.key-refused')
      .execute();
    expect(refused).toHaveLength(2);
    expect(refused[0]).toMatchObject({ actor_kind: 'visitor', address: ADDRESS, outcome: 'failure' });
    expect((await events(customer.id)).map((e) => e.action)).toEqual(['sso.link-issued', 'login.succeeded']);

    const listed = (await listIntegrationKeys(t.db)).find((k) => k.id === keyId)!;
    expect(listed.revokedAt).not.toBeNull();
    expect(listed.lastCallAt).not.toBeNull();
    expect(JSON.stringify(await listIntegrationKeys(t.db))).not.toContain(key);
  });

  it('the change and its event are one: a refused event undoes the password change', async () => {
    const customer = await createCustomer(t.db);
    const client = new Client(t.app, ADDRESS);
    await login(client, customer.email, customer.password);
    await sql`alter table audit_event add constraint test_refuse check (action <> 'password.changed') not valid`.execute(
      t.db,
    );
    try {
      const change = await client.post('/api/account/password', {
        oldPassword: customer.password,
        newPassword: remember('Nigdy-Nie-Zapisane-1'),
      });
      expect(change.statusCode).toBe(500);
    } finally {
      await sql`alter table audit_event drop constraint test_refuse`.execute(t.db);
    }
    expect((await login(new Client(t.app), customer.email, customer.password)).json().authorities).toEqual([
      'ROLE_USER',
    ]);
  });

  it('no row of the trail holds a password, code, token, key or the stranger’s e-mail', async () => {
    const rows = await t.db.selectFrom('audit_event').selectAll().execute();
    expect(rows.length).toBeGreaterThan(25);
    const text = JSON.stringify(rows);
    expect(secrets.size).toBeGreaterThan(15);
    for (const secret of secrets) expect(text, secret).not.toContain(secret);
  });
});

describe('GET /api/backoffice/audit-events', () => {
  let key: string;
  beforeAll(async () => {
    key = await createIntegrationKey(t.db, 'audit-reader');
  });
  const list = (query: Record<string, string>) =>
    t.app.inject({
      method: 'GET',
      url: `/api/backoffice/audit-events?${new URLSearchParams(query)}`,
      headers: { 'x-api-key': key },
    });

  it('filters by action (or its prefix), actor, subject, outcome and time, newest first, in pages', async () => {
    const customer = await createCustomer(t.db);
    await login(new Client(t.app, ADDRESS), customer.email, 'Zle-Haslo-321');
    await login(new Client(t.app, ADDRESS), customer.email, customer.password);
    await login(new Client(t.app, ADDRESS), customer.email, customer.password);
    const subject = `account:${customer.id}`;

    const all = (await list({ subject })).json() as AuditEventPage;
    expect(all.events.map((e) => e.action)).toEqual(['login.succeeded', 'login.succeeded', 'login.failed']);
    expect(all.events[0]).toMatchObject({
      actorKind: 'customer',
      actorId: String(customer.id),
      subjectKind: 'account',
      subjectId: String(customer.id),
      outcome: 'success',
      address: ADDRESS,
      details: { method: 'password' },
    });
    expect(all.nextBefore).toBeNull();

    const failures = (await list({ subject, outcome: 'failure' })).json() as AuditEventPage;
    expect(failures.events.map((e) => e.action)).toEqual(['login.failed']);
    expect((await list({ subject, action: 'login' })).json().events).toHaveLength(3);
    expect((await list({ subject, action: 'login.failed' })).json().events).toHaveLength(1);
    expect((await list({ subject, action: 'log' })).json().events).toHaveLength(0);
    expect((await list({ subject, actor: 'visitor' })).json().events).toHaveLength(1);
    expect((await list({ subject, actor: `customer:${customer.id}` })).json().events).toHaveLength(2);

    const first = (await list({ subject, limit: '2' })).json() as AuditEventPage;
    expect(first.events).toHaveLength(2);
    expect(first.nextBefore).toBe(first.events[1]!.id);
    const next = (await list({ subject, limit: '2', before: String(first.nextBefore) })).json();
    expect(next.events.map((e: { action: string }) => e.action)).toEqual(['login.failed']);
    expect(next.nextBefore).toBeNull();

    const at = Date.parse(all.events[0]!.at);
    const future = new Date(at + 60_000).toISOString();
    expect((await list({ subject, since: future })).json().events).toHaveLength(0);
    expect((await list({ subject, until: future })).json().events).toHaveLength(3);

    // The reads themselves are back-office calls, recorded with the key.
    const reads = (await list({ action: 'backoffice.call', limit: '1' })).json() as AuditEventPage;
    expect(reads.events[0]!.details).toMatchObject({ route: '/api/backoffice/audit-events', method: 'GET' });
  });

  it('refuses malformed filters with a Polish 400, and answers only to a key', async () => {
    const malformed: Record<string, string>[] = [
      { action: 'DROP TABLE' },
      { actor: 'admin:1' },
      { subject: 'account' },
      { since: 'wczoraj' },
      { limit: '0' },
      { before: '-1' },
    ];
    for (const query of malformed) {
      const response = await list(query);
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
    }
    const backwards = await list({ since: '2026-02-01T00:00:00Z', until: '2026-01-01T00:00:00Z' });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toMatch(/Początek okresu/);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/backoffice/audit-events' });
    expect(anonymous.statusCode).toBe(401);
  });
});
