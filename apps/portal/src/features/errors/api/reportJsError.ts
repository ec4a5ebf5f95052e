// portal-spec §8: render errors show the error page and are reported, fire and forget, to POST
// /api/js-error with the code, page path, window width, user name, browser agent and stack. The path is
// the pathname only: query strings can hold activation and reset tokens.
import type { JsErrorReport } from '@portal/api-contract';
import { callEndpoint } from '../../../lib/api/callEndpoint.ts';
import { isApiClientError } from '../../../lib/api/index.ts';
import { createJsErrorCode } from '../lib/jsErrorCode.ts';

// Limits of the server's schema (api-contract JS_ERROR_LIMITS, not imported: the schema library would
// join the first view's bundle), so that a long stack is cut, not refused.
export const LIMITS = { message: 1000, path: 1000, userAgent: 512, stack: 8000, userName: 254 } as const;

/**
 * Data lifecycle: a page that keeps failing must not flood the server. One page load reports at most this many
 * errors, each distinct message and first stack line once, and nothing while the server's refusal lasts.
 */
export const MAX_REPORTS_PER_PAGE = 5;
const PAUSE_AFTER_FAILURE_MS = 60_000;

const codes = new WeakMap<object, string>();
const reported = new WeakSet<object>();
const sentPrints = new Set<string>();
let pausedUntil = 0;

/** Forgets what this page load reported (tests; a real page load starts afresh anyway). */
export function resetJsErrorReporting(): void {
  sentPrints.clear();
  pausedUntil = 0;
}

function printOf(report: JsErrorReport): string {
  const frame = report.stack.split('\n').find((line) => /^\s*at |@\S+:\d+/.test(line)) ?? '';
  return `${report.message}\u0000${frame.trim()}`;
}

function mayReport(report: JsErrorReport): boolean {
  if (Date.now() < pausedUntil || sentPrints.size >= MAX_REPORTS_PER_PAGE) return false;
  const print = printOf(report);
  if (sentPrints.has(print)) return false;
  sentPrints.add(print);
  return true;
}

/** Until when reporting rests after a refusal (0: it does not). */
export function jsErrorReportingPausedUntil(): number {
  return pausedUntil;
}

/** Refused or failed: no report is sent (and none retried) until the server's wait is over. */
function pauseAfter(error: unknown): void {
  const retryAfter = isApiClientError(error) ? error.retryAfterSeconds : undefined;
  pausedUntil = Date.now() + (retryAfter ? retryAfter * 1000 : PAUSE_AFTER_FAILURE_MS);
}

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
    const report = buildJsErrorReport(error, code, userName);
    if (mayReport(report)) void callEndpoint('jsError', report).catch(pauseAfter);
  } catch {
    // Reporting is best effort.
  }
  return code;
}
