// How long an error report and each part of a render error report may be: the portal cuts its reports to
// these, the server's schemas (reports.ts) refuse longer ones. No schema library (plain.ts).
export const ERROR_REPORT_MAX_LENGTH = 1024;

/**
 * Data lifecycle: how long each part of a render error report may be; the portal cuts its reports to these, and
 * the server reads at most 32 KB of one (anyone with the anti-forgery cookie may send them).
 */
export const JS_ERROR_LIMITS = {
  message: 1000,
  path: 1000,
  userAgent: 512,
  stack: 8000,
  userName: 254,
} as const;
