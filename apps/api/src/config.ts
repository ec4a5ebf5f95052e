// Configuration from the environment, with defaults that are safe for a developer's machine.
import { fileURLToPath } from 'node:url';
import path from 'node:path';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** Where `pnpm start` keeps the demo back-office key for `pnpm backoffice` (never in production). */
export const demoKeyFile = process.env.BACKOFFICE_KEY_FILE ?? path.join(repoRoot, 'data', 'backoffice.key');

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
  /** Requests per window per client address; `auth` applies to login and password endpoints. */
  rateLimit: { max: number; windowMs: number; auth: number };
  payments: {
    titleLimit: number;
    amountLimit: number;
    provider: 'simulator' | 'przelewy24';
    /** An order waiting longer than this for the provider expires and frees its invoices. */
    pendingMinutes: number;
    przelewy24: { baseUrl: string; merchantId: number; posId: number; apiKey: string; crc: string };
  };
  seedDemoData: boolean;
  auth: {
    /** Failed logins of one login name after which a captcha is required. */
    captchaAfter: number;
    /** Failed logins of one login name after which the account is locked until a password reset. */
    lockAfter: number;
    /** Failed logins from one address within the window after which every login from it needs a captcha. */
    addressFailures: number;
    addressWindowMinutes: number;
    mfaPendingMinutes: number;
    resetTokenHours: number;
    activationTokenDays: number;
    ssoTokenMinutes: number;
    /** scrypt cost as log2(N); lower only in tests. */
    passwordCostLog2: number;
  };
  captcha: { provider: 'altcha' | 'recaptcha'; altchaMaxNumber: number; recaptchaSecret: string; recaptchaSiteKey: string; recaptchaVerifyUrl?: string };
  mail: { smtpUrl: string | null; from: string };
  outboxIntervalMs: number;
  /** Where uploaded files are kept (embedded default); never under the served portal. */
  filesDir: string;
  /** The forms as data: catalog.json, defs/ and forms/ (architecture.md). */
  schemasDir: string;
  antivirus: { clamdHost: string | null; clamdPort: number };
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
    rateLimit: {
      max: int(env.RATE_LIMIT_MAX, 600),
      windowMs: int(env.RATE_LIMIT_WINDOW_MS, 60_000),
      auth: int(env.RATE_LIMIT_AUTH, 20),
    },
    payments: {
      titleLimit: int(env.PAYMENT_TITLE_LIMIT, 127),
      amountLimit: int(env.PAYMENT_AMOUNT_LIMIT, 100_000),
      provider: env.PAYMENT_PROVIDER === 'przelewy24' || (environment === 'production' && !env.PAYMENT_PROVIDER) ? 'przelewy24' : 'simulator',
      pendingMinutes: int(env.PAYMENT_PENDING_MINUTES, 30),
      przelewy24: {
        baseUrl: (env.P24_BASE_URL ?? 'https://sandbox.przelewy24.pl').replace(/\/$/, ''),
        merchantId: int(env.P24_MERCHANT_ID, 0),
        posId: int(env.P24_POS_ID, int(env.P24_MERCHANT_ID, 0)),
        apiKey: env.P24_API_KEY ?? '',
        crc: env.P24_CRC ?? '',
      },
    },
    seedDemoData: env.SEED_DEMO_DATA ? env.SEED_DEMO_DATA === 'true' : environment !== 'production',
    auth: {
      captchaAfter: int(env.LOGIN_CAPTCHA_AFTER, 3),
      lockAfter: int(env.LOGIN_LOCK_AFTER, 10),
      addressFailures: int(env.LOGIN_ADDRESS_FAILURES, 30),
      addressWindowMinutes: int(env.LOGIN_ADDRESS_WINDOW_MINUTES, 15),
      mfaPendingMinutes: int(env.MFA_PENDING_MINUTES, 5),
      resetTokenHours: int(env.RESET_TOKEN_HOURS, 2),
      activationTokenDays: int(env.ACTIVATION_TOKEN_DAYS, 7),
      ssoTokenMinutes: int(env.SSO_TOKEN_MINUTES, 5),
      passwordCostLog2: int(env.PASSWORD_COST_LOG2, environment === 'test' ? 10 : 15),
    },
    captcha: {
      provider: env.CAPTCHA_PROVIDER === 'recaptcha' ? 'recaptcha' : 'altcha',
      altchaMaxNumber: int(env.ALTCHA_MAX_NUMBER, 50_000),
      recaptchaSecret: env.RECAPTCHA_SECRET ?? '',
      recaptchaSiteKey: env.RECAPTCHA_SITE_KEY ?? '',
      ...(env.RECAPTCHA_VERIFY_URL ? { recaptchaVerifyUrl: env.RECAPTCHA_VERIFY_URL } : {}),
    },
    mail: { smtpUrl: env.SMTP_URL ?? null, from: env.MAIL_FROM ?? 'Portal Klienta OSD <portal@localhost>' },
    outboxIntervalMs: int(env.OUTBOX_INTERVAL_MS, 2000),
    filesDir: env.FILES_DIR ?? path.join(repoRoot, 'data', 'files'),
    schemasDir: env.SCHEMAS_DIR ?? path.join(repoRoot, 'schemas'),
    antivirus: { clamdHost: env.CLAMD_HOST ?? null, clamdPort: int(env.CLAMD_PORT, 3310) },
  };
}
