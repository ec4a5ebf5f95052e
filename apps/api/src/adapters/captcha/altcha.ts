import { createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { Database } from '../../db/database.ts';
import { hmac } from '../../lib/tokens.ts';
import type { CaptchaVerifier } from './captcha.ts';
import { spendCaptchaNonce } from './captcha-repository.ts';

export interface AltchaOptions {
  secret: string;
  /** The proof of work's size: how many counter values a browser tries on average. */
  maxNumber?: number;
  ttlSeconds?: number;
}

interface Payload {
  challenge: Parameters<typeof verifySolution>[0]['challenge'];
  solution: Parameters<typeof verifySolution>[0]['solution'];
}

function parse(solution: string): Payload | null {
  try {
    const payload = JSON.parse(Buffer.from(solution, 'base64').toString('utf8')) as Partial<Payload>;
    return payload && typeof payload === 'object' && payload.challenge && payload.solution
      ? (payload as Payload)
      : null;
  } catch {
    return null;
  }
}

export function altchaVerifier(
  db: Database,
  { secret, maxNumber = 20_000, ttlSeconds = 600 }: AltchaOptions,
): CaptchaVerifier {
  const signatureSecret = hmac(secret, 'altcha-signature');
  const keySecret = hmac(secret, 'altcha-key');
  return {
    provider: 'altcha',
    async challenge() {
      const challenge = await createChallenge({
        algorithm: 'SHA-256',
        cost: 1,
        counter: randomInt(Math.floor(maxNumber / 4), maxNumber),
        deriveKey,
        hmacSignatureSecret: signatureSecret,
        hmacKeySignatureSecret: keySecret,
        expiresAt: new Date(Date.now() + ttlSeconds * 1000),
      });
      return challenge as unknown as Record<string, unknown>;
    },
    async verify(solution) {
      const payload = parse(solution);
      if (!payload) return false;
      try {
        const result = await verifySolution({
          challenge: payload.challenge,
          solution: payload.solution,
          deriveKey,
          hmacSignatureSecret: signatureSecret,
          hmacKeySignatureSecret: keySecret,
        });
        if (!result.verified) return false;
      } catch {
        return false;
      }
      // A solved challenge is good for one login only.
      const nonce = String(
        (payload.challenge as { parameters?: { nonce?: unknown } }).parameters?.nonce ?? '',
      );
      return spendCaptchaNonce(db, nonce, new Date(Date.now() + ttlSeconds * 1000));
    },
  };
}
