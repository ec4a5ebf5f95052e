import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password-hash.ts';

const cheap = { N: 2 ** 10, r: 8, p: 1 };

describe('password hashing', () => {
  it('verifies the right password and refuses a wrong one', async () => {
    const hash = await hashPassword('Zażółć-Gęślą-2026', cheap);
    expect(await verifyPassword('Zażółć-Gęślą-2026', hash)).toBe(true);
    expect(await verifyPassword('zażółć-gęślą-2026', hash)).toBe(false);
  });
  it('salts every hash', async () => {
    expect(await hashPassword('Jednakowe1234', cheap)).not.toBe(await hashPassword('Jednakowe1234', cheap));
  });
  it('stores no plain text and records its cost', async () => {
    const hash = await hashPassword('TajneHaslo123', cheap);
    expect(hash).not.toContain('TajneHaslo123');
    expect(hash.startsWith('scrypt$1024$8$1$')).toBe(true);
  });
  it('refuses a malformed stored value instead of throwing', async () => {
    expect(await verifyPassword('x', 'md5$abc')).toBe(false);
    expect(await verifyPassword('x', '')).toBe(false);
  });
});
