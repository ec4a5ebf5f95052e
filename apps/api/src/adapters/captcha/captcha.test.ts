import { describe, expect, it } from 'vitest';
import { withTestDatabase } from '../../test/test-app.ts';
import type { Database } from '../../db/database.ts';
import { altchaVerifier } from './altcha.ts';
import { solveAltcha } from '../../test/captcha.ts';

let db: Database;
withTestDatabase((opened) => {
  db = opened;
});

describe('ALTCHA (embedded default)', () => {
  it('accepts a solved challenge once', async () => {
    const captcha = altchaVerifier(db, { secret: 's', maxNumber: 2000 });
    const solution = await solveAltcha(await captcha.challenge!());
    expect(await captcha.verify(solution, '127.0.0.1')).toBe(true);
    expect(await captcha.verify(solution, '127.0.0.1')).toBe(false);
  });

  it('refuses a challenge signed with another secret', async () => {
    const other = altchaVerifier(db, { secret: 'other', maxNumber: 2000 });
    const captcha = altchaVerifier(db, { secret: 's', maxNumber: 2000 });
    expect(await captcha.verify(await solveAltcha(await other.challenge!()), '127.0.0.1')).toBe(false);
  });

  it.each([
    '',
    'not-base64!',
    Buffer.from('{"a":1}').toString('base64'),
    Buffer.from('null').toString('base64'),
  ])('refuses the garbage %j without throwing', async (garbage) => {
    expect(await altchaVerifier(db, { secret: 's' }).verify(garbage, '127.0.0.1')).toBe(false);
  });
});
