// portal-spec §4 Login and §8 Login errors / Second factor: what an answer of POST /api/account/login or
// /api/account/login/mfa means for the portal. The server's error descriptions are the exact strings of
// LoginErrorDescription (docs/decisions.md, accounts); a refused login answers 400 with the login
// response shape, which the API client keeps as the error's payload.
import type { LoginResponse } from '@portal/api-contract';
import { LoginErrorDescription, ROLE_USER } from '@portal/api-contract/plain';
import { isApiClientError } from '../../../lib/api/ApiClientError.ts';

export type LoginOutcome =
  /** Authorities include ROLE_USER. */
  | { kind: 'signedIn'; userName: string; isTrusted: boolean }
  /** Password accepted, authorities lack ROLE_USER: the second factor is needed (ROLE_MFA). */
  | { kind: 'secondFactor' }
  /** 'Bad credentials' and 'Bad credentials, recaptcha will be required' (warning). */
  | { kind: 'badCredentials'; captchaRequired: boolean; captchaWarning: boolean }
  /** 'Recaptcha required': show the captcha and retry. */
  | { kind: 'captchaRequired' }
  /** 'Recaptcha error': toast recaptcha_error, show a fresh captcha. */
  | { kind: 'captchaError' }
  /** 'User account is locked': the locked-account page. */
  | { kind: 'locked' }
  /**
   * 'Incorrect 2FA code': a form error beneath the code field; the second-factor role stays. alreadyUsed:
   * the code was right but spent (codeAlreadyUsed), so the user is told to wait for the next one.
   */
  | { kind: 'incorrectCode'; alreadyUsed?: true }
  /** 'MFA session expired' (401): the API client already logged out with the two-factor toast. */
  | { kind: 'sessionExpired' }
  /** 'Single sign-on token is invalid or expired'. */
  | { kind: 'ssoFailed'; description: string }
  /** 429: the API client already showed 'Too many attempts'. */
  | { kind: 'throttled' }
  /** Anything else: toast login_error. */
  | { kind: 'failed'; description: string | null };

interface LoginFailureBody {
  errorDescription?: unknown;
  recaptchaRequired?: unknown;
  codeAlreadyUsed?: unknown;
}

function failureBody(error: unknown): LoginFailureBody | null {
  if (!isApiClientError(error)) return null;
  const payload = error.payload;
  return payload && typeof payload === 'object' ? (payload as LoginFailureBody) : null;
}

/** A successful answer (HTTP 200). */
export function loginOutcomeOf(response: LoginResponse): LoginOutcome {
  if (response.authorities.includes(ROLE_USER) && response.username) {
    return { kind: 'signedIn', userName: response.username, isTrusted: response.userTrusted };
  }
  return { kind: 'secondFactor' };
}

/** A failed call: the error thrown by the API client. */
export function loginFailureOutcome(error: unknown): LoginOutcome {
  const body = failureBody(error);
  const description = typeof body?.errorDescription === 'string' ? body.errorDescription : null;
  switch (description) {
    case LoginErrorDescription.badCredentials:
      return {
        kind: 'badCredentials',
        captchaRequired: body?.recaptchaRequired === true,
        captchaWarning: false,
      };
    case LoginErrorDescription.badCredentialsCaptchaRequired:
      return { kind: 'badCredentials', captchaRequired: true, captchaWarning: true };
    case LoginErrorDescription.captchaRequired:
      return { kind: 'captchaRequired' };
    case LoginErrorDescription.captchaError:
      return { kind: 'captchaError' };
    case LoginErrorDescription.accountLocked:
      return { kind: 'locked' };
    case LoginErrorDescription.incorrectMfaCode:
      return body?.codeAlreadyUsed === true
        ? { kind: 'incorrectCode', alreadyUsed: true }
        : { kind: 'incorrectCode' };
    case LoginErrorDescription.mfaSessionExpired:
      return { kind: 'sessionExpired' };
    case LoginErrorDescription.ssoFailed:
      return { kind: 'ssoFailed', description };
    default:
      break;
  }
  if (isApiClientError(error)) {
    if (error.kind === 'too_many_requests') return { kind: 'throttled' };
    if (error.kind === 'unauthorized') return { kind: 'sessionExpired' };
  }
  return { kind: 'failed', description };
}
