// portal-spec §8: render errors show the error page and are reported, fire and forget, to POST
// /api/js-error with the code, page path, window width, user name, browser agent and stack. The path is
// the pathname only: query strings can hold activation and reset tokens.
import type { JsErrorReport } from '@portal/api-contract';
import { callEndpoint } from '../../../lib/api/callEndpoint.ts';
import { createJsErrorCode } from '../lib/jsErrorCode.ts';

// Limits of the server's schema (api-contract JsErrorReport), so that a long stack is cut, not refused.
const LIMITS = { message: 2000, path: 2000, userAgent: 1000, stack: 20000, userName: 254 } as const;

const codes = new WeakMap<object, string>();
const reported = new WeakSet<object>();

/** Errors can be anything that was thrown; strings and the like are boxed so they can be keyed. */
function key(error: unknown): object {
  return typeof error === 'object' && error !== null ? error : { thrown: error };
}

/** The same error object always gets the same code, however often its page renders. */
export function jsErrorCodeFor(error: unknown): string {
  const k = key(error);
  let code = codes.get(k);
  if (!code) {
    code = createJsErrorCode();
    codes.set(k, code);
  }
  return code;
}

export function buildJsErrorReport(error: unknown, code: string, userName: string | null): JsErrorReport {
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  const stack = error instanceof Error ? (error.stack ?? '') : '';
  return {
    code,
    message: message.slice(0, LIMITS.message),
    path: window.location.pathname.slice(0, LIMITS.path),
    width: Math.max(0, Math.round(window.innerWidth)),
    userName: userName ? userName.slice(0, LIMITS.userName) : null,
    userAgent: navigator.userAgent.slice(0, LIMITS.userAgent),
    stack: stack.slice(0, LIMITS.stack),
  };
}

/** Reports a render error once and returns its code. Never throws: the error page must still show. */
export function reportJsError(error: unknown, userName: string | null): string {
  const code = jsErrorCodeFor(error);
  const k = key(error);
  if (reported.has(k)) return code;
  reported.add(k);
  try {
    void callEndpoint('jsError', buildJsErrorReport(error, code, userName)).catch(() => undefined);
  } catch {
    // Reporting is best effort.
  }
  return code;
}
