import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('configuration', () => {
  it('keeps the embedded default: local files and rate limits in memory on PGlite (issue #20)', () => {
    const config = loadConfig({});
    expect(config.storage).toEqual({ kind: 'local' });
    expect(config.rateLimitStore.kind).toBe('memory');
    expect(config.redisUrl).toBeNull();
  });

  it('shares the rate limits on PostgreSQL, in Redis with REDIS_URL, and refuses what it cannot do (issue #20)', () => {
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

  it('reads the S3 storage settings, and refuses STORAGE=s3 without a bucket or with an unknown encryption (issue #20)', () => {
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

  it('refuses CAPTCHA_PROVIDER=recaptcha at start instead of failing every captcha login (issue #14)', () => {
    expect(() => loadConfig({ CAPTCHA_PROVIDER: 'recaptcha', RECAPTCHA_SECRET: 's' })).toThrow(
      /CAPTCHA_PROVIDER=recaptcha is not supported.*ALTCHA/,
    );
    expect(loadConfig({ CAPTCHA_PROVIDER: 'altcha' }).captcha.provider).toBe('altcha');
    expect(loadConfig({}).captcha.provider).toBe('altcha');
  });

  it('serves the development mailbox only with DEV_MAILBOX=true, and never in production (issue #14)', () => {
    expect(loadConfig({}).devMailbox).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development' }).devMailbox).toBe(false);
    expect(loadConfig({ DEV_MAILBOX: 'true' }).devMailbox).toBe(true);
    expect(() => loadConfig({ NODE_ENV: 'production', DEV_MAILBOX: 'true' })).toThrow(
      /DEV_MAILBOX=true is refused with NODE_ENV=production/,
    );
  });

  it('listens on this machine only unless HOST says otherwise (issue #14)', () => {
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
});
