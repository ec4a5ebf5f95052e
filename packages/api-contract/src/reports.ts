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

export const JsErrorReport = Type.Object(
  {
    code: Type.String({ pattern: '^JS\\.[A-Za-z]+\\.?[0-9]+$', maxLength: 64 }),
    message: MultilineText({ maxLength: 2000 }),
    path: Text({ maxLength: 2000 }),
    width: Type.Integer({ minimum: 0, maximum: 100000 }),
    userName: Type.Optional(Nullable(Text({ maxLength: 254 }))),
    userAgent: Text({ maxLength: 1000 }),
    stack: MultilineText({ maxLength: 20000 }),
  },
  { additionalProperties: false },
);
export type JsErrorReport = Static<typeof JsErrorReport>;
