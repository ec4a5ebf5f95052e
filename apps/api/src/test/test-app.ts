// One database per test file (PGlite takes seconds to start): in memory by default, or a fresh schema
// on the PostgreSQL of DATABASE_URL, so the data layer is proven on both engines.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LightMyRequestResponse } from 'fastify';
import { CSRF_COOKIE, CSRF_HEADER, SESSION_COOKIE } from '@portal/api-contract';
import { buildApp, type App } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import { openDatabase, type Database } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import type { ServiceOverrides } from '../plugins/services.ts';

export const usingPostgres = /^postgres/.test(process.env.DATABASE_URL ?? '');

export async function openTestDatabase(): Promise<{ db: Database; drop: () => Promise<void>; schema?: string }> {
  if (!usingPostgres) {
    const db = await openDatabase({ url: 'pglite://memory' });
    await migrateToLatest(db);
    return { db, drop: async () => {} };
  }
  const url = process.env.DATABASE_URL as string;
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const db = await openDatabase({ url, schema });
  await migrateToLatest(db, schema);
  return {
    db,
    schema,
    drop: async () => {
      const admin = await openDatabase({ url });
      await admin.schema.dropSchema(schema).ifExists().cascade().execute();
      await admin.destroy();
    },
  };
}

export interface TestApp {
  app: App;
  db: Database;
  config: Config;
  close: () => Promise<void>;
}

export async function createTestApp(
  overrides: Partial<Config> = {},
  setup?: (app: App) => void,
  services?: ServiceOverrides,
): Promise<TestApp> {
  const { db, drop } = await openTestDatabase();
  const config: Config = {
    ...loadConfig({ NODE_ENV: 'test' }),
    portalDist: '/nonexistent',
    filesDir: mkdtempSync(path.join(tmpdir(), 'portal-files-')),
    schemasDir: path.join(path.dirname(fileURLToPath(import.meta.url)), 'schemas'),
    ...overrides,
  };
  const app = await buildApp({ config, db, secret: 'test-secret', logger: process.env.TEST_LOG ? { level: 'error' } : false, ...(services ? { services } : {}) });
  setup?.(app);
  await app.ready();
  return {
    app,
    db,
    config,
    close: async () => {
      await app.close();
      await drop();
      if (config.filesDir.includes('portal-files-')) rmSync(config.filesDir, { recursive: true, force: true });
    },
  };
}

/** A browser's cookie jar in miniature: keeps cookies between injected requests. */
export class Client {
  readonly cookies = new Map<string, string>();

  constructor(private readonly app: App) {}

  private remember(response: LightMyRequestResponse): void {
    for (const cookie of response.cookies) this.cookies.set(cookie.name, cookie.value);
  }

  get cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  get sessionId(): string | undefined {
    return this.cookies.get(SESSION_COOKIE);
  }

  async csrf(): Promise<string> {
    const response = await this.app.inject({ method: 'POST', url: '/api/csrf', headers: { cookie: this.cookieHeader } });
    this.remember(response);
    const token = this.cookies.get(CSRF_COOKIE);
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
    if (mutating && !this.cookies.has(CSRF_COOKIE)) await this.csrf();
    const response = await this.app.inject({
      method,
      url,
      headers: {
        cookie: this.cookieHeader,
        ...(mutating ? { [CSRF_HEADER]: this.cookies.get(CSRF_COOKIE) ?? '' } : {}),
        ...headers,
      },
      ...(body === undefined ? {} : { payload: body as object }),
    });
    this.remember(response);
    return response;
  }

  get = (url: string) => this.request('GET', url);
  post = (url: string, body?: unknown) => this.request('POST', url, body);
}
