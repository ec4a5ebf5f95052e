import type { CaptchaVerifier } from './captcha.ts';

export interface RecaptchaOptions {
  secretKey: string;
  verifyUrl?: string;
  timeoutMs?: number;
}

/** Google reCAPTCHA: the token is checked server to server with the site's secret key. */
export function recaptchaVerifier({
  secretKey,
  verifyUrl = 'https://www.google.com/recaptcha/api/siteverify',
  timeoutMs = 5000,
}: RecaptchaOptions): CaptchaVerifier {
  return {
    provider: 'recaptcha',
    async verify(solution, remoteIp) {
      if (!solution) return false;
      try {
        const response = await fetch(verifyUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ secret: secretKey, response: solution, remoteip: remoteIp }),
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (!response.ok) return false;
        const body = (await response.json()) as { success?: unknown };
        return body.success === true;
      } catch {
        return false;
      }
    },
  };
}
