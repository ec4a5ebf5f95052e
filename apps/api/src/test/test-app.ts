// One database per test file: in memory by default, started from the run's migrated cluster
// (pglite-snapshot.ts), or a fresh schema on the PostgreSQL of DATABASE_URL (postgres-schemas.ts), so the
// data layer is proven on both engines.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { cookieName, CSRF_COOKIE, CSRF_HEADER, SESSION_COOKIE } from '@portal/api-contract';
import { buildApp, type App } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import { openDatabase, type Database } from '../db/database.ts';
import { defaultDatabaseSettings, type DatabaseSettings } from '../db/database-settings.ts';
import { migrateToLatest } from '../db/migrate.ts';
import type { ServiceOverrides } from '../plugins/services.ts';
import { keptCluster, rememberMigratedSchema } from './kept-cluster.ts';
import { migratedSnapshot } from './pglite-snapshot.ts';
import { runSchemaPrefix } from './postgres-schemas.ts';

export const usingPostgres = /^postgres/.test(process.env.DATABASE_URL ?? '');

export async function openTestDatabase(
  settings: DatabaseSettings = defaultDatabaseSettings,
): Promise<{ db: Database; drop: () => Promise<void>; schema?: string }> {
  if (!usingPostgres) {
    const startFrom = await migratedSnapshot();
    const db = await openDatabase({
      url: 'pglite://memory',
      settings,
      cluster: keptCluster,
      ...(startFrom ? { startFrom } : {}),
    });
    // Nothing to do when the snapshot is current; a migration added since would still be applied.
    await migrateToLatest(db);
    await rememberMigratedSchema(db);
    return { db, drop: async () => {} };
  }
  const url = process.env.DATABASE_URL as string;
  const runPrefix = await runSchemaPrefix();
  const schema = `${runPrefix ?? 'test_'}${randomBytes(6).toString('hex')}`;
  const db = await openDatabase({ url, schema, settings });
  await migrateToLatest(db, schema);
  return {
    db,
    schema,
    drop: async () => {
      // The run drops its schemas when it ends (postgres-schemas.ts).
      if (runPrefix) return;
      const admin = await openDatabase({ url });
      await admin.schema.dropSchema(schema).ifExists().cascade().execute();
      await admin.destroy();
    },
  };
}

/**
 * A database of the test file's own: opened before its first test (then `opened` sees it, e.g. to keep it
 * in the file's `db`), destroyed and dropped after its last.
 */
export function withTestDatabase(opened: (db: Database) => void | Promise<void>): void {
  let database: Awaited<ReturnType<typeof openTestDatabase>> | undefined;
  beforeAll(async () => {
    database = await openTestDatabase();
    await opened(database.db);
  });
  afterAll(async () => {
    await database?.db.destroy();
    await database?.drop();
  });
}

/** The same, for a describe block that reads the database as `database.db`. */
export function useTestDatabase(): { readonly db: Database } {
  let db: Database | undefined;
  withTestDatabase((opened) => {
    db = opened;
  });
  return {
    get db() {
      if (!db) throw new Error('the test database opens in beforeAll');
      return db;
    },
  };
}

export interface TestApp {
  app: App;
  db: Database;
  config: Config;
  close: () => Promise<void>;
}

/**
 * An app whose accounts lock after three wrong passwords (long before a captcha is asked), with rate limits
 * out of the way, and whose account-request queue the tests handle themselves, at the moment they choose.
 */
export function lockingAccountsConfig(): Partial<Config> {
  const base = loadConfig({ NODE_ENV: 'test' });
  return {
    auth: { ...base.auth, captchaAfter: 100, lockAfter: 3 },
    rateLimit: { max: 10_000, windowMs: 60_000, auth: 10_000 },
    accountRequestIntervalMs: 3_600_000,
  };
}

/** The configuration an app under test runs with: its own files folder, the test schemas. */
function testConfig(overrides: Partial<Config>): Config {
  return {
    ...loadConfig({ NODE_ENV: 'test' }),
    portalDist: '/nonexistent',
    filesDir: mkdtempSync(path.join(tmpdir(), 'portal-files-')),
    schemasDir: path.join(path.dirname(fileURLToPath(import.meta.url)), 'schemas'),
    ...overrides,
  };
}

export async function createTestApp(
  overrides: Partial<Config> = {},
  setup?: (app: App) => void,
  services?: ServiceOverrides,
  /** What the app sees of the database, e.g. with a plugin that records its queries. */
  wrapDatabase: (db: Database) => Database = (db) => db,
): Promise<TestApp> {
  const config = testConfig(overrides);
  const { db, drop } = await openTestDatabase(config.database);
  const app = await buildApp({
    config,
    db: wrapDatabase(db),
    secret: 'test-secret',
    logger: process.env.TEST_LOG ? { level: 'error' } : false,
    ...(services ? { services } : {}),
  });
  setup?.(app);
  await app.ready();
  return {
    app,
    db,
    config,
    close: async () => {
      await app.close();
      await drop();
      if (config.filesDir.includes('portal-files-'))
        rmSync(config.filesDir, { recursive: true, force: true });
    },
  };
}

/**
 * Scaling out: several app instances ("replicas") on one database, each with its own connection pool on
 * PostgreSQL (DATABASE_URL); on PGlite they share its one connection.
 */
export async function createTestReplicas(
  count: number,
  overrides: Partial<Config> = {},
  services?: ServiceOverrides,
): Promise<{ apps: App[]; db: Database; close: () => Promise<void> }> {
  const config = testConfig(overrides);
  const { db, drop, schema } = await openTestDatabase(config.database);
  const apps: App[] = [];
  for (let i = 0; i < count; i++) {
    const own =
      usingPostgres && i > 0
        ? await openDatabase({ url: process.env.DATABASE_URL as string, schema, settings: config.database })
        : db;
    const app = await buildApp({
      config,
      db: own,
      secret: 'test-secret',
      logger: process.env.TEST_LOG ? { level: 'error' } : false,
      ...(services ? { services } : {}),
    });
    await app.ready();
    apps.push(app);
  }
  return {
    apps,
    db,
    close: async () => {
      // The first app owns the database the others may share: it closes last.
      for (const app of apps.slice().reverse()) await app.close();
      await drop();
      rmSync(config.filesDir, { recursive: true, force: true });
    },
  };
}

/** A browser's cookie jar in miniature: keeps cookies between injected requests. */
export class Client {
  readonly cookies = new Map<string, string>();

  /** `remoteAddress`: the client's address (inject's default is 127.0.0.1, shared by every client). */
  constructor(
    private readonly app: App,
    private readonly remoteAddress?: string,
  ) {}

  /** The cookie names the app uses (`__Host-` prefixed when it serves https). */
  private get names() {
    const secure = this.app.config.secureCookies;
    return { session: cookieName(SESSION_COOKIE, secure), csrf: cookieName(CSRF_COOKIE, secure) };
  }

  private remember(response: LightMyRequestResponse): void {
    for (const cookie of response.cookies) this.cookies.set(cookie.name, cookie.value);
  }

  get cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  get sessionId(): string | undefined {
    return this.cookies.get(this.names.session);
  }

  async csrf(): Promise<string> {
    const response = await this.app.inject({
      method: 'POST',
      url: '/api/csrf',
      headers: { cookie: this.cookieHeader },
      ...(this.remoteAddress ? { remoteAddress: this.remoteAddress } : {}),
    });
    this.remember(response);
    const token = this.cookies.get(this.names.csrf);
    if (!token) throw new Error('no anti-forgery cookie');
    return token;
  }

  async request(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<LightMyRequestResponse> {
    const mutating = method !== 'GET';
    if (mutating && !this.cookies.has(this.names.csrf)) await this.csrf();
    const response = await this.app.inject({
      method,
      url,
      headers: {
        cookie: this.cookieHeader,
        ...(mutating ? { [CSRF_HEADER]: this.cookies.get(this.names.csrf) ?? '' } : {}),
        ...headers,
      },
      ...(body === undefined ? {} : { payload: body as object }),
      ...(this.remoteAddress ? { remoteAddress: this.remoteAddress } : {}),
    });
    this.remember(response);
    return response;
  }

  get = (url: string) => this.request('GET', url);
  post = (url: string, body?: unknown) => this.request('POST', url, body);
}
