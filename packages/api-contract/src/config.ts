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

export const FrontendConfig = Type.Object({
  paymentTitleLimit: Type.Integer(),
  paymentAmountLimit: Type.Integer(),
  /** portal-spec §9: the portal caches this response for 15 minutes. */
  cacheMs: Type.Integer(),
  captcha: Type.Object({
    provider: Type.Union([Type.Literal('altcha'), Type.Literal('recaptcha')]),
    /** altcha: URL of the challenge endpoint; recaptcha: the site key. */
    challengeUrl: Type.Optional(Type.String()),
    siteKey: Type.Optional(Type.String()),
  }),
  files: FileLimits,
  errorReportMaxLength: Type.Integer(),
  /** Whether the development mailbox (sent e-mail and SMS) is served. */
  devMailbox: Type.Boolean(),
  environment: Type.Union([Type.Literal('development'), Type.Literal('production'), Type.Literal('test')]),
});
export type FrontendConfig = Static<typeof FrontendConfig>;
