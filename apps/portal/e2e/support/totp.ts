// The customer's authenticator app in the journeys: TOTP codes (RFC 6238: SHA-1, 6 digits, 30 s) from
// the secret the portal showed, computed by an implementation independent of the server's.
import * as OTPAuth from 'otpauth';

/** The code for now plus `stepsAhead` periods (a code is accepted once, so a second login uses the next). */
export function totpCode(secret: string, stepsAhead = 0): string {
  const totp = new OTPAuth.TOTP({
    secret: OTPAuth.Secret.fromBase32(secret.replace(/\s/g, '')),
    digits: 6,
    period: 30,
    algorithm: 'SHA1',
  });
  return totp.generate({ timestamp: Date.now() + stepsAhead * 30_000 });
}

/** A six-digit code that is not the current one nor its neighbours. */
export function wrongTotpCode(secret: string): string {
  const near = new Set([-1, 0, 1].map((step) => totpCode(secret, step)));
  let candidate = 123456;
  while (near.has(String(candidate).padStart(6, '0'))) candidate += 1;
  return String(candidate).padStart(6, '0');
}
