// GET /api/config/frontend: what the portal needs from the server (portal-spec §7, §9).
import { Type, type Static } from 'typebox';

export const FileLimits = Type.Object({
  minFileSize: Type.Integer(),
  maxFileSize: Type.Integer(),
  maxTotalSize: Type.Integer(),
  /** Extensions accepted for every upload. */
  acceptedExtensions: Type.Array(Type.String()),
  /** Extensions the file picker also offers (portal-spec §5: dwg). */
  pickerExtensions: Type.Array(Type.String()),
});
export type FileLimits = Static<typeof FileLimits>;

/**
 * The distribution operator as the portal prints it (one configuration of the server, e.g. on the
 * PDF notifications' download page: where to send them).
 */
export const OperatorContact = Type.Object({
  name: Type.String(),
  email: Type.String(),
  /** Line by line. */
  postalAddress: Type.Array(Type.String()),
});
export type OperatorContact = Static<typeof OperatorContact>;

export const FrontendConfig = Type.Object({
  paymentTitleLimit: Type.Integer(),
  paymentAmountLimit: Type.Integer(),
  /** portal-spec §9: the portal caches this response for 15 minutes. */
  cacheMs: Type.Integer(),
  /**
   * docs/decisions.md "Captcha": the self-hosted ALTCHA proof of work is the only provider (the resilience work removed
   * the reCAPTCHA adapter that the portal never supported).
   */
  captcha: Type.Object({
    provider: Type.Literal('altcha'),
    /** Where the portal gets a signed challenge to solve. */
    challengeUrl: Type.String(),
  }),
  files: FileLimits,
  errorReportMaxLength: Type.Integer(),
  /** Whether the development mailbox (sent e-mail and SMS) is served. */
  devMailbox: Type.Boolean(),
  environment: Type.Union([Type.Literal('development'), Type.Literal('production'), Type.Literal('test')]),
  operator: OperatorContact,
});
export type FrontendConfig = Static<typeof FrontendConfig>;
