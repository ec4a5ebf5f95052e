// Configuration from the environment, with defaults that are safe for a developer's machine.
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { defaultDatabaseSettings, type DatabaseSettings } from './db/database-settings.ts';
import { ConfigError, loadOperator, type OperatorConfig } from './operator.ts';
import type { S3Settings } from './adapters/storage/s3.ts';

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
  /** Issue #14: how long the API waits for its database before answering 503 (docs/operations.md). */
  database: DatabaseSettings;
  /** The built portal served with an SPA fallback; absent in API-only runs. */
  portalDist: string;
  /** Public origin of the portal, used in e-mailed links. */
  publicUrl: string;
  /** Cookies get Secure and responses HSTS: true unless the portal is served from localhost over http. */
  secureCookies: boolean;
  /**
   * Which X-Forwarded-For hops to believe (Fastify trustProxy): the client address that rate limits and
   * the per-address login guard key on. false: the TCP peer. See README "Behind a reverse proxy".
   */
  trustProxy: boolean | number | string;
  /**
   * Slow and greedy clients (issue #14): server timeouts, a minimum upload speed and a cap on simultaneous
   * connections per socket address (the proxy's own address behind TRUST_PROXY: raise it or set 0 there).
   */
  http: {
    headersTimeoutMs: number;
    /** The whole request, body included, must arrive within this. */
    requestTimeoutMs: number;
    /** A connection with no traffic either way for this long is closed. */
    idleTimeoutMs: number;
    keepAliveTimeoutMs: number;
    /** A body arriving slower than this, averaged over bodyRateWindowMs, has its connection closed; 0: off. */
    bodyMinBytesPerSecond: number;
    bodyRateWindowMs: number;
    /** 0: no cap. */
    maxConnectionsPerAddress: number;
  };
  logLevel: string;
  session: { idleMinutes: number; absoluteHours: number };
  /** Requests per window per client address; `auth` applies to login and password endpoints. */
  rateLimit: { max: number; windowMs: number; auth: number };
  /**
   * Issue #20: where the rate limit counters live (plugins/rate-limit-store.ts). RATE_LIMIT_STORE, or by
   * default: redis when REDIS_URL is set, database on PostgreSQL, memory on the embedded PGlite.
   */
  rateLimitStore: {
    kind: 'memory' | 'database' | 'redis';
    /** Key prefix in Redis, so that several portals can share one Redis. */
    redisNameSpace: string;
  };
  payments: {
    titleLimit: number;
    amountLimit: number;
    provider: 'simulator' | 'przelewy24';
    /** An order waiting longer than this for the provider expires and frees its invoices. */
    pendingMinutes: number;
    /** Issue #14: how many refused notifications the log keeps (the oldest go first). */
    rejectedNotificationLogRows: number;
    przelewy24: { baseUrl: string; merchantId: number; posId: number; apiKey: string; crc: string };
  };
  seedDemoData: boolean;
  /**
   * Issue #14: the development mailbox (/dev/poczta, every e-mail with its links) is served only when
   * DEV_MAILBOX=true (`pnpm start` and `pnpm dev` set it outside production), never in production.
   */
  devMailbox: boolean;
  auth: {
    /** Failed logins of one login name after which a captcha is required. */
    captchaAfter: number;
    /** Failed logins of one login name after which the account is locked until a password reset. */
    lockAfter: number;
    /**
     * Failed logins from one address after which every login from it needs a captcha; each further failure
     * doubles the address's wait before its next login (1 s, 2 s, 4 s, … up to addressMaxDelayMinutes).
     */
    addressFailures: number;
    /** The address's count is forgotten after this long without a failure (and without a wait). */
    addressWindowMinutes: number;
    addressMaxDelayMinutes: number;
    mfaPendingMinutes: number;
    resetTokenHours: number;
    /** The unlock link e-mailed when an account locks. */
    unlockTokenHours: number;
    activationTokenDays: number;
    ssoTokenMinutes: number;
    /** scrypt cost as log2(N); lower only in tests. */
    passwordCostLog2: number;
  };
  /** ALTCHA, the only provider (docs/decisions.md "Captcha"); the proof of work's size. */
  captcha: { provider: 'altcha'; altchaMaxNumber: number };
  mail: { smtpUrl: string | null; from: string };
  outboxIntervalMs: number;
  /** How often queued reset and unlock requests are turned into e-mails (accounts/account-requests.ts). */
  accountRequestIntervalMs: number;
  /** Issue #14: how long the outbox worker waits for one message before retrying it later. */
  outboxSendTimeoutMs: number;
  /** Where uploaded files are kept (embedded default); never under the served portal. */
  filesDir: string;
  /**
   * Issue #20: STORAGE=local (the embedded default, filesDir) or STORAGE=s3 (S3-compatible object storage,
   * required for more than one API process; docs/deployment.md).
   */
  storage: { kind: 'local' } | { kind: 's3'; s3: S3Settings };
  /** Issue #20: rate limits in Redis when set; otherwise in the database (shared by every replica). */
  redisUrl: string | null;
  /** Issue #20: on SIGTERM, how long in-flight requests and uploads may take before the process exits. */
  shutdownTimeoutMs: number;
  /** Issue #20: on SIGTERM, how long /readyz answers 503 before the server stops taking connections. */
  shutdownDrainMs: number;
  /** The forms as data: catalog.json, defs/ and forms/ (architecture.md). */
  schemasDir: string;
  /**
   * `pnpm schemas:build`'s output (packages/forms-generated/forms): the forms' precompiled validators, which
   * the form registry uses instead of compiling where one was generated from the very schema of schemasDir.
   */
  generatedFormsDir: string;
  antivirus: { clamdHost: string | null; clamdPort: number };
  /** The operator printed on PDF notifications, in the portal and in the advance e-mail (operator.ts). */
  operator: OperatorConfig;
}

function int(value: string | undefined, fallback: number): number {
  const parsed = Number.parseInt(value ?? '', 10);
  return Number.isFinite(parsed) ? parsed : fallback;
}

/**
 * Issue #14: CAPTCHA_PROVIDER=recaptcha used to be accepted and then failed every login that needed a
 * captcha; a server configured for it now refuses to start instead of running without a working captcha.
 */
function captchaProvider(env: NodeJS.ProcessEnv): 'altcha' {
  const wanted = env.CAPTCHA_PROVIDER ?? 'altcha';
  if (wanted !== 'altcha') {
    throw new Error(
      `CAPTCHA_PROVIDER=${wanted} is not supported: the captcha is the self-hosted ALTCHA proof of work (docs/decisions.md "Captcha"). Remove CAPTCHA_PROVIDER and RECAPTCHA_* from the environment.`,
    );
  }
  return 'altcha';
}

/**
 * TRUST_PROXY: unset or false (the TCP peer is the client), the proxies' addresses or CIDR ranges
 * ('127.0.0.1', 'loopback', '10.0.0.0/8,10.1.2.3'; recommended), a number of hops, or true (every hop:
 * then a client reaching the server directly can pick its own address with X-Forwarded-For).
 */
export function trustProxy(value: string | undefined): boolean | number | string {
  const setting = (value ?? '').trim();
  if (setting === '' || setting === 'false') return false;
  if (setting === 'true') return true;
  if (/^\d+$/.test(setting)) return Number(setting);
  return setting;
}

export function rateLimitStoreKind(env: NodeJS.ProcessEnv): Config['rateLimitStore']['kind'] {
  const wanted = env.RATE_LIMIT_STORE ?? '';
  if (wanted === 'memory' || wanted === 'database') return wanted;
  if (wanted === 'redis' || (wanted === '' && env.REDIS_URL)) {
    if (!env.REDIS_URL) throw new ConfigError('RATE_LIMIT_STORE=redis needs REDIS_URL.');
    return 'redis';
  }
  if (wanted !== '')
    throw new ConfigError(`RATE_LIMIT_STORE=${wanted} is not supported: use memory, database or redis.`);
  return /^postgres(ql)?:\/\//.test(env.DATABASE_URL ?? '') ? 'database' : 'memory';
}

export function storageConfig(env: NodeJS.ProcessEnv): Config['storage'] {
  const kind = env.STORAGE ?? 'local';
  if (kind === 'local') return { kind: 'local' };
  if (kind !== 's3') throw new ConfigError(`STORAGE=${kind} is not supported: use local or s3.`);
  const bucket = env.S3_BUCKET ?? '';
  if (!bucket) throw new ConfigError('STORAGE=s3 needs S3_BUCKET.');
  const sse = env.S3_SSE ?? '';
  if (sse !== '' && sse !== 'AES256' && sse !== 'aws:kms') {
    throw new ConfigError(`S3_SSE=${sse} is not supported: leave it empty, or use AES256 or aws:kms.`);
  }
  const endpoint = env.S3_ENDPOINT ?? null;
  return {
    kind: 's3',
    s3: {
      endpoint,
      bucket,
      region: env.S3_REGION ?? 'us-east-1',
      accessKeyId: env.S3_ACCESS_KEY_ID ?? null,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? null,
      // Anything but AWS itself usually wants path-style addresses.
      forcePathStyle: env.S3_FORCE_PATH_STYLE ? env.S3_FORCE_PATH_STYLE === 'true' : endpoint !== null,
      serverSideEncryption: sse === '' ? null : sse,
      kmsKeyId: env.S3_SSE_KMS_KEY_ID ?? null,
      partSize: int(env.S3_PART_SIZE_MB, 8) * 1024 * 1024,
      queueSize: int(env.S3_QUEUE_SIZE, 2),
      prefix: env.S3_PREFIX ?? '',
    },
  };
}

function devMailbox(env: NodeJS.ProcessEnv, environment: Environment): boolean {
  const wanted = env.DEV_MAILBOX === 'true';
  if (wanted && environment === 'production') {
    throw new Error(
      'DEV_MAILBOX=true is refused with NODE_ENV=production: the development mailbox shows every e-mail with its one-time links.',
    );
  }
  return wanted;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const environment: Environment =
    env.NODE_ENV === 'production' ? 'production' : env.NODE_ENV === 'test' ? 'test' : 'development';
  const port = int(env.PORT, 3000);
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, '');
  const local = /^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/.test(publicUrl);
  return {
    environment,
    // Issue #14: only this machine by default; HOST=0.0.0.0 (or an address) listens beyond it.
    host: env.HOST ?? 'localhost',
    port,
    databaseUrl: env.DATABASE_URL ?? path.join(repoRoot, 'data', 'pglite'),
    database: {
      connectTimeoutMs: int(env.DATABASE_CONNECT_TIMEOUT_MS, defaultDatabaseSettings.connectTimeoutMs),
      statementTimeoutMs: int(env.DATABASE_STATEMENT_TIMEOUT_MS, defaultDatabaseSettings.statementTimeoutMs),
      idleInTransactionTimeoutMs: int(
        env.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS,
        defaultDatabaseSettings.idleInTransactionTimeoutMs,
      ),
      poolSize: int(env.DATABASE_POOL_SIZE, defaultDatabaseSettings.poolSize),
    },
    portalDist: env.PORTAL_DIST ?? path.join(repoRoot, 'apps', 'portal', 'dist'),
    publicUrl,
    secureCookies: !local,
    trustProxy: trustProxy(env.TRUST_PROXY),
    http: {
      headersTimeoutMs: int(env.HEADERS_TIMEOUT_MS, 10_000),
      requestTimeoutMs: int(env.REQUEST_TIMEOUT_MS, 600_000),
      idleTimeoutMs: int(env.IDLE_TIMEOUT_MS, 60_000),
      keepAliveTimeoutMs: int(env.KEEP_ALIVE_TIMEOUT_MS, 10_000),
      bodyMinBytesPerSecond: int(env.BODY_MIN_BYTES_PER_SECOND, 8_192),
      bodyRateWindowMs: int(env.BODY_RATE_WINDOW_MS, 15_000),
      maxConnectionsPerAddress: int(env.MAX_CONNECTIONS_PER_ADDRESS, 20),
    },
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
    rateLimitStore: {
      kind: rateLimitStoreKind(env),
      redisNameSpace: env.REDIS_PREFIX ?? 'portal-rate-limit-',
    },
    payments: {
      titleLimit: int(env.PAYMENT_TITLE_LIMIT, 127),
      amountLimit: int(env.PAYMENT_AMOUNT_LIMIT, 100_000),
      provider:
        env.PAYMENT_PROVIDER === 'przelewy24' || (environment === 'production' && !env.PAYMENT_PROVIDER)
          ? 'przelewy24'
          : 'simulator',
      pendingMinutes: int(env.PAYMENT_PENDING_MINUTES, 30),
      rejectedNotificationLogRows: int(env.PAYMENT_REJECTED_LOG_ROWS, 1000),
      przelewy24: {
        baseUrl: (env.P24_BASE_URL ?? 'https://sandbox.przelewy24.pl').replace(/\/$/, ''),
        merchantId: int(env.P24_MERCHANT_ID, 0),
        posId: int(env.P24_POS_ID, int(env.P24_MERCHANT_ID, 0)),
        apiKey: env.P24_API_KEY ?? '',
        crc: env.P24_CRC ?? '',
      },
    },
    seedDemoData: env.SEED_DEMO_DATA ? env.SEED_DEMO_DATA === 'true' : environment !== 'production',
    devMailbox: devMailbox(env, environment),
    auth: {
      captchaAfter: int(env.LOGIN_CAPTCHA_AFTER, 3),
      lockAfter: int(env.LOGIN_LOCK_AFTER, 10),
      addressFailures: int(env.LOGIN_ADDRESS_FAILURES, 30),
      addressWindowMinutes: int(env.LOGIN_ADDRESS_WINDOW_MINUTES, 15),
      addressMaxDelayMinutes: int(env.LOGIN_ADDRESS_MAX_DELAY_MINUTES, 15),
      mfaPendingMinutes: int(env.MFA_PENDING_MINUTES, 5),
      resetTokenHours: int(env.RESET_TOKEN_HOURS, 2),
      unlockTokenHours: int(env.UNLOCK_TOKEN_HOURS, 24),
      activationTokenDays: int(env.ACTIVATION_TOKEN_DAYS, 7),
      ssoTokenMinutes: int(env.SSO_TOKEN_MINUTES, 5),
      passwordCostLog2: int(env.PASSWORD_COST_LOG2, environment === 'test' ? 10 : 15),
    },
    captcha: { provider: captchaProvider(env), altchaMaxNumber: int(env.ALTCHA_MAX_NUMBER, 50_000) },
    mail: { smtpUrl: env.SMTP_URL ?? null, from: env.MAIL_FROM ?? 'Portal Klienta OSD <portal@localhost>' },
    outboxIntervalMs: int(env.OUTBOX_INTERVAL_MS, 2000),
    outboxSendTimeoutMs: int(env.OUTBOX_SEND_TIMEOUT_SECONDS, 60) * 1000,
    accountRequestIntervalMs: int(env.ACCOUNT_REQUEST_INTERVAL_MS, 1000),
    filesDir: env.FILES_DIR ?? path.join(repoRoot, 'data', 'files'),
    storage: storageConfig(env),
    redisUrl: env.REDIS_URL || null,
    shutdownTimeoutMs: int(env.SHUTDOWN_TIMEOUT_MS, 30_000),
    shutdownDrainMs: int(env.SHUTDOWN_DRAIN_MS, 0),
    schemasDir: env.SCHEMAS_DIR ?? path.join(repoRoot, 'schemas'),
    generatedFormsDir: env.GENERATED_FORMS_DIR ?? path.join(repoRoot, 'packages', 'forms-generated', 'forms'),
    antivirus: { clamdHost: env.CLAMD_HOST ?? null, clamdPort: int(env.CLAMD_PORT, 3310) },
    operator: loadOperator(env, environment === 'production'),
  };
}
