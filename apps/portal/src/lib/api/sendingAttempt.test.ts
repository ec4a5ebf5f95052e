// Resilience: a retry of the same content resends the same Idempotency-Key; an edit or a success starts
// a new attempt; a reload of the tab keeps the pending attempt.
import { afterEach, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_KEY_PATTERN } from '@portal/api-contract/plain';
import { contentFingerprint, newIdempotencyKey, sendingAttempt } from './sendingAttempt.ts';

afterEach(() => sessionStorage.clear());

describe('sendingAttempt', () => {
  it('gives the same key for the same content until the attempt finishes', () => {
    const attempt = sendingAttempt('wniosek.1');
    const first = attempt.keyFor('{"a":1}');
    expect(first).toMatch(new RegExp(IDEMPOTENCY_KEY_PATTERN));
    expect(attempt.keyFor('{"a":1}')).toBe(first);
    attempt.finish();
    expect(attempt.keyFor('{"a":1}')).not.toBe(first);
  });

  it('gives a new key after an edit, and does not go back to the old one', () => {
    const attempt = sendingAttempt('wniosek.2');
    const first = attempt.keyFor('{"a":1}');
    const edited = attempt.keyFor('{"a":2}');
    expect(edited).not.toBe(first);
    expect(attempt.keyFor('{"a":1}')).not.toBe(first);
  });

  it('keeps the pending attempt across a reload of the tab (sessionStorage)', () => {
    const key = sendingAttempt('pismo.7').keyFor('treść');
    expect(sendingAttempt('pismo.7').keyFor('treść')).toBe(key);
    expect(sendingAttempt('pismo.8').keyFor('treść')).not.toBe(key);
  });

  it('works without storage (privacy modes), in memory', () => {
    const attempt = sendingAttempt('wniosek.3', null);
    const key = attempt.keyFor('x');
    expect(attempt.keyFor('x')).toBe(key);
  });

  it('makes UUIDs without randomUUID too (insecure contexts)', () => {
    const original = crypto.randomUUID;
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      expect(newIdempotencyKey()).toMatch(
        /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
      );
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: original, configurable: true });
    }
  });

  it('fingerprints differ for different content of the same length', () => {
    expect(contentFingerprint('{"kw":5}')).not.toBe(contentFingerprint('{"kw":7}'));
  });
});
