// Configuration from the environment, with defaults that are safe for a developer's machine.
import { fileURLToPath } from 'node:url';
import path from 'node:path';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export type Environment = 'development' | 'production' | 'test';

export interface Config {
  environment: Environment;
  host: string;
  port: number;
  /** See db/database.ts: postgres://…, pglite://memory or a PGlite folder. */
  databaseUrl: string;
  /** The built portal served with an SPA fallback; absent in API-only runs. */
  portalDist: string;
  /** Public origin of the portal, used in e-mailed links. */
  publicUrl: string;
  /** Cookies get Secure and responses HSTS: true unless the portal is served from localhost over http. */
  secureCookies: boolean;
  trustProxy: boolean;
  logLevel: string;
  session: { idleMinutes: number; absoluteHours: number };
  rateLimit: { max: number; windowMs: number };
  payments: { titleLimit: number; amountLimit: number };
  seedDemoData: boolean;
}

function int(value: string | undefined, fallback: number): number {
  const parsed = Number.parseInt(value ?? '', 10);
  return Number.isFinite(parsed) ? parsed : fallback;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const environment: Environment =
    env.NODE_ENV === 'production' ? 'production' : env.NODE_ENV === 'test' ? 'test' : 'development';
  const port = int(env.PORT, 3000);
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, '');
  const local = /^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/.test(publicUrl);
  return {
    environment,
    host: env.HOST ?? '0.0.0.0',
    port,
    databaseUrl: env.DATABASE_URL ?? path.join(repoRoot, 'data', 'pglite'),
    portalDist: env.PORTAL_DIST ?? path.join(repoRoot, 'apps', 'portal', 'dist'),
    publicUrl,
    secureCookies: !local,
    trustProxy: env.TRUST_PROXY === 'true',
    logLevel: env.LOG_LEVEL ?? (environment === 'test' ? 'warn' : 'info'),
    session: {
      idleMinutes: int(env.SESSION_IDLE_MINUTES, 30),
      absoluteHours: int(env.SESSION_ABSOLUTE_HOURS, 12),
    },
    rateLimit: { max: int(env.RATE_LIMIT_MAX, 600), windowMs: int(env.RATE_LIMIT_WINDOW_MS, 60_000) },
    payments: {
      titleLimit: int(env.PAYMENT_TITLE_LIMIT, 127),
      amountLimit: int(env.PAYMENT_AMOUNT_LIMIT, 100_000),
    },
    seedDemoData: env.SEED_DEMO_DATA ? env.SEED_DEMO_DATA === 'true' : environment !== 'production',
  };
}
