// The captcha a login needs after failures (portal-spec §4, quality-bar "Brute force"). ALTCHA, a
// self-hosted proof of work that needs no third party and works offline, is the implementation for
// development and production alike. The resilience work removed the reCAPTCHA adapter: the portal had no widget for
// it (every captcha login failed with it), it needs Google's script (refused by the strict CSP, missing
// offline) and it sends customers' data to a third party (docs/decisions.md "Captcha").
import type { FrontendConfig } from '@portal/api-contract';

export interface CaptchaVerifier {
  /** What /api/config/frontend announces, so the portal solves the right kind of challenge. */
  readonly provider: FrontendConfig['captcha']['provider'];
  /** A new signed challenge for the browser to solve (GET /api/captcha/challenge). */
  challenge?(): Promise<Record<string, unknown>>;
  /** True when the solution is valid and was not used before. Never throws on bad input. */
  verify(solution: string, remoteIp: string): Promise<boolean>;
}
