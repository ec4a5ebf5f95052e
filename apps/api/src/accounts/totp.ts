// RFC 6238 TOTP (HMAC-SHA1, 6 digits, 30 s step) with RFC 4648 base32 secrets, as authenticator apps
// expect. quality-bar "TOTP": at most one step of drift; each code accepted once (the caller keeps the step).
import { createHmac, randomBytes } from 'node:crypto';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
export const STEP_SECONDS = 30;
export const DIGITS = 6;

export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

export function base32Decode(text: string): Buffer {
  const clean = text.replace(/[\s=]/g, '').toUpperCase();
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index < 0) throw new Error('not base32');
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** A new secret from the CSPRNG: 160 bits, the size RFC 4226 recommends for HMAC-SHA1. */
export function newTotpSecret(): string {
  return base32Encode(randomBytes(20));
}

export function hotp(key: Buffer, counter: number, digits = DIGITS): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const digest = createHmac('sha1', key).update(message).digest();
  const offset = digest[digest.length - 1]! & 0x0f;
  const binary = (digest.readUInt32BE(offset) & 0x7fffffff) % 10 ** digits;
  return binary.toString().padStart(digits, '0');
}

export function stepAt(timeMs: number): number {
  return Math.floor(timeMs / 1000 / STEP_SECONDS);
}

export function totpAt(secret: string, timeMs: number): string {
  return hotp(base32Decode(secret), stepAt(timeMs));
}

/**
 * The step a code belongs to, if it matches the current step or one step either side and is newer
 * than the last accepted step (so a code, once used, is refused); otherwise null.
 */
export function acceptedStep(
  secret: string,
  code: string,
  nowMs: number,
  lastStep: number | null,
): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const key = base32Decode(secret);
  const current = stepAt(nowMs);
  for (const step of [current - 1, current, current + 1]) {
    if (lastStep !== null && step <= lastStep) continue;
    if (hotp(key, step) === code) return step;
  }
  return null;
}

/**
 * True when the code is right for a step of the window that was already used (at or before `lastStep`): the
 * user typed a code that has been spent, and should wait for the next one.
 */
export function isSpentCode(secret: string, code: string, nowMs: number, lastStep: number | null): boolean {
  if (lastStep === null || !/^\d{6}$/.test(code)) return false;
  const key = base32Decode(secret);
  const current = stepAt(nowMs);
  return [current - 1, current, current + 1].some((step) => step <= lastStep && hotp(key, step) === code);
}

export function otpauthLink(secret: string, account: string, issuer = 'Portal Klienta OSD'): string {
  const label = encodeURIComponent(`${issuer}:${account}`);
  const params = new URLSearchParams({
    secret,
    issuer,
    algorithm: 'SHA1',
    digits: String(DIGITS),
    period: String(STEP_SECONDS),
  });
  return `otpauth://totp/${label}?${params.toString()}`;
}
