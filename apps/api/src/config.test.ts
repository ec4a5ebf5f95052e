import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { ConfigError } from './operator.ts';
import { productionEnvironment, productionWith } from './test/production-environment.ts';

/** The message loadConfig refused the environment with. */
function refusal(env: Record<string, string | undefined>): string {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).message;
  }
  throw new Error(`loadConfig accepted ${JSON.stringify(env)}`);
}

/** A schemas folder whose catalog has one online form, with or without an SMS phone. */
function catalogFolder(sms: boolean): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-config-catalog-'));
  const submission = sms ? { email: '/email', smsPhone: '/phone' } : { email: '/email' };
  const form = { id: 1, folder: '1-x', title: 'x', version: '1.0.0', mode: 'online', submission };
  writeFileSync(path.join(dir, 'catalog.json'), JSON.stringify({ categories: [], forms: [form] }));
  return dir;
}

describe('configuration', () => {
  it('keeps the embedded default: local files and rate limits in memory on PGlite', () => {
    const config = loadConfig({});
    expect(config.storage).toEqual({ kind: 'local' });
    expect(config.rateLimitStore.kind).toBe('memory');
    expect(config.redisUrl).toBeNull();
  });

  it('shares the rate limits on PostgreSQL, in Redis with REDIS_URL, and refuses what it cannot do', () => {
    const postgres = 'postgres://portal@db:5432/portal';
    expect(loadConfig({ DATABASE_URL: postgres }).rateLimitStore.kind).toBe('database');
    expect(loadConfig({ DATABASE_URL: postgres, REDIS_URL: 'redis://r:6379' }).rateLimitStore.kind).toBe(
      'redis',
    );
    expect(loadConfig({ RATE_LIMIT_STORE: 'memory', DATABASE_URL: postgres }).rateLimitStore.kind).toBe(
      'memory',
    );
    expect(() => loadConfig({ RATE_LIMIT_STORE: 'redis' })).toThrow(/needs REDIS_URL/);
    expect(() => loadConfig({ RATE_LIMIT_STORE: 'memcached' })).toThrow(/not supported/);
  });

  it('reads the S3 storage settings, and refuses STORAGE=s3 without a bucket or with an unknown encryption', () => {
    const config = loadConfig({
      STORAGE: 's3',
      S3_ENDPOINT: 'https://s3.waw.example.pl',
      S3_BUCKET: 'portal-files',
      S3_SSE: 'AES256',
      S3_PART_SIZE_MB: '16',
    });
    expect(config.storage).toMatchObject({
      kind: 's3',
      s3: {
        endpoint: 'https://s3.waw.example.pl',
        bucket: 'portal-files',
        region: 'us-east-1',
        forcePathStyle: true,
        serverSideEncryption: 'AES256',
        partSize: 16 * 1024 * 1024,
        queueSize: 2,
      },
    });
    expect(loadConfig({ STORAGE: 's3', S3_BUCKET: 'b' }).storage).toMatchObject({
      s3: { forcePathStyle: false },
    });
    expect(() => loadConfig({ STORAGE: 's3' })).toThrow(/needs S3_BUCKET/);
    expect(() => loadConfig({ STORAGE: 's3', S3_BUCKET: 'b', S3_SSE: 'rot13' })).toThrow(/S3_SSE=rot13/);
    expect(() => loadConfig({ STORAGE: 'ftp' })).toThrow(/STORAGE=ftp is not supported/);
  });

  it('refuses CAPTCHA_PROVIDER=recaptcha at start instead of failing every captcha login', () => {
    expect(() => loadConfig({ CAPTCHA_PROVIDER: 'recaptcha', RECAPTCHA_SECRET: 's' })).toThrow(
      /CAPTCHA_PROVIDER=recaptcha is not supported.*ALTCHA/,
    );
    expect(loadConfig({ CAPTCHA_PROVIDER: 'altcha' }).captcha.provider).toBe('altcha');
    expect(loadConfig({}).captcha.provider).toBe('altcha');
  });

  it('serves the development mailbox only with DEV_MAILBOX=true, and never in production', () => {
    expect(loadConfig({}).devMailbox).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development' }).devMailbox).toBe(false);
    expect(loadConfig({ DEV_MAILBOX: 'true' }).devMailbox).toBe(true);
    expect(() => loadConfig({ NODE_ENV: 'production', DEV_MAILBOX: 'true' })).toThrow(
      /DEV_MAILBOX=true is refused with NODE_ENV=production/,
    );
  });

  it('listens on this machine only unless HOST says otherwise', () => {
    expect(loadConfig({}).host).toBe('localhost');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });

  it.each([
    [undefined, false],
    ['false', false],
    ['true', true],
    ['1', 1],
    ['127.0.0.1', '127.0.0.1'],
    ['loopback, 10.0.0.0/8', 'loopback, 10.0.0.0/8'],
  ])('reads TRUST_PROXY=%s as %s', (value, expected) => {
    expect(loadConfig(value === undefined ? {} : { TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it('serves /metrics on its own port: 9464 in production, off elsewhere, never the public port', () => {
    expect(loadConfig(productionEnvironment).metrics).toEqual({ host: '127.0.0.1', port: 9464 });
    expect(loadConfig(productionWith({ METRICS_PORT: 'off' })).metrics.port).toBeNull();
    expect(loadConfig({}).metrics.port).toBeNull();
    expect(loadConfig({ METRICS_PORT: '9100', METRICS_HOST: '0.0.0.0' }).metrics).toEqual({
      host: '0.0.0.0',
      port: 9100,
    });
    expect(refusal({ PORT: '3000', METRICS_PORT: '3000' })).toContain('METRICS_PORT=3000 is the public port');
    expect(refusal({ METRICS_PORT: 'tak' })).toContain('METRICS_PORT');
    expect(refusal(productionWith({ METRICS_PORT: '0' }))).toContain('METRICS_PORT');
  });

  it('reads the complete production environment', () => {
    const config = loadConfig(productionEnvironment);
    expect(config.environment).toBe('production');
    expect(config.seedDemoData).toBe(false);
    expect(config.publicUrl).toBe('https://portal.osd.example.pl');
    // Security hardening: never the sandbox unless P24_BASE_URL says so.
    expect(config.payments.przelewy24.baseUrl).toBe('https://secure.przelewy24.pl');
  });
});

describe('a production start refuses what would fail customers silently', () => {
  it.each([
    ['demo accounts whose passwords are public', { SEED_DEMO_DATA: 'true' }, /SEED_DEMO_DATA=true/],
    ['the development mailbox', { DEV_MAILBOX: 'true' }, /DEV_MAILBOX=true/],
    ['no SMTP server: every e-mail marked sent and lost', { SMTP_URL: undefined }, /SMTP_URL/],
    ['an empty SMTP_URL', { SMTP_URL: '' }, /SMTP_URL/],
    ['the placeholder sender address', { MAIL_FROM: undefined }, /MAIL_FROM/],
    ['no PUBLIC_URL: e-mailed links to localhost', { PUBLIC_URL: undefined }, /PUBLIC_URL/],
    ['a PUBLIC_URL without https', { PUBLIC_URL: 'http://portal.osd.example.pl' }, /PUBLIC_URL.*https/],
    ['no ClamAV: only the EICAR test file is found', { CLAMD_HOST: undefined }, /CLAMD_HOST/],
    ['the payment simulator', { PAYMENT_PROVIDER: 'simulator' }, /PAYMENT_PROVIDER=simulator/],
    ['the Przelewy24 sandbox', { P24_BASE_URL: 'https://sandbox.przelewy24.pl' }, /P24_BASE_URL.*sandbox/],
    ['no Przelewy24 merchant', { P24_MERCHANT_ID: undefined }, /P24_MERCHANT_ID/],
    ['no Przelewy24 API key', { P24_API_KEY: undefined }, /P24_API_KEY/],
    ['no Przelewy24 CRC key', { P24_CRC: undefined }, /P24_CRC/],
    [
      'SMS through the development mailbox',
      { SMS_PROVIDER: 'dev-mailbox', SMSAPI_TOKEN: undefined },
      /SMS_PROVIDER=dev-mailbox/,
    ],
    ['an SMS gateway without its token', { SMSAPI_TOKEN: undefined }, /SMSAPI_TOKEN/],
    ['a password hash cheaper than the default', { PASSWORD_COST_LOG2: '12' }, /PASSWORD_COST_LOG2/],
    ['a short SESSION_SECRET', { SESSION_SECRET: 'secret' }, /SESSION_SECRET/],
  ])('refuses %s', (_what, changes, named) => {
    expect(refusal(productionWith(changes))).toMatch(named);
  });

  it('names every refused setting in one message, so that an operator fixes them in one go', () => {
    const message = refusal({ NODE_ENV: 'production', SEED_DEMO_DATA: 'true', DATABASE_POOL_SIZE: 'lots' });
    for (const name of [
      'SEED_DEMO_DATA',
      'DATABASE_POOL_SIZE',
      'PUBLIC_URL',
      'SMTP_URL',
      'MAIL_FROM',
      'CLAMD_HOST',
      'P24_MERCHANT_ID',
      'P24_API_KEY',
      'P24_CRC',
      'SMSAPI_TOKEN',
      'OPERATOR_NAME',
    ])
      expect(message).toContain(name);
  });

  it('asks for an SMS gateway only when a form sends SMS', () => {
    const noSms = { SMS_PROVIDER: undefined, SMSAPI_TOKEN: undefined };
    expect(loadConfig(productionWith({ ...noSms, SCHEMAS_DIR: catalogFolder(false) })).sms.provider).toBe(
      'none',
    );
    expect(refusal(productionWith({ ...noSms, SCHEMAS_DIR: catalogFolder(true) }))).toMatch(/SMSAPI_TOKEN/);
  });

  it('never prints a secret it refuses', () => {
    const message = refusal(
      productionWith({ SMTP_URL: 'smtp//portal:hunter2@relay', SMSAPI_TOKEN: '', P24_API_KEY: '' }),
    );
    expect(message).toMatch(/SMTP_URL/);
    expect(message).not.toContain('hunter2');
  });

  it('lets a local trial of the production image run with demo data, the sandbox and no SMS gateway', () => {
    const trial = {
      LOCAL_TRIAL: 'true',
      PUBLIC_URL: 'http://localhost:8080',
      SEED_DEMO_DATA: 'true',
      P24_BASE_URL: 'https://sandbox.przelewy24.pl',
      SMS_PROVIDER: 'dev-mailbox',
    };
    const config = loadConfig(productionWith(trial));
    expect(config.seedDemoData).toBe(true);
    expect(config.warnings.join('\n')).toMatch(/SEED_DEMO_DATA[\s\S]*P24_BASE_URL[\s\S]*SMS_PROVIDER/);
    // Only on this machine: a trial reachable under a real address is production.
    expect(refusal(productionWith({ ...trial, PUBLIC_URL: 'https://portal.osd.example.pl' }))).toMatch(
      /LOCAL_TRIAL/,
    );
    expect(refusal({ LOCAL_TRIAL: 'true' })).toMatch(/LOCAL_TRIAL/);
  });
});

describe('retention periods (docs/privacy.md)', () => {
  it('reads every period with its default, and a changed one from its variable', () => {
    const config = loadConfig({ NODE_ENV: 'development', RETENTION_UNCONFIRMED_APPLICATION_DAYS: '14' });
    expect(config.retention).toMatchObject({
      unconfirmedApplicationDays: 14,
      outboxBodyDays: 3,
      outboxRowDays: 90,
      errorReportDays: 90,
      orphanFileGraceMinutes: 1440,
      firstRunDelaySeconds: 60,
    });
    expect(config.housekeepingFirstRunDelaySeconds).toBe(30);
  });

  it('refuses a period that is not a whole number, a body kept longer than its row, and a grace shorter than a request in production', () => {
    expect(refusal({ NODE_ENV: 'development', RETENTION_ERROR_REPORT_DAYS: '90d' })).toContain(
      'RETENTION_ERROR_REPORT_DAYS="90d" is not a whole number',
    );
    expect(refusal({ NODE_ENV: 'development', RETENTION_UNCONFIRMED_APPLICATION_DAYS: '0' })).toContain(
      'RETENTION_UNCONFIRMED_APPLICATION_DAYS',
    );
    expect(
      refusal({ NODE_ENV: 'development', RETENTION_OUTBOX_BODY_DAYS: '30', RETENTION_OUTBOX_ROW_DAYS: '7' }),
    ).toContain("a message's body cannot outlive its row");
    expect(
      refusal({
        NODE_ENV: 'development',
        RETENTION_AUDIT_ADDRESS_DAYS: '400',
        RETENTION_AUDIT_EVENT_DAYS: '365',
      }),
    ).toContain('an address cannot outlive its event');
    expect(refusal(productionWith({ RETENTION_ORPHAN_FILE_GRACE_MINUTES: '5' }))).toContain(
      'RETENTION_ORPHAN_FILE_GRACE_MINUTES=5 is shorter than a request may last',
    );
    expect(
      loadConfig({ NODE_ENV: 'test', RETENTION_ORPHAN_FILE_GRACE_MINUTES: '0' }).retention,
    ).toMatchObject({
      orphanFileGraceMinutes: 0,
    });
  });
});

describe('malformed settings are refused in every environment, never read as a default', () => {
  it.each([
    ['DATABASE_POOL_SIZE', 'lots'],
    ['DATABASE_POOL_SIZE', '0'],
    ['DATABASE_POOL_SIZE', '10.5'],
    ['DATABASE_POOL_SIZE', '10abc'],
    ['DATABASE_STATEMENT_TIMEOUT_MS', '-1'],
    ['PORT', '70000'],
    ['PORT', 'http'],
    ['SESSION_IDLE_MINUTES', '1e3'],
    ['OUTBOX_SEND_TIMEOUT_SECONDS', '0'],
    ['CLAMD_PORT', '0'],
    ['PASSWORD_COST_LOG2', '40'],
    ['SEED_DEMO_DATA', 'yes'],
    ['DEV_MAILBOX', '1'],
    ['NODE_ENV', 'prod'],
    ['LOG_LEVEL', 'verbose'],
    ['PAYMENT_PROVIDER', 'p24'],
    ['SMS_PROVIDER', 'twilio'],
    ['DATABASE_POOLER', 'pgpool'],
    ['PUBLIC_URL', 'portal.osd.example.pl'],
    ['PUBLIC_URL', 'ftp://portal.osd.example.pl'],
    ['PUBLIC_URL', 'https://portal.osd.example.pl/portal?x=1'],
    ['DATABASE_URL', 'mysql://db/portal'],
    ['DATABASE_URL', 'postgres://'],
    ['SMTP_URL', 'relay.internal:587'],
    ['REDIS_URL', 'http://redis:6379'],
    ['P24_BASE_URL', 'sandbox'],
    ['SMSAPI_URL', 'api.smsapi.pl'],
    ['MAIL_FROM', 'not an address'],
  ])('%s=%s', (name, value) => {
    for (const environment of ['development', 'test'])
      expect(refusal({ NODE_ENV: environment, [name]: value })).toContain(name);
    expect(refusal(productionWith({ [name]: value }))).toContain(name);
  });

  it('refuses S3 settings of the wrong shape', () => {
    const s3 = { STORAGE: 's3', S3_BUCKET: 'b' };
    expect(refusal({ ...s3, S3_FORCE_PATH_STYLE: 'yes' })).toContain('S3_FORCE_PATH_STYLE');
    // S3 refuses multipart parts under 5 MB.
    expect(refusal({ ...s3, S3_PART_SIZE_MB: '4' })).toContain('S3_PART_SIZE_MB');
    expect(refusal({ ...s3, S3_ENDPOINT: 's3.internal' })).toContain('S3_ENDPOINT');
  });

  it('refuses SMS_PROVIDER=smsapi without its token', () => {
    expect(refusal({ SMS_PROVIDER: 'smsapi' })).toMatch(/SMSAPI_TOKEN/);
  });

  it('reads an empty value as unset, as a compose file writes ${X:-}', () => {
    expect(loadConfig({ DATABASE_POOL_SIZE: '', SEED_DEMO_DATA: '' }).database.poolSize).toBe(10);
  });
});
