// The resilience work on the real engines: a database fault reaches the code as one DatabaseUnavailableError, is
// logged once, and the pool recovers by itself. Runs on PGlite and, with DATABASE_URL, on PostgreSQL; the
// shared server is never stopped or frozen: faults are made on our own connections only.
import { createServer, type Server, type Socket } from 'node:net';
import { sql } from 'kysely';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { usingPostgres } from '../test/test-app.ts';
import { freezableProxy } from '../test/freezable-proxy.ts';
import { databaseHealth, openDatabase, type Database } from './database.ts';
import { DatabaseUnavailableError } from './database-faults.ts';
import { defaultDatabaseSettings, type DatabaseSettings } from './database-settings.ts';

const opened: Database[] = [];
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((db) => db.destroy().catch(() => undefined)));
  await Promise.all(cleanups.splice(0).map((cleanup) => cleanup()));
});

async function open(
  settings: Partial<DatabaseSettings>,
  url = usingPostgres ? process.env.DATABASE_URL! : 'pglite://memory',
) {
  const db = await openDatabase({ url, settings: { ...defaultDatabaseSettings, ...settings } });
  opened.push(db);
  const lines: { level: string; message: string; details: object }[] = [];
  const at = (level: string) => (details: object, message: string) =>
    void lines.push({ level, details, message });
  databaseHealth(db)!.attach({ error: at('error'), warn: at('warn'), info: at('info') });
  return { db, lines };
}

async function faultOf(query: Promise<unknown>): Promise<DatabaseUnavailableError> {
  const error = await query.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(DatabaseUnavailableError);
  return error as DatabaseUnavailableError;
}

const pidOf = async (db: Database) =>
  (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(db)).rows[0]!.pid;

describe('on the engine of this run', () => {
  it('a caller waiting longer than the connect timeout gets a fault, and the next one the connection once it is free', async () => {
    const { db, lines } = await open({ connectTimeoutMs: 200, poolSize: 1 });
    let finish!: () => void;
    const done = new Promise<void>((resolve) => (finish = resolve));
    const holder = db.transaction().execute(async (trx) => {
      await sql`select 1`.execute(trx);
      await done;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));

    const error = await faultOf(sql`select 1`.execute(db));
    expect(error.fault.reason).toBe('connect timeout');
    await faultOf(sql`select 1`.execute(db));
    expect(lines.filter((line) => line.message === 'database unavailable')).toHaveLength(1);

    finish();
    await holder;
    expect((await sql<{ one: number }>`select 1 as one`.execute(db)).rows).toEqual([{ one: 1 }]);
    expect(lines.at(-1)?.message).toBe('database available again');
  });

  it('nobody listening at the address is a fault, not a crash', async () => {
    const { db } = await open({ connectTimeoutMs: 1_000 }, 'postgres://postgres@127.0.0.1:1/portal');
    expect((await faultOf(sql`select 1`.execute(db))).fault.reason).toBe('connection refused');
  });

  it('a server that accepts the connection and never answers is a connect timeout', async () => {
    const accepted: Socket[] = [];
    const silent: Server = createServer((socket) => void accepted.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    cleanups.push(async () => {
      for (const socket of accepted) socket.destroy();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    });
    const port = (silent.address() as { port: number }).port;
    const { db } = await open({ connectTimeoutMs: 300 }, `postgres://postgres@127.0.0.1:${port}/portal`);
    const started = performance.now();
    expect((await faultOf(sql`select 1`.execute(db))).fault.reason).toBe('connect timeout');
    expect(performance.now() - started).toBeLessThan(3_000);
  });
});

describe.runIf(usingPostgres)('on PostgreSQL', () => {
  it('names its connections portal-api, so an operator finds them in pg_stat_activity', async () => {
    const { db } = await open({});
    const row = await sql<{ name: string }>`select current_setting('application_name') as name`.execute(db);
    expect(row.rows[0]?.name).toBe('portal-api');
  });

  it('a statement past the statement timeout is cancelled by the server, and its connection serves the next query', async () => {
    const { db } = await open({ statementTimeoutMs: 200, poolSize: 1 });
    const pid = await pidOf(db);
    const error = await faultOf(sql`select pg_sleep(2)`.execute(db));
    expect(error.fault).toMatchObject({ reason: 'statement timeout', code: '57014' });
    expect(await pidOf(db)).toBe(pid);
  });

  it('a connection terminated while in use fails its query, and the pool opens a new one', async () => {
    const { db, lines } = await open({ poolSize: 1 });
    const pid = await pidOf(db);
    const error = await faultOf(sql`select pg_terminate_backend(pg_backend_pid())`.execute(db));
    expect(error.fault).toMatchObject({ reason: 'server shutting down', code: '57P01' });
    expect(await pidOf(db)).not.toBe(pid);
    expect(lines.map((line) => line.message)).toEqual(['database unavailable', 'database available again']);
  });

  it('an idle connection terminated by the server is logged and never fatal', async () => {
    const { db, lines } = await open({ poolSize: 1 });
    const pid = await pidOf(db);
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query('select pg_terminate_backend($1)', [pid]);
    await admin.end();
    for (let i = 0; i < 40 && !lines.some((line) => line.message === 'database connection lost'); i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(lines).toContainEqual({
      level: 'warn',
      message: 'database connection lost',
      details: { reason: 'server shutting down', code: '57P01' },
    });
    expect(await pidOf(db)).not.toBe(pid);
  });

  it('a server that stops answering mid-connection is a query timeout; that connection is dropped, not reused', async () => {
    const target = new URL(process.env.DATABASE_URL!);
    const proxy = await freezableProxy({ host: target.hostname, port: Number(target.port || 5432) });
    cleanups.push(() => proxy.close());
    const viaProxy = new URL(process.env.DATABASE_URL!);
    viaProxy.port = String(proxy.port);
    const { db } = await open(
      { statementTimeoutMs: 300, connectTimeoutMs: 500, poolSize: 1 },
      viaProxy.toString(),
    );
    const pid = await pidOf(db);

    proxy.freeze();
    const started = performance.now();
    const error = await faultOf(sql`select 1`.execute(db));
    expect(error.fault.reason).toBe('query timeout');
    // statement timeout + the client's slack, not the 27 s of the issue.
    expect(performance.now() - started).toBeLessThan(3_000);
    // While frozen, a new connection cannot be opened either: still a fault, still fast.
    await faultOf(sql`select 1`.execute(db));

    proxy.thaw();
    await expect.poll(() => pidOf(db).catch(() => pid), { timeout: 5_000 }).not.toBe(pid);
  });
});
