import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-app.ts';
import type { Database } from '../../db/database.ts';
import { altchaVerifier } from './altcha.ts';
import { recaptchaVerifier } from './recaptcha.ts';
import { solveAltcha } from '../../test/captcha.ts';

let db: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ db, drop } = await openTestDatabase());
});
afterAll(async () => {
  await db.destroy();
  await drop();
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

  it.each(['', 'not-base64!', Buffer.from('{"a":1}').toString('base64'), Buffer.from('null').toString('base64')])(
    'refuses the garbage %j without throwing',
    async (garbage) => {
      expect(await altchaVerifier(db, { secret: 's' }).verify(garbage, '127.0.0.1')).toBe(false);
    },
  );
});

describe('reCAPTCHA adapter against a local fake siteverify', () => {
  let server: Server;
  let url: string;
  const seen: URLSearchParams[] = [];
  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        const form = new URLSearchParams(body);
        seen.push(form);
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ success: form.get('response') === 'good-token' && form.get('secret') === 'site-secret' }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/siteverify`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('passes the token, secret and address and reads success', async () => {
    const captcha = recaptchaVerifier({ secretKey: 'site-secret', verifyUrl: url });
    expect(await captcha.verify('good-token', '10.0.0.1')).toBe(true);
    expect(seen.at(-1)?.get('remoteip')).toBe('10.0.0.1');
    expect(await captcha.verify('bad-token', '10.0.0.1')).toBe(false);
  });

  it('treats an unreachable verifier as a failed captcha', async () => {
    const captcha = recaptchaVerifier({ secretKey: 'x', verifyUrl: 'http://127.0.0.1:9/', timeoutMs: 500 });
    expect(await captcha.verify('good-token', '10.0.0.1')).toBe(false);
  });
});
