// The captcha a login needs after failures (portal-spec §4, quality-bar "Brute force"). The embedded
// default is ALTCHA, a self-hosted proof of work that needs no third party and works offline; reCAPTCHA
// is the alternative adapter, chosen by CAPTCHA_PROVIDER.
export interface CaptchaVerifier {
  readonly provider: 'altcha' | 'recaptcha';
  /** ALTCHA only: a new signed challenge for the widget. */
  challenge?(): Promise<Record<string, unknown>>;
  /** True when the solution is valid and was not used before. Never throws on bad input. */
  verify(solution: string, remoteIp: string): Promise<boolean>;
}
