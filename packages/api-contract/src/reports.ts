// portal-spec §2 (error pages) and §8 (render errors): error reports sent by the portal.
import { Type, type Static } from 'typebox';
import { MultilineText, Text } from './primitives.ts';
import { Nullable } from './nullable.ts';

export const ERROR_REPORT_MAX_LENGTH = 1024;

export const ErrorReport = Type.Object(
  {
    code: Text({ minLength: 1, maxLength: 64 }),
    info: MultilineText({ maxLength: ERROR_REPORT_MAX_LENGTH }),
  },
  { additionalProperties: false },
);
export type ErrorReport = Static<typeof ErrorReport>;

/**
 * Issue 28: how long each part of a render error report may be; the portal cuts its reports to these, and
 * the server reads at most 32 KB of one (anyone with the anti-forgery cookie may send them).
 */
export const JS_ERROR_LIMITS = {
  message: 1000,
  path: 1000,
  userAgent: 512,
  stack: 8000,
  userName: 254,
} as const;

export const JsErrorReport = Type.Object(
  {
    code: Type.String({ pattern: '^JS\\.[A-Za-z]+\\.?[0-9]+$', maxLength: 64 }),
    message: MultilineText({ maxLength: JS_ERROR_LIMITS.message }),
    path: Text({ maxLength: JS_ERROR_LIMITS.path }),
    width: Type.Integer({ minimum: 0, maximum: 100000 }),
    userName: Type.Optional(Nullable(Text({ maxLength: JS_ERROR_LIMITS.userName }))),
    userAgent: Text({ maxLength: JS_ERROR_LIMITS.userAgent }),
    stack: MultilineText({ maxLength: JS_ERROR_LIMITS.stack }),
  },
  { additionalProperties: false },
);
export type JsErrorReport = Static<typeof JsErrorReport>;
