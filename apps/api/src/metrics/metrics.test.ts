// Operability: /metrics on its own listener, scraped after real requests: the figures move, labels carry route
// templates (never raw URLs), and the public listener knows no /metrics.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, createTestApp, type TestApp } from '../test/test-app.ts';
import { createCustomer, lastMailTo, linkIn } from '../test/accounts.ts';
import { samplePdf } from '../test/multipart.ts';
import { postMultipart } from '../test/cases.ts';
import { solveAltcha } from '../test/captcha.ts';
import { loadConfig } from '../config.ts';
import { serveMetrics } from './server.ts';
import { meteredJob } from './metrics.ts';
import { UNMATCHED_ROUTE } from './plugin.ts';

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp({
    auth: {
      ...loadConfig({ NODE_ENV: 'test' }).auth,
      captchaAfter: 100,
      lockAfter: 2,
      addressFailures: 10_000,
    },
    captcha: { provider: 'altcha', altchaMaxNumber: 1000 },
    rateLimit: { max: 10_000, windowMs: 60_000, auth: 10_000 },
  });
  ({ port } = await serveMetrics(t.app, { host: '127.0.0.1', port: 0 }));
});
afterAll(() => t.close());

async function scrape(): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${port}/metrics`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return response.text();
}

/** The value of one series of the exposition text; 0 when the series is absent. */
function value(text: string, name: string, labels: Record<string, string> = {}): number {
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const present = Object.fromEntries(
      [...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1], m[2]]),
    );
    if (Object.entries(labels).every(([key, wanted]) => present[key] === wanted)) return Number(match[3]);
  }
  return 0;
}

async function until(check: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 100; i++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('condition not met in 5 s');
}

describe('the metrics listener', () => {
  it('is never served by the public listener', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/metrics' })).statusCode).toBe(404);
  });

  it('answers /metrics only', async () => {
    expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(404);
    expect((await fetch(`http://127.0.0.1:${port}/metrics`, { method: 'POST' })).status).toBe(404);
  });

  it('counts and times requests by route template, method and status class', async () => {
    const before = await scrape();
    const labels = { route: '/healthz', method: 'GET', status_class: '2xx' };
    for (let i = 0; i < 3; i++) await t.app.inject({ method: 'GET', url: '/healthz' });
    // Two distinct unknown URLs are one series: no URL reaches a label.
    await t.app.inject({ method: 'GET', url: `/api/nic-${randomUUID()}` });
    await t.app.inject({ method: 'GET', url: `/api/nic-${randomUUID()}` });
    const after = await scrape();
    expect(value(after, 'portal_http_requests_total', labels)).toBe(
      value(before, 'portal_http_requests_total', labels) + 3,
    );
    expect(value(after, 'portal_http_request_duration_seconds_count', labels)).toBe(
      value(before, 'portal_http_request_duration_seconds_count', labels) + 3,
    );
    const unmatched = { route: UNMATCHED_ROUTE, method: 'GET', status_class: '4xx' };
    expect(value(after, 'portal_http_requests_total', unmatched)).toBe(
      value(before, 'portal_http_requests_total', unmatched) + 2,
    );
    expect(after).not.toContain('/api/nic-');
  });

  it('reports the database pool, the dependencies and the process', async () => {
    const text = await scrape();
    expect(value(text, 'portal_db_pool_connections', { state: 'total' })).toBeGreaterThanOrEqual(1);
    expect(text).toMatch(/^portal_db_pool_connections\{state="waiting"\} \d+$/m);
    expect(value(text, 'portal_db_pool_max_connections')).toBeGreaterThanOrEqual(1);
    expect(value(text, 'portal_dependency_up', { dependency: 'database' })).toBe(1);
    expect(value(text, 'portal_dependency_up', { dependency: 'storage' })).toBe(1);
    expect(value(text, 'portal_process_resident_memory_bytes')).toBeGreaterThan(0);
    // The scrape's own storage check is timed like every storage call.
    expect(
      value(text, 'portal_storage_operation_duration_seconds_count', {
        operation: 'check',
        adapter: 'local',
        outcome: 'success',
      }),
    ).toBeGreaterThan(0);
  });

  it('counts sign-ins by outcome and the lockouts', async () => {
    const before = await scrape();
    const customer = await createCustomer(t.db);
    const login = (password: string) =>
      new Client(t.app).post('/api/account/login', { username: customer.email, password });
    expect((await login(customer.password)).statusCode).toBe(200);
    await login('zle-haslo-1');
    await login('zle-haslo-2');
    await login(customer.password);
    const after = await scrape();
    const moved = (name: string, labels: Record<string, string>) =>
      value(after, name, labels) - value(before, name, labels);
    expect(moved('portal_logins_total', { method: 'password', outcome: 'success' })).toBe(1);
    expect(moved('portal_logins_total', { method: 'password', outcome: 'failure' })).toBe(2);
    expect(moved('portal_logins_total', { method: 'password', outcome: 'locked' })).toBe(1);
    expect(moved('portal_account_lockouts_total', { method: 'password' })).toBe(1);
  });

  it('counts an application filed and confirmed by form, its stored file, and the outbox delivering its mail', async () => {
    const before = await scrape();
    const id = randomUUID();
    const email = `metryki.${Date.now()}@example.com`;
    const data = {
      applicant: { firstName: 'Jan', pesel: '44051401359' },
      contact: { email, smsPhone: '601-234-567' },
      power: { kw: 5, phase: 'single_phase' },
      documents: [{ id, name: 'tytul-prawny.pdf', size: 999, type: 'application/pdf' }],
    };
    const captcha = await solveAltcha(
      (await t.app.inject({ method: 'GET', url: '/api/captcha/challenge' })).json(),
    );
    const client = new Client(t.app);
    await client.csrf();
    const sent = await postMultipart(t.app, client, '/api/application/send', [
      { name: 'payload', value: JSON.stringify({ formId: 901, formVersion: '1.2.0', data, captcha }) },
      { name: `file:${id}`, value: samplePdf(1500), filename: 'tytul-prawny.pdf' },
    ]);
    expect(sent.statusCode).toBe(200);
    const mail = await lastMailTo(t.db, email);
    const token = linkIn(mail!.body_text, '/wniosek/potwierdz').searchParams.get('token');
    expect((await new Client(t.app).post('/api/application/confirm', { token })).statusCode).toBe(200);

    // The route kicked the worker; the dev mailbox takes the mail and the SMS at once. Both must have
    // left the outbox before the oldest waiting message can be none (the SMS may go out after the mail).
    await until(async () => {
      const text = await scrape();
      return ['email', 'sms'].every(
        (channel) => value(text, 'portal_outbox_pending_messages', { channel }) === 0,
      );
    });
    const after = await scrape();
    const moved = (name: string, labels: Record<string, string> = {}) =>
      value(after, name, labels) - value(before, name, labels);
    expect(moved('portal_applications_filed_total', { form: '901' })).toBe(1);
    expect(moved('portal_applications_confirmed_total', { form: '901' })).toBe(1);
    expect(
      moved('portal_storage_operation_duration_seconds_count', {
        operation: 'put',
        adapter: 'local',
        outcome: 'success',
      }),
    ).toBe(1);
    expect(
      moved('portal_outbox_deliveries_total', { channel: 'email', outcome: 'sent' }),
    ).toBeGreaterThanOrEqual(1);
    expect(
      moved('portal_outbox_deliveries_total', { channel: 'sms', outcome: 'sent' }),
    ).toBeGreaterThanOrEqual(1);
    expect(value(after, 'portal_outbox_oldest_pending_age_seconds')).toBe(0);
    expect(value(after, 'portal_dependency_up', { dependency: 'mail' })).toBe(1);
    const ready = (await t.app.inject({ method: 'GET', url: '/readyz' })).json();
    expect(ready.dependencies).toMatchObject({ mail: 'up', sms: 'up' });
  });

  it('reports the outbox backlog: how many wait and for how long the oldest has', async () => {
    // The backlog is this message alone, whatever the tests above left waiting (on PostgreSQL, one of
    // their messages sometimes still is).
    await t.db.deleteFrom('outbox').execute();
    const waiting = await t.db
      .insertInto('outbox')
      .values({
        channel: 'email',
        recipient: 'kolejka@example.com',
        subject: 'czeka',
        body_text: 'czeka',
        next_attempt_at: new Date(Date.now() + 3_600_000),
        created_at: new Date(Date.now() - 120_000),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    try {
      const text = await scrape();
      expect(value(text, 'portal_outbox_pending_messages', { channel: 'email' })).toBe(1);
      expect(value(text, 'portal_outbox_oldest_pending_age_seconds')).toBeGreaterThanOrEqual(119);
    } finally {
      await t.db.deleteFrom('outbox').where('id', '=', waiting.id).execute();
    }
    expect(value(await scrape(), 'portal_outbox_oldest_pending_age_seconds')).toBe(0);
  });

  it('times the periodic jobs, counts their failures, and reports when each last started in the fleet', async () => {
    const { metrics } = t.app;
    await meteredJob(metrics, 'housekeeping', async () => undefined)();
    await expect(
      meteredJob(metrics, 'retention', async () => {
        throw new Error('disk full');
      })(),
    ).rejects.toThrow('disk full');
    await t.db
      .insertInto('job_run')
      .values({ name: 'housekeeping', started_at: new Date(1_800_000_000_000) })
      .onConflict((conflict) =>
        conflict.column('name').doUpdateSet({ started_at: new Date(1_800_000_000_000) }),
      )
      .execute();
    const text = await scrape();
    expect(value(text, 'portal_job_runs_total', { job: 'housekeeping', outcome: 'success' })).toBe(1);
    expect(value(text, 'portal_job_runs_total', { job: 'retention', outcome: 'failure' })).toBe(1);
    expect(value(text, 'portal_job_duration_seconds_count', { job: 'retention' })).toBe(1);
    const lastRun = value(text, 'portal_job_last_run_timestamp_seconds', {
      job: 'housekeeping',
      outcome: 'success',
    });
    expect(Math.abs(lastRun - Date.now() / 1000)).toBeLessThan(60);
    expect(value(text, 'portal_job_last_started_timestamp_seconds', { job: 'housekeeping' })).toBe(
      1_800_000_000,
    );
  });

  it('keeps each app its own registry: a second app starts from zero', async () => {
    const other = await createTestApp();
    try {
      const { port: otherPort } = await serveMetrics(other.app, { host: '127.0.0.1', port: 0 });
      const text = await (await fetch(`http://127.0.0.1:${otherPort}/metrics`)).text();
      expect(value(text, 'portal_logins_total', { method: 'password', outcome: 'success' })).toBe(0);
      expect(value(await scrape(), 'portal_logins_total', { method: 'password', outcome: 'success' })).toBe(
        1,
      );
    } finally {
      await other.close();
    }
  });
});
