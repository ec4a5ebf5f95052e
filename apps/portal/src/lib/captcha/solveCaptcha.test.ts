import { describe, expect, it } from 'vitest';
import { encodeCaptchaPayload } from './solveCaptcha.ts';

describe('the captcha payload (docs/decisions.md: base64 JSON {challenge, solution})', () => {
  it('encodes the challenge and the solution the way the server decodes them', () => {
    const challenge = {
      parameters: { algorithm: 'SHA-256', nonce: 'ab', salt: 'cd', cost: 1, keyLength: 32, keyPrefix: '00' },
      signature: 's',
    };
    const solution = { counter: 42, derivedKey: '00ff', time: 12 };
    const payload = encodeCaptchaPayload(challenge, solution);
    expect(JSON.parse(atob(payload))).toEqual({ challenge, solution });
  });
});
