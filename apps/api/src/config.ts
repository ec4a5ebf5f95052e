// Configuration from the environment, with defaults that are safe for a developer's machine.
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { readCatalog } from '@portal/form-catalog/node';
import { defaultDatabaseSettings, type DatabaseSettings } from './db/database-settings.ts';
import type { OperatorConfig } from '@portal/form-pdf/operator';
import { ConfigError, loadOperator } from './operator.ts';
import {
  loadOperatorDocuments,
  OPERATOR_DOCUMENTS_ENV,
  type OperatorDocuments,
} from './documents/operator-documents.ts';
import type { S3Settings } from './adapters/storage/s3.ts';
import { defaultStorageDeadlines, type StorageDeadlines } from './adapters/storage/bounded-storage.ts';
import { SettingsReader } from './settings-reader.ts';
import { refuseUnsafeProduction } from './production-safety.ts';
import { retentionConfig, type RetentionSettings } from './retention/retention-settings.ts';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** The sample documents of a development start (marked "Treść przykładowa"; production refuses them). */
export const SAMPLE_OPERATOR_DOCUMENTS = path.join(repoRoot, 'apps', 'api', 'operator-documents');

/** Where `pnpm start` keeps the demo back-office key for `pnpm backoffice` (never in production). */
export const demoKeyFile = process.env.BACKOFFICE_KEY_FILE ?? path.join(repoRoot, 'data', 'backoffice.key');

/** Where `pnpm start` writes its own address for `pnpm backoffice`, whatever PORT it was started with (never in production). */
export const demoUrlFile = process.env.BACKOFFICE_URL_FILE ?? path.join(repoRoot, 'data', 'backoffice.url');

export type Environment = 'development' | 'production' | 'test';

export interface Config {
  environment: Environment;
  host: string;
  port: number;
  /** See db/database.ts: postgres://…, pglite://memory or a PGlite folder. */
  databaseUrl: string;
  /** Resilience: how long the API waits for its database before answering 503 (docs/operations.md). */
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
   * Slow and greedy clients: server timeouts, a minimum upload speed and a cap on simultaneous
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
  /** Data lifecycle: what strangers may make the portal store (docs/security.md "Anonymous writes"). */
  floodLimits: FloodLimits;
  /** Data lifecycle: "Pobierz moje dane" per customer and window (an archive of every file is expensive). */
  dataExportLimit: { max: number; windowMs: number };
  /**
   * Scaling out: where the rate limit counters live (plugins/rate-limit-store.ts). RATE_LIMIT_STORE, or by
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
    /** Resilience: how many refused notifications the log keeps (the oldest go first). */
    rejectedNotificationLogRows: number;
    przelewy24: { baseUrl: string; merchantId: number; posId: number; apiKey: string; crc: string };
  };
  seedDemoData: boolean;
  /**
   * Resilience: the development mailbox (/dev/poczta, every e-mail with its links) is served only when
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
    /** Reset e-mails one account gets in an hour at most, however many addresses ask. */
    resetMailsPerHour: number;
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
  /** Resilience: how long the outbox worker waits for one message before retrying it later. */
  outboxSendTimeoutMs: number;
  /** Where uploaded files are kept (embedded default); never under the served portal. */
  filesDir: string;
  /**
   * Scaling out: STORAGE=local (the embedded default, filesDir) or STORAGE=s3 (S3-compatible object storage,
   * required for more than one API process; docs/deployment.md).
   */
  storage: { kind: 'local' } | { kind: 's3'; s3: S3Settings };
  /** Security hardening: how long a storage call may take before the request that needs it gets a 503. */
  storageDeadlines: StorageDeadlines;
  /** Scaling out: rate limits in Redis when set; otherwise in the database (shared by every replica). */
  redisUrl: string | null;
  /** Scaling out: on SIGTERM, how long in-flight requests and uploads may take before the process exits. */
  shutdownTimeoutMs: number;
  /** Scaling out: on SIGTERM, how long /readyz answers 503 before the server stops taking connections. */
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
  /** Data lifecycle: the operator's privacy information, terms and accessibility contact (documents/operator-documents.ts). */
  documents: OperatorDocuments;
  /**
   * Security hardening: SMS_PROVIDER. dev-mailbox keeps every SMS in the outbox for the development mailbox (the
   * default outside production); smsapi sends through SMSAPI.pl; none has no SMS transport at all (a
   * production whose forms send no SMS).
   */
  sms: {
    provider: 'dev-mailbox' | 'smsapi' | 'none';
    smsapi: { baseUrl: string; token: string; from: string | null };
  };
  /** Data lifecycle: how long each kind of personal data is kept (docs/privacy.md), and the job that enforces it. */
  retention: RetentionSettings;
  /** Data lifecycle: how long after a start housekeeping runs first (then hourly, once per fleet). */
  housekeepingFirstRunDelaySeconds: number;
  /**
   * Operability: where /metrics is served (Prometheus text), a listener of its own, never the public one.
   * port null: not served (the default outside production; METRICS_PORT=off in production).
   */
  metrics: { host: string; port: number | null };
  /** Security hardening: what a LOCAL_TRIAL start allows that a production start refuses, said at every start. */
  warnings: readonly string[];
}

/** Operability: the conventional port of a Prometheus exporter of an application (OpenTelemetry's too). */
export const DEFAULT_METRICS_PORT = 9464;

/** METRICS_PORT: a port, or off; by default 9464 in production and off elsewhere. */
function metricsConfig(settings: SettingsReader, production: boolean, publicPort: number): Config['metrics'] {
  const host = settings.text('METRICS_HOST') ?? '127.0.0.1';
  if (settings.text('METRICS_PORT') === 'off') return { host, port: null };
  const fallback = production ? DEFAULT_METRICS_PORT : 0;
  const port = settings.wholeNumber('METRICS_PORT', fallback, { min: production ? 1 : 0, max: 65_535 });
  if (port !== 0 && port === publicPort)
    settings.refuse(
      `METRICS_PORT=${port} is the public port (PORT): /metrics is never served on the public listener; choose another port or off.`,
    );
  return { host, port: port === 0 ? null : port };
}

export interface FloodLimits {
  /** Requests per RATE_LIMIT_WINDOW_MS and address to each of /api/js-error and /api/report-error. */
  errorReports: number;
  /** … to POST /api/application/confirm. */
  confirm: number;
  /** Back-office calls with a wrong or missing X-Api-Key; beyond it every call of the address is refused. */
  wrongApiKey: number;
  /** Distinct error reports kept in each of js_error and error_report at most. */
  errorReportMaxRows: number;
  /**
   * Bytes of files one client address may have stored by uploads without an account, and one account by
   * its own, per window (uploads/upload-budget.ts); 0: no budget.
   */
  uploadBudget: { addressBytes: number; accountBytes: number; windowMs: number };
}

export const ENVIRONMENTS = ['production', 'development', 'test'] as const;
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const MB = 1_048_576;
const PRZELEWY24 = { production: 'https://secure.przelewy24.pl', sandbox: 'https://sandbox.przelewy24.pl' };

/**
 * Resilience: CAPTCHA_PROVIDER=recaptcha used to be accepted and then failed every login that needed a
 * captcha; a server configured for it now refuses to start instead of running without a working captcha.
 */
function captchaProvider(settings: SettingsReader): 'altcha' {
  const wanted = settings.text('CAPTCHA_PROVIDER') ?? 'altcha';
  if (wanted !== 'altcha') {
    settings.refuse(
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

function rateLimitStoreKind(settings: SettingsReader, postgres: boolean): Config['rateLimitStore']['kind'] {
  const wanted = settings.text('RATE_LIMIT_STORE') ?? '';
  const redis = settings.text('REDIS_URL');
  if (wanted === 'memory' || wanted === 'database') return wanted;
  if (wanted === 'redis' || (wanted === '' && redis)) {
    if (!redis) settings.refuse('RATE_LIMIT_STORE=redis needs REDIS_URL.');
    return 'redis';
  }
  if (wanted !== '')
    settings.refuse(`RATE_LIMIT_STORE=${wanted} is not supported: use memory, database or redis.`);
  return postgres ? 'database' : 'memory';
}

function storageConfig(settings: SettingsReader): Config['storage'] {
  const kind = settings.text('STORAGE') ?? 'local';
  if (kind === 'local') return { kind: 'local' };
  if (kind !== 's3') {
    settings.refuse(`STORAGE=${kind} is not supported: use local or s3.`);
    return { kind: 'local' };
  }
  const bucket = settings.text('S3_BUCKET') ?? '';
  if (!bucket) settings.refuse('STORAGE=s3 needs S3_BUCKET.');
  const sse = settings.text('S3_SSE') ?? '';
  if (sse !== '' && sse !== 'AES256' && sse !== 'aws:kms') {
    settings.refuse(`S3_SSE=${sse} is not supported: leave it empty, or use AES256 or aws:kms.`);
  }
  const endpoint = settings.url('S3_ENDPOINT', { protocols: ['https', 'http'] })?.href ?? null;
  return {
    kind: 's3',
    s3: {
      endpoint: endpoint === null ? null : (settings.text('S3_ENDPOINT') ?? null),
      bucket,
      region: settings.text('S3_REGION') ?? 'us-east-1',
      accessKeyId: settings.text('S3_ACCESS_KEY_ID') ?? null,
      secretAccessKey: settings.text('S3_SECRET_ACCESS_KEY') ?? null,
      // Anything but AWS itself usually wants path-style addresses.
      forcePathStyle: settings.flag('S3_FORCE_PATH_STYLE', endpoint !== null),
      serverSideEncryption: sse === '' || (sse !== 'AES256' && sse !== 'aws:kms') ? null : sse,
      kmsKeyId: settings.text('S3_SSE_KMS_KEY_ID') ?? null,
      // S3 refuses multipart parts under 5 MB (all but the last).
      partSize: settings.wholeNumber('S3_PART_SIZE_MB', 8, { min: 5, max: 5120 }) * 1024 * 1024,
      queueSize: settings.wholeNumber('S3_QUEUE_SIZE', 2, { min: 1, max: 64 }),
      prefix: settings.text('S3_PREFIX') ?? '',
    },
  };
}

export function storageDeadlinesConfig(settings: SettingsReader): StorageDeadlines {
  const defaults = defaultStorageDeadlines;
  return {
    operationMs: settings.wholeNumber('STORAGE_TIMEOUT_MS', defaults.operationMs, { min: 100 }),
    minimumBytesPerSecond:
      settings.wholeNumber('STORAGE_MIN_UPLOAD_KB_PER_S', defaults.minimumBytesPerSecond / 1024, { min: 1 }) *
      1024,
    idleReadMs: settings.wholeNumber('STORAGE_READ_IDLE_MS', defaults.idleReadMs, { min: 100 }),
  };
}

/** postgres://… with a host, pglite://memory, pglite://<folder>, or a PGlite folder path. */
function databaseUrl(settings: SettingsReader): string {
  const fallback = path.join(repoRoot, 'data', 'pglite');
  const value = settings.text('DATABASE_URL');
  if (value === undefined) return fallback;
  if (/^postgres(ql)?:\/\//.test(value)) {
    return settings.url('DATABASE_URL', { protocols: ['postgres', 'postgresql'], secret: true })
      ? value
      : fallback;
  }
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(value) && !/^pglite:\/\/./.test(value)) {
    settings.refuse(
      'DATABASE_URL is neither postgres://… nor pglite://memory, pglite://<folder> or a folder path',
    );
    return fallback;
  }
  return value;
}

/** "Name <address>" or a bare address; the address must look like one. */
function mailFrom(settings: SettingsReader): string {
  const value = settings.text('MAIL_FROM');
  if (value === undefined) return 'Portal Klienta OSD <portal@localhost>';
  const address = /<([^<>]+)>\s*$/.exec(value)?.[1] ?? value;
  if (!/^[^\s@<>]+@[^\s@<>]+$/.test(address)) {
    settings.refuse(`MAIL_FROM=${JSON.stringify(value)} is not an e-mail address ("Name <address>")`);
  }
  return value;
}

/** Does a form the server accepts queue an SMS (catalog `submission.smsPhone`)? */
export function formsSendSms(schemasDir: string): boolean {
  return readCatalog(schemasDir).forms.some(
    (form) => form.mode === 'online' && form.status !== 'draft' && form.submission?.smsPhone !== undefined,
  );
}

function smsConfig(
  settings: SettingsReader,
  environment: Environment,
  schemasDir: string,
): Config['sms'] & { sendsSms: boolean | null } {
  const production = environment === 'production';
  // Only production asks: outside it the development mailbox shows every SMS.
  let sendsSms: boolean | null = null;
  try {
    if (production) sendsSms = formsSendSms(schemasDir);
  } catch {
    // An unreadable catalog stops the start later, with its own message (applications/form-registry.ts).
  }
  const fallback = !production ? 'dev-mailbox' : sendsSms === false ? 'none' : 'smsapi';
  const provider = settings.choice('SMS_PROVIDER', ['dev-mailbox', 'smsapi', 'none'] as const, fallback);
  const baseUrl = settings.url('SMSAPI_URL', { protocols: production ? ['https'] : ['https', 'http'] });
  const token = settings.text('SMSAPI_TOKEN') ?? '';
  if (provider === 'smsapi' && !token)
    settings.refuse('SMS_PROVIDER=smsapi needs SMSAPI_TOKEN (an OAuth token of the SMSAPI.pl account)');
  const from = settings.text('SMSAPI_FROM') ?? null;
  if (from !== null && !/^[\p{L}\p{N} .-]{1,11}$/u.test(from))
    settings.refuse(
      `SMSAPI_FROM=${JSON.stringify(from)} is not a sender name (at most 11 letters or digits)`,
    );
  return {
    provider,
    smsapi: { baseUrl: (baseUrl?.href ?? 'https://api.smsapi.pl/').replace(/\/$/, ''), token, from },
    sendsSms,
  };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const settings = new SettingsReader(env);
  const environment = settings.choice('NODE_ENV', ENVIRONMENTS, 'development');
  const production = environment === 'production';
  const port = settings.wholeNumber('PORT', 3000, { max: 65_535 });
  const publicUrl = (
    settings.url('PUBLIC_URL', { protocols: ['https', 'http'], originOnly: true })?.origin ??
    `http://localhost:${port}`
  ).replace(/\/$/, '');
  const local = /^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/.test(publicUrl);
  const dbUrl = databaseUrl(settings);
  const schemasDir = settings.text('SCHEMAS_DIR') ?? path.join(repoRoot, 'schemas');
  const { sendsSms, ...sms } = smsConfig(settings, environment, schemasDir);
  const number = (name: string, fallback: number, min = 1, max?: number) =>
    settings.wholeNumber(name, fallback, { min, ...(max === undefined ? {} : { max }) });
  const merchantId = number('P24_MERCHANT_ID', 0);
  const p24BaseUrl = settings.url('P24_BASE_URL', {
    protocols: production ? ['https'] : ['https', 'http'],
  });
  const redisUrl = settings.url('REDIS_URL', { protocols: ['redis', 'rediss'], secret: true })
    ? (settings.text('REDIS_URL') ?? null)
    : null;
  const smtpUrl = settings.url('SMTP_URL', { protocols: ['smtp', 'smtps'], secret: true })
    ? (settings.text('SMTP_URL') ?? null)
    : null;
  const requestTimeoutMs = number('REQUEST_TIMEOUT_MS', 600_000);
  const config: Config = {
    environment,
    // Resilience: only this machine by default; HOST=0.0.0.0 (or an address) listens beyond it.
    host: settings.text('HOST') ?? 'localhost',
    port,
    databaseUrl: dbUrl,
    database: {
      connectTimeoutMs: number('DATABASE_CONNECT_TIMEOUT_MS', defaultDatabaseSettings.connectTimeoutMs),
      statementTimeoutMs: number(
        'DATABASE_STATEMENT_TIMEOUT_MS',
        defaultDatabaseSettings.statementTimeoutMs,
        0,
      ),
      idleInTransactionTimeoutMs: number(
        'DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS',
        defaultDatabaseSettings.idleInTransactionTimeoutMs,
        0,
      ),
      poolSize: number('DATABASE_POOL_SIZE', defaultDatabaseSettings.poolSize, 1, 1000),
      pooler: settings.choice('DATABASE_POOLER', ['none', 'pgbouncer'] as const, 'none'),
    },
    portalDist: settings.text('PORTAL_DIST') ?? path.join(repoRoot, 'apps', 'portal', 'dist'),
    publicUrl,
    secureCookies: !local,
    trustProxy: trustProxy(env.TRUST_PROXY),
    http: {
      headersTimeoutMs: number('HEADERS_TIMEOUT_MS', 10_000),
      requestTimeoutMs,
      idleTimeoutMs: number('IDLE_TIMEOUT_MS', 60_000),
      keepAliveTimeoutMs: number('KEEP_ALIVE_TIMEOUT_MS', 10_000),
      bodyMinBytesPerSecond: number('BODY_MIN_BYTES_PER_SECOND', 8_192, 0),
      bodyRateWindowMs: number('BODY_RATE_WINDOW_MS', 15_000),
      maxConnectionsPerAddress: number('MAX_CONNECTIONS_PER_ADDRESS', 20, 0),
    },
    logLevel: settings.choice('LOG_LEVEL', LOG_LEVELS, environment === 'test' ? 'warn' : 'info'),
    session: {
      idleMinutes: number('SESSION_IDLE_MINUTES', 30),
      absoluteHours: number('SESSION_ABSOLUTE_HOURS', 12),
    },
    rateLimit: {
      max: number('RATE_LIMIT_MAX', 600),
      windowMs: number('RATE_LIMIT_WINDOW_MS', 60_000),
      auth: number('RATE_LIMIT_AUTH', 20),
    },
    floodLimits: {
      errorReports: number('RATE_LIMIT_ERROR_REPORTS', 10),
      confirm: number('RATE_LIMIT_CONFIRM', 20),
      wrongApiKey: number('RATE_LIMIT_WRONG_API_KEY', 10),
      errorReportMaxRows: number('ERROR_REPORT_MAX_ROWS', 10_000),
      uploadBudget: {
        addressBytes: number('UPLOAD_BUDGET_ADDRESS_MB', 50, 0, 1_000_000) * MB,
        accountBytes: number('UPLOAD_BUDGET_ACCOUNT_MB', 200, 0, 1_000_000) * MB,
        windowMs: number('UPLOAD_BUDGET_WINDOW_HOURS', 24, 1, 24 * 31) * 3_600_000,
      },
    },
    dataExportLimit: {
      max: number('RATE_LIMIT_DATA_EXPORT', 3),
      windowMs: number('RATE_LIMIT_DATA_EXPORT_WINDOW_MS', 3_600_000),
    },
    rateLimitStore: {
      kind: rateLimitStoreKind(settings, /^postgres(ql)?:\/\//.test(dbUrl)),
      redisNameSpace: settings.text('REDIS_PREFIX') ?? 'portal-rate-limit-',
    },
    payments: {
      titleLimit: number('PAYMENT_TITLE_LIMIT', 127),
      amountLimit: number('PAYMENT_AMOUNT_LIMIT', 100_000),
      provider: settings.choice(
        'PAYMENT_PROVIDER',
        ['simulator', 'przelewy24'] as const,
        production ? 'przelewy24' : 'simulator',
      ),
      pendingMinutes: number('PAYMENT_PENDING_MINUTES', 30),
      rejectedNotificationLogRows: number('PAYMENT_REJECTED_LOG_ROWS', 1000),
      przelewy24: {
        // Security hardening: production pays for real unless P24_BASE_URL says otherwise.
        baseUrl: (p24BaseUrl?.href ?? (production ? PRZELEWY24.production : PRZELEWY24.sandbox)).replace(
          /\/$/,
          '',
        ),
        merchantId,
        posId: number('P24_POS_ID', merchantId),
        apiKey: settings.text('P24_API_KEY') ?? '',
        crc: settings.text('P24_CRC') ?? '',
      },
    },
    seedDemoData: settings.flag('SEED_DEMO_DATA', !production),
    devMailbox: settings.flag('DEV_MAILBOX', false),
    auth: {
      captchaAfter: number('LOGIN_CAPTCHA_AFTER', 3, 0),
      lockAfter: number('LOGIN_LOCK_AFTER', 10),
      addressFailures: number('LOGIN_ADDRESS_FAILURES', 30),
      addressWindowMinutes: number('LOGIN_ADDRESS_WINDOW_MINUTES', 15),
      addressMaxDelayMinutes: number('LOGIN_ADDRESS_MAX_DELAY_MINUTES', 15),
      mfaPendingMinutes: number('MFA_PENDING_MINUTES', 5),
      resetTokenHours: number('RESET_TOKEN_HOURS', 2),
      resetMailsPerHour: number('RESET_MAILS_PER_HOUR', 3),
      unlockTokenHours: number('UNLOCK_TOKEN_HOURS', 24),
      activationTokenDays: number('ACTIVATION_TOKEN_DAYS', 7),
      ssoTokenMinutes: number('SSO_TOKEN_MINUTES', 5),
      passwordCostLog2: number('PASSWORD_COST_LOG2', environment === 'test' ? 10 : 15, 10, 20),
    },
    captcha: { provider: captchaProvider(settings), altchaMaxNumber: number('ALTCHA_MAX_NUMBER', 50_000) },
    mail: { smtpUrl, from: mailFrom(settings) },
    outboxIntervalMs: number('OUTBOX_INTERVAL_MS', 2000),
    outboxSendTimeoutMs: number('OUTBOX_SEND_TIMEOUT_SECONDS', 60) * 1000,
    accountRequestIntervalMs: number('ACCOUNT_REQUEST_INTERVAL_MS', 1000),
    filesDir: settings.text('FILES_DIR') ?? path.join(repoRoot, 'data', 'files'),
    storage: storageConfig(settings),
    storageDeadlines: storageDeadlinesConfig(settings),
    redisUrl,
    shutdownTimeoutMs: number('SHUTDOWN_TIMEOUT_MS', 30_000),
    shutdownDrainMs: number('SHUTDOWN_DRAIN_MS', 0, 0),
    schemasDir,
    generatedFormsDir:
      settings.text('GENERATED_FORMS_DIR') ?? path.join(repoRoot, 'packages', 'forms-generated', 'forms'),
    antivirus: {
      clamdHost: settings.text('CLAMD_HOST') ?? null,
      clamdPort: number('CLAMD_PORT', 3310, 1, 65_535),
    },
    operator: settings.attempt(() => loadOperator(env, production), loadOperator({}, false)),
    documents: settings.attempt(
      () =>
        loadOperatorDocuments(settings.text(OPERATOR_DOCUMENTS_ENV) ?? SAMPLE_OPERATOR_DOCUMENTS, production),
      loadOperatorDocuments(SAMPLE_OPERATOR_DOCUMENTS, false),
    ),
    sms,
    retention: retentionConfig(settings, { requestTimeoutMs, environment }),
    housekeepingFirstRunDelaySeconds: number(
      'HOUSEKEEPING_FIRST_RUN_DELAY_SECONDS',
      environment === 'test' ? 3_600 : 30,
      0,
      86_400,
    ),
    metrics: metricsConfig(settings, production, port),
    warnings: settings.warnings,
  };
  if (production) refuseUnsafeProduction(config, settings, { sendsSms });
  else if (settings.flag('LOCAL_TRIAL', false))
    settings.refuse('LOCAL_TRIAL=true is for a trial of the production image: it needs NODE_ENV=production');
  if (settings.problems.length > 0) {
    throw new ConfigError(
      `${settings.problems.length === 1 ? 'one setting' : `${settings.problems.length} settings`} to fix:\n${settings.problems.map((problem) => `  - ${problem}`).join('\n')}`,
    );
  }
  return config;
}
