// The captcha a visitor solves before sending a form (docs/decisions.md, captcha). The solver and
// altcha-lib load only when a solution is needed.
export type CaptchaSolver = (signal?: AbortSignal) => Promise<string>;

export const solveCaptchaLazily: CaptchaSolver = async (signal) => {
  const { solveCaptcha } = await import('./solveCaptcha.ts');
  return solveCaptcha(signal);
};
