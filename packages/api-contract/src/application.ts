// Filing and confirming an application (applications-spec §7 leaves the send calls' shapes open; they
// are fixed here and documented in docs/decisions.md).
import { Type, type Static } from 'typebox';
import { DbId, Text } from './primitives.ts';
import { Nullable } from './nullable.ts';

export * from './application-values.ts';

/**
 * The multipart request of POST /api/application/send and /send/logged:
 * - field `payload`: JSON of ApplicationPayload;
 * - one file part per attachment, named `file:<attachment id>`, the id being the one in the form data's
 *   attachment descriptor ({ id, name, size, type }).
 */
export const ApplicationPayload = Type.Object(
  {
    formId: DbId(),
    /** The form version the wizard rendered; a changed form answers 409 so no answer is misread. */
    formVersion: Text({ maxLength: 32 }),
    data: Type.Record(Type.String(), Type.Unknown()),
    /** Visitors only: the ALTCHA solution. */
    captcha: Type.Optional(Text({ maxLength: 10_000 })),
  },
  { additionalProperties: false },
);
export type ApplicationPayload = Static<typeof ApplicationPayload>;

export const APPLICATION_FILE_FIELD_PREFIX = 'file:';

export const ApplicationSent = Type.Object({
  applicationNumber: Type.String(),
  /** Where the confirmation link went; the success page shows it (portal-spec §2). */
  email: Type.String(),
  phone: Nullable(Type.String()),
  confirmationValidUntil: Type.String({ format: 'date-time' }),
});
export type ApplicationSent = Static<typeof ApplicationSent>;

export const ConfirmApplicationRequest = Type.Object(
  { token: Text({ minLength: 1, maxLength: 200 }) },
  { additionalProperties: false },
);
export type ConfirmApplicationRequest = Static<typeof ConfirmApplicationRequest>;

export const ApplicationConfirmed = Type.Object({
  applicationNumber: Type.String(),
  /** The confirmed application was an account registration (form 100). */
  registration: Type.Boolean(),
});
export type ApplicationConfirmed = Static<typeof ApplicationConfirmed>;

/** ApiError.details[0].keyword of a refused confirmation: 404, 410 and 409 respectively. */
export const ConfirmErrorKeyword = {
  notFound: 'applicationNotFound',
  expired: 'applicationExpired',
  alreadyConfirmed: 'applicationAlreadyConfirmed',
} as const;
