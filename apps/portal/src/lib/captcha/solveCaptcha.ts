// The ALTCHA proof of work for any form a visitor sends (docs/decisions.md, captcha; "Filing applications":
// visitors include the captcha solution). GET /api/captcha/challenge gives a signed challenge; Web Workers
// find the counter that solves it; the request carries base64(JSON {challenge, solution}). Each solution is
// accepted once, so every request needs a new one. Load this module lazily (it pulls altcha-lib).
import { solveChallengeWorkers } from 'altcha-lib';
import type { Challenge } from 'altcha-lib/types';
import { callEndpoint } from '../api/callEndpoint.ts';

/** Encodes a solved challenge the way the server reads it. */
export function encodeCaptchaPayload(challenge: unknown, solution: unknown): string {
  const bytes = new TextEncoder().encode(JSON.stringify({ challenge, solution }));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function createWorker(): Worker {
  return new Worker(new URL('./captchaSolver.worker.ts', import.meta.url), { type: 'module' });
}

/** Fetches a challenge and solves it off the main thread; resolves to the payload the API expects. */
export async function solveCaptcha(signal?: AbortSignal): Promise<string> {
  const challenge = await callEndpoint('captchaChallenge', signal ? { signal } : {});
  const controller = new AbortController();
  signal?.addEventListener('abort', () => controller.abort(), { once: true });
  const solution = await solveChallengeWorkers({
    challenge: challenge as unknown as Challenge,
    concurrency: Math.min(4, navigator.hardwareConcurrency || 1),
    controller,
    createWorker,
    timeout: 90_000,
  });
  if (!solution) throw new Error('The captcha challenge was not solved');
  return encodeCaptchaPayload(challenge, solution);
}
