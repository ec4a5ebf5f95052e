// portal-spec §2 (error pages) and §8 (render errors): error reports sent by the portal.
import { Type, type Static } from 'typebox';
import { Nullable } from './nullable.ts';

export const ERROR_REPORT_MAX_LENGTH = 1024;

export const ErrorReport = Type.Object(
  {
    code: Type.String({ minLength: 1, maxLength: 64 }),
    info: Type.String({ maxLength: ERROR_REPORT_MAX_LENGTH }),
  },
  { additionalProperties: false },
);
export type ErrorReport = Static<typeof ErrorReport>;

export const JsErrorReport = Type.Object(
  {
    code: Type.String({ pattern: '^JS\\.[A-Za-z]+\\.?[0-9]+$', maxLength: 64 }),
    message: Type.String({ maxLength: 2000 }),
    path: Type.String({ maxLength: 2000 }),
    width: Type.Integer({ minimum: 0, maximum: 100000 }),
    userName: Type.Optional(Nullable(Type.String({ maxLength: 254 }))),
    userAgent: Type.String({ maxLength: 1000 }),
    stack: Type.String({ maxLength: 20000 }),
  },
  { additionalProperties: false },
);
export type JsErrorReport = Static<typeof JsErrorReport>;
