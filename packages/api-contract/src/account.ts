// portal-spec §3 (login request/response, two-factor), §4 (login states), §7 (account endpoints),
// §8 (login errors). The error descriptions below are the exact strings the server answers with.
import { Type, type Static } from 'typebox';
import { Nullable, StringEnum } from './nullable.ts';
import { ApiError } from './errors.ts';

export const ROLE_USER = 'ROLE_USER';
export const ROLE_MFA = 'ROLE_MFA';
/** portal-spec §4: a single sign-on login uses this fixed user name with the token as password. */
export const SSO_USERNAME = 'pd_login';
export const TOTP_CODE_LENGTH = 6;

export const LoginErrorDescription = {
  badCredentials: 'Bad credentials',
  badCredentialsCaptchaRequired: 'Bad credentials, recaptcha will be required',
  captchaRequired: 'Recaptcha required',
  captchaError: 'Recaptcha error',
  accountLocked: 'User account is locked',
  incorrectMfaCode: 'Incorrect 2FA code',
  mfaSessionExpired: 'MFA session expired',
  ssoFailed: 'Single sign-on token is invalid or expired',
} as const;
export type LoginErrorDescription = (typeof LoginErrorDescription)[keyof typeof LoginErrorDescription];

export const LoginRequest = Type.Object(
  {
    username: Type.String({ minLength: 1, maxLength: 254 }),
    password: Type.String({ minLength: 1, maxLength: 1024 }),
    /** The captcha solution (ALTCHA payload, or a reCAPTCHA token with that adapter). */
    recaptcha: Type.Optional(Type.String({ maxLength: 10_000 })),
  },
  { additionalProperties: false },
);
export type LoginRequest = Static<typeof LoginRequest>;

export const LoginResponse = Type.Object({
  username: Nullable(Type.String()),
  authorities: Type.Array(Type.String()),
  userTrusted: Type.Boolean(),
  isMfa: Type.Boolean(),
  /** Present on failure: one of LoginErrorDescription. */
  errorDescription: Type.Optional(Type.String()),
  /** Present on failure: tells the portal to show the captcha from now on. */
  recaptchaRequired: Type.Optional(Type.Boolean()),
});
export type LoginResponse = Static<typeof LoginResponse>;
/** A refused login answers with LoginResponse (errorDescription set); a malformed request with ApiError. */
export const LoginFailure = Type.Union([LoginResponse, ApiError]);

export const MfaLoginRequest = Type.Object(
  { code: Type.String({ pattern: '^[0-9]{6}$' }) },
  { additionalProperties: false },
);
export type MfaLoginRequest = Static<typeof MfaLoginRequest>;

export const SessionInfo = Type.Object({
  username: Nullable(Type.String()),
  authorities: Type.Array(Type.String()),
  userTrusted: Type.Boolean(),
});
export type SessionInfo = Static<typeof SessionInfo>;

export const CaptchaChallenge = Type.Record(Type.String(), Type.Unknown());

export const TokenType = StringEnum(['activate', 'reset']);
export type TokenType = Static<typeof TokenType>;

export const CheckTokenQuery = Type.Object({
  email: Type.String({ maxLength: 254 }),
  token: Type.String({ maxLength: 200 }),
  tokenType: TokenType,
});
export type CheckTokenQuery = Static<typeof CheckTokenQuery>;
export const CheckTokenResponse = Type.Object({ result: Type.Boolean() });

export const SetPasswordRequest = Type.Object(
  {
    email: Type.String({ minLength: 1, maxLength: 254 }),
    password: Type.String({ minLength: 1, maxLength: 1024 }),
    token: Type.String({ minLength: 1, maxLength: 200 }),
  },
  { additionalProperties: false },
);
export type SetPasswordRequest = Static<typeof SetPasswordRequest>;

export const ForgotPasswordRequest = Type.Object(
  { email: Type.String({ minLength: 1, maxLength: 254 }) },
  { additionalProperties: false },
);
export type ForgotPasswordRequest = Static<typeof ForgotPasswordRequest>;

export const ChangePasswordRequest = Type.Object(
  {
    oldPassword: Type.String({ minLength: 1, maxLength: 1024 }),
    newPassword: Type.String({ minLength: 1, maxLength: 1024 }),
  },
  { additionalProperties: false },
);
export type ChangePasswordRequest = Static<typeof ChangePasswordRequest>;

/** Error codes (ApiError.details[].keyword) of the password endpoints, for the portal's messages. */
export const PasswordErrorKeyword = {
  wrongOldPassword: 'wrongOldPassword',
  passwordRules: 'passwordRules',
  passwordEqualsEmail: 'password_must_no_equal_with_email',
  commonPassword: 'commonPassword',
  invalidToken: 'invalidToken',
} as const;

export const MfaStatus = Type.Object({ enabled: Type.Boolean() });
export type MfaStatus = Static<typeof MfaStatus>;
/** portal-spec §3: the secret (shown in groups of 4) and the otpauth:// link for the QR code. */
export const MfaSecret = Type.Object({ code: Type.String(), link: Type.String() });
export type MfaSecret = Static<typeof MfaSecret>;
export const MfaEnableRequest = Type.Object(
  { secret: Type.String({ pattern: '^[A-Z2-7]{16,64}$' }), code: Type.String({ pattern: '^[0-9]{6}$' }) },
  { additionalProperties: false },
);
export type MfaEnableRequest = Static<typeof MfaEnableRequest>;
