import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/config/frontend', () => {
  it('gives the payment limits, file limits and cache time the portal needs', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/config/frontend' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      paymentTitleLimit: 127,
      paymentAmountLimit: 100000,
      cacheMs: 900000,
      errorReportMaxLength: 1024,
      files: { minFileSize: 1, maxFileSize: 10485760, maxTotalSize: 52428800 },
    });
  });
});

describe('POST /api/report-error', () => {
  it('stores a report of exactly 1024 characters', async () => {
    const client = new Client(t.app);
    const info = 'ż'.repeat(1024);
    const response = await client.post('/api/report-error', { code: 'K0D-1024', info });
    expect(response.statusCode).toBe(204);
    const stored = await t.db.selectFrom('error_report').selectAll().where('code', '=', 'K0D-1024').execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]?.info).toBe(info);
  });

  it('refuses 1025 characters with a 400 naming the field, and stores nothing', async () => {
    const client = new Client(t.app);
    const response = await client.post('/api/report-error', { code: 'K0D-1025', info: 'a'.repeat(1025) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      status: 400,
      error: 'bad_request',
      details: [{ pointer: '/info' }],
    });
    const stored = await t.db.selectFrom('error_report').selectAll().where('code', '=', 'K0D-1025').execute();
    expect(stored).toHaveLength(0);
  });

  it('requires the code', async () => {
    const client = new Client(t.app);
    const response = await client.post('/api/report-error', { info: 'x' });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toContainEqual({
      pointer: '/code',
      keyword: 'required',
      message: 'Pole obowiązkowe',
    });
  });
});

describe('POST /api/js-error', () => {
  const report = {
    code: 'JS.abcXYZ.1795400000000',
    message: 'x is undefined',
    path: '/lista-spraw',
    width: 390,
    userName: null,
    userAgent: 'Mozilla/5.0',
    stack: 'TypeError: x is undefined\n at f (app.js:1:1)',
  };

  it('stores a render error report', async () => {
    const client = new Client(t.app);
    const response = await client.post('/api/js-error', report);
    expect(response.statusCode).toBe(204);
    const stored = await t.db
      .selectFrom('js_error')
      .selectAll()
      .where('code', '=', report.code)
      .executeTakeFirst();
    expect(stored).toMatchObject({ path: '/lista-spraw', width: 390, user_agent: 'Mozilla/5.0' });
  });

  it('refuses a code that is not JS. + letters + timestamp', async () => {
    const client = new Client(t.app);
    const response = await client.post('/api/js-error', { ...report, code: 'DROP TABLE' });
    expect(response.statusCode).toBe(400);
  });
});
