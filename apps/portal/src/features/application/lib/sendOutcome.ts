// How a refused send is handled (docs/decisions.md "Filing applications"; applications-spec §8): 400 with
// field details goes back to the wizard with the messages; 400 with the keyword 'virus' is the antivirus'
// refusal; 400 with 'captcha' asks to try again; 422 (and 413) is a file error; 409 means the form changed
// (reload it, the draft is kept); no connection means the application waits as a saved draft, and so does
// a 503 (the service is away for a moment). Resilience: the Idempotency-Key's own refusals
// (keywords of api-contract idempotency.ts) are neither a file error nor a changed form: 'attemptChanged'
// (422, the key came with other content: start a new attempt) and 'sendingInProgress' (409, the first
// request with the key is still being stored: retry in a moment). Data lifecycle: a 413 or 429 with the keyword
// 'uploadBudget' is the daily budget of the sender's address or account: its message (how much is left and
// until when) is shown as it is, and the application stays saved.
import type { FieldError } from '@portal/api-contract';
import { IdempotencyErrorKeyword, UPLOAD_BUDGET_KEYWORD } from '@portal/api-contract/plain';
import { isApiClientError } from '../../../lib/api/index.ts';

export type SendFailure =
  | {
      readonly kind: 'validation';
      readonly details: readonly FieldError[];
      readonly message: string | undefined;
    }
  | {
      readonly kind:
        | 'virus'
        | 'file'
        | 'captcha'
        | 'formChanged'
        | 'formUnavailable'
        | 'offline'
        | 'unavailable'
        | 'sessionExpired'
        | 'tooManyRequests'
        | 'uploadBudget'
        | 'attemptChanged'
        | 'sendingInProgress';
      readonly message: string | undefined;
    }
  | { readonly kind: 'server'; readonly message: string | undefined; readonly errorId: string | undefined }
  | { readonly kind: 'other'; readonly message: string | undefined };

/** Solving the captcha failed in the browser (not a refused request). */
export class CaptchaNotSolved extends Error {
  override readonly name = 'CaptchaNotSolved';
}

/** For `solveCaptcha().catch(captchaFailed)`: API errors pass through, anything else is the solver's. */
export function captchaFailed(error: unknown): never {
  if (isApiClientError(error)) throw error;
  throw new CaptchaNotSolved('The captcha could not be solved', { cause: error });
}

/** The navigator says it is offline (checked before sending: the request would only fail). */
export function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

export function classifySendFailure(error: unknown): SendFailure {
  if (error instanceof CaptchaNotSolved) return { kind: 'captcha', message: undefined };
  if (!isApiClientError(error)) return { kind: 'other', message: undefined };
  const message = error.body?.message;
  const details = error.body?.details ?? [];
  if (error.kind === 'network' || error.kind === 'abort') return { kind: 'offline', message: undefined };
  if (error.unavailable) return { kind: 'unavailable', message: undefined };
  if (error.kind === 'server') return { kind: 'server', message: undefined, errorId: error.errorId };
  if (error.kind === 'unauthorized') return { kind: 'sessionExpired', message };
  if (details.some((detail) => detail.keyword === UPLOAD_BUDGET_KEYWORD))
    return { kind: 'uploadBudget', message };
  if (error.kind === 'too_many_requests') return { kind: 'tooManyRequests', message };
  if (details.some((detail) => detail.keyword === 'virus')) return { kind: 'virus', message };
  if (details.some((detail) => detail.keyword === IdempotencyErrorKeyword.reused))
    return { kind: 'attemptChanged', message };
  if (details.some((detail) => detail.keyword === IdempotencyErrorKeyword.inProgress)) {
    return { kind: 'sendingInProgress', message };
  }
  switch (error.status) {
    case 400:
      if (details.some((detail) => detail.keyword === 'captcha')) return { kind: 'captcha', message };
      return { kind: 'validation', details, message };
    case 404:
      return { kind: 'formUnavailable', message };
    case 409:
      return { kind: 'formChanged', message };
    case 413:
    case 422:
      return { kind: 'file', message };
    default:
      return { kind: 'other', message };
  }
}
