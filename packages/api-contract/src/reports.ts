// portal-spec §2 (error pages) and §8 (render errors): error reports sent by the portal.
import { Type, type Static } from 'typebox';
import { MultilineText, Text } from './primitives.ts';
import { Nullable } from './nullable.ts';
import { ERROR_REPORT_MAX_LENGTH, JS_ERROR_LIMITS } from './report-limits.ts';

export * from './report-limits.ts';

export const ErrorReport = Type.Object(
  {
    code: Text({ minLength: 1, maxLength: 64 }),
    info: MultilineText({ maxLength: ERROR_REPORT_MAX_LENGTH }),
  },
  { additionalProperties: false },
);
export type ErrorReport = Static<typeof ErrorReport>;

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
