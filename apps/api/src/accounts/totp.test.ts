import { describe, expect, it } from 'vitest';
import {
  acceptedStep,
  base32Decode,
  base32Encode,
  hotp,
  newTotpSecret,
  otpauthLink,
  stepAt,
  totpAt,
} from './totp.ts';

// RFC 6238 Appendix B, SHA-1 rows: secret "12345678901234567890", 8 digits.
const rfcKey = Buffer.from('12345678901234567890');
const rfcVectors: [number, string][] = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

describe('TOTP', () => {
  it.each(rfcVectors)('matches the RFC 6238 test vector at T=%i', (seconds, expected) => {
    expect(hotp(rfcKey, Math.floor(seconds / 30), 8)).toBe(expected);
  });

  it('base32 round-trips and matches RFC 4648', () => {
    expect(base32Encode(Buffer.from('foobar'))).toBe('MZXW6YTBOI');
    expect(base32Decode('MZXW6YTBOI').toString()).toBe('foobar');
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(base32Encode(base32Decode(secret))).toBe(secret);
  });

  it('accepts the current code and one step of drift either side, not two', () => {
    const secret = newTotpSecret();
    const now = Date.now();
    expect(acceptedStep(secret, totpAt(secret, now), now, null)).toBe(stepAt(now));
    expect(acceptedStep(secret, totpAt(secret, now - 30_000), now, null)).toBe(stepAt(now) - 1);
    expect(acceptedStep(secret, totpAt(secret, now + 30_000), now, null)).toBe(stepAt(now) + 1);
    expect(acceptedStep(secret, totpAt(secret, now - 90_000), now, null)).toBeNull();
    expect(acceptedStep(secret, totpAt(secret, now + 90_000), now, null)).toBeNull();
  });

  it('refuses a code whose step was already used', () => {
    const secret = newTotpSecret();
    const now = Date.now();
    const code = totpAt(secret, now);
    const step = acceptedStep(secret, code, now, null);
    expect(step).not.toBeNull();
    expect(acceptedStep(secret, code, now, step)).toBeNull();
  });

  it.each(['', '12345', '1234567', 'abcdef', '12 456'])('refuses the malformed code %j', (code) => {
    expect(acceptedStep(newTotpSecret(), code, Date.now(), null)).toBeNull();
  });

  it('builds an otpauth link authenticator apps read', () => {
    const link = new URL(otpauthLink('JBSWY3DPEHPK3PXP', 'jan@example.com'));
    expect(link.protocol).toBe('otpauth:');
    expect(link.searchParams.get('secret')).toBe('JBSWY3DPEHPK3PXP');
    expect(link.searchParams.get('digits')).toBe('6');
    expect(link.searchParams.get('period')).toBe('30');
  });
});
