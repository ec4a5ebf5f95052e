import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('configuration', () => {
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
