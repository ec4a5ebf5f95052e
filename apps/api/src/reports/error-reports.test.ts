// Data lifecycle, the second flood: /api/js-error and /api/report-error took ~25 KB reports from anyone holding
// the free anti-forgery cookie, limited only by the global 600/min: 560 reports in 12.8 s grew the
// database from 43 to 74 MB. Repeated here: the reports are refused early (413 for their size, 429 past
// the limit of the address), repeats are counted in one row, and the tables keep at most their cap.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { Client, createTestApp, type TestApp } from '../test/test-app.ts';
import { loadConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import { firstStackFrame, routeOf } from './error-reports.ts';

const defaults = loadConfig({ NODE_ENV: 'test' }).floodLimits;

let t: TestApp;
let capped: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // A small cap and no limit per address worth the name, to fill the table.
  capped = await createTestApp({ floodLimits: { ...defaults, errorReports: 1000, errorReportMaxRows: 5 } });
});
afterAll(async () => {
  await t.close();
  await capped.close();
});

async function tableFigures(db: Database, table: 'js_error' | 'error_report') {
  const { rows } = await sql<{ n: number; bytes: number }>`
    select (select count(*) from ${sql.table(table)})::integer as n,
           pg_total_relation_size(${table}::regclass)::bigint as bytes`.execute(db);
  return { rows: Number(rows[0]!.n), bytes: Number(rows[0]!.bytes) };
}

/** A render error as big as main allowed (~25 KB), each one distinct. */
const bigReport = (i: number) => ({
  code: `JS.FLOOD${1_795_400_000_000 + i}`,
  message: `Error ${i}: ${'m'.repeat(1990)}`,
  path: `/${'p'.repeat(1990)}`,
  width: 1280,
  userName: null,
  userAgent: 'u'.repeat(1000),
  stack: `Error ${i}\n    at f${i} (app.js:1:1)\n${'s'.repeat(19_900)}`,
});

const smallReport = (i: number, stack = `Error\n    at render${i} (app.js:${i}:1)`) => ({
  code: `JS.SMALL${1_795_400_000_000 + i}`,
  message: `TypeError: x${i} is undefined`,
  path: '/lista-spraw',
  width: 390,
  userName: null,
  userAgent: 'Mozilla/5.0',
  stack,
});

describe('the flood of render error reports', () => {
  it('560 reports of ~25 KB from one address: refused early, nothing stored', async () => {
    const before = await tableFigures(t.db, 'js_error');
    const client = new Client(t.app, '198.51.100.10');
    await client.csrf();
    const started = Date.now();
    const statuses = new Map<number, number>();
    for (let i = 0; i < 560; i += 1) {
      const response = await client.post('/api/js-error', bigReport(i));
      statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
    }
    const after = await tableFigures(t.db, 'js_error');
    console.info(
      `js-error flood: ${JSON.stringify(Object.fromEntries(statuses))} in ${Date.now() - started} ms; ` +
        `js_error ${before.rows} -> ${after.rows} rows, ${before.bytes} -> ${after.bytes} bytes`,
    );
    // The first ten are read and refused for their size (the contract's limits); the rest are refused
    // before their bodies are read.
    expect(Object.fromEntries(statuses)).toEqual({
      400: defaults.errorReports,
      429: 560 - defaults.errorReports,
    });
    expect(after.rows).toBe(before.rows);
  });

  it('a body over 32 KB is refused (413) before it is parsed', async () => {
    const client = new Client(t.app, '198.51.100.11');
    const response = await client.post('/api/js-error', { ...smallReport(1), stack: 's'.repeat(40_000) });
    expect(response.statusCode).toBe(413);
  });

  it('small distinct reports: the limit of the address stores ten, then 429 with Retry-After', async () => {
    const before = await tableFigures(t.db, 'js_error');
    const client = new Client(t.app, '198.51.100.12');
    await client.csrf();
    const statuses: number[] = [];
    let retryAfter: string | undefined;
    for (let i = 0; i < 30; i += 1) {
      const response = await client.post('/api/js-error', smallReport(i));
      statuses.push(response.statusCode);
      if (response.statusCode === 429) retryAfter = String(response.headers['retry-after']);
    }
    expect(statuses.filter((s) => s === 204)).toHaveLength(defaults.errorReports);
    expect(statuses.filter((s) => s === 429)).toHaveLength(30 - defaults.errorReports);
    expect(Number(retryAfter)).toBeGreaterThan(0);
    expect((await tableFigures(t.db, 'js_error')).rows - before.rows).toBe(defaults.errorReports);
  });

  it('the same error again is one row counting its occurrences, with the latest code', async () => {
    const client = new Client(t.app, '198.51.100.13');
    const stack = 'TypeError: y\n    at render (app.js:7:7)\n    at other (app.js:8:8)';
    for (let i = 0; i < 4; i += 1) {
      // Another code each time (the portal makes one per occurrence), another case id in the path.
      const response = await client.post('/api/js-error', {
        ...smallReport(100, stack),
        code: `JS.REPEAT${1_795_400_000_000 + i}`,
        path: `/sprawy/${1000 + i}`,
      });
      expect(response.statusCode).toBe(204);
    }
    const rows = await t.db.selectFrom('js_error').selectAll().where('code', 'like', 'JS.REPEAT%').execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      code: 'JS.REPEAT1795400000000',
      last_code: 'JS.REPEAT1795400000003',
      occurrences: 4,
    });
    expect(rows[0]!.last_seen_at.getTime()).toBeGreaterThanOrEqual(rows[0]!.created_at.getTime());
  });
});

describe('the flood of error reports from the error page', () => {
  it('25 KB reports are refused (413) unread; the limit of the address answers 429', async () => {
    const before = await tableFigures(t.db, 'error_report');
    const client = new Client(t.app, '198.51.100.20');
    await client.csrf();
    const big = await client.post('/api/report-error', { code: 'K0D', info: 'i'.repeat(25_000) });
    expect(big.statusCode).toBe(413);
    const statuses: number[] = [];
    for (let i = 0; i < 20; i += 1) {
      statuses.push(
        (await client.post('/api/report-error', { code: `K0D-${i}`, info: 'Nie działa' })).statusCode,
      );
    }
    // The refused 413 counted against the address too.
    expect(statuses.filter((s) => s === 204)).toHaveLength(defaults.errorReports - 1);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20 - defaults.errorReports + 1);
    expect((await tableFigures(t.db, 'error_report')).rows - before.rows).toBe(defaults.errorReports - 1);
  });

  it('the same report again is counted, not stored again', async () => {
    const client = new Client(t.app, '198.51.100.21');
    for (let i = 0; i < 3; i += 1) {
      expect(
        (await client.post('/api/report-error', { code: 'K0D-SAME', info: 'Ekran się nie ładuje' }))
          .statusCode,
      ).toBe(204);
    }
    const rows = await t.db.selectFrom('error_report').selectAll().where('code', '=', 'K0D-SAME').execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.occurrences).toBe(3);
  });
});

describe('the cap on stored reports (ERROR_REPORT_MAX_ROWS)', () => {
  it('keeps at most the cap of distinct reports; beyond it 204 without storing; repeats still count', async () => {
    const client = new Client(capped.app, '198.51.100.30');
    for (let i = 0; i < 20; i += 1) {
      expect((await client.post('/api/js-error', smallReport(i))).statusCode).toBe(204);
      expect((await client.post('/api/report-error', { code: `K0D-${i}`, info: 'x' })).statusCode).toBe(204);
    }
    expect((await tableFigures(capped.db, 'js_error')).rows).toBe(5);
    expect((await tableFigures(capped.db, 'error_report')).rows).toBe(5);
    expect((await client.post('/api/js-error', smallReport(0))).statusCode).toBe(204);
    const first = await capped.db
      .selectFrom('js_error')
      .select('occurrences')
      .where('code', '=', smallReport(0).code)
      .executeTakeFirstOrThrow();
    expect(first.occurrences).toBe(2);
  });
});

describe('the fingerprint', () => {
  it('takes the first line of the stack that names a place in the code, in V8 and Firefox', () => {
    expect(firstStackFrame('TypeError: x\n    at f (app.js:1:2)\n    at g (app.js:3:4)')).toBe(
      'at f (app.js:1:2)',
    );
    expect(firstStackFrame('f@https://portal/app.js:1:2\ng@https://portal/app.js:3:4')).toBe(
      'f@https://portal/app.js:1:2',
    );
    expect(firstStackFrame('')).toBe('');
  });

  it('does not tell pages apart by the numbers in their path', () => {
    expect(routeOf('/sprawy/123/pisma')).toBe(routeOf('/sprawy/456/pisma'));
    expect(routeOf('/sprawy')).not.toBe(routeOf('/faktury'));
  });
});
