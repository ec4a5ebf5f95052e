// portal-spec §3 (login request/response, two-factor), §4 (login states), §7 (account endpoints),
// §8 (login errors). The error descriptions below are the exact strings the server answers with.
import { Type, type Static } from 'typebox';
import { Text } from './primitives.ts';
import { Nullable, StringEnum } from './nullable.ts';
import { ApiError } from './errors.ts';

export * from './account-values.ts';

/**
 * portal-spec §3 "Login request": username, password, optional recaptcha; one variant says userName and
 * recaptchaToken. Both are accepted (loginCredentials reads either; the portal sends the first). One object
 * with both names rather than a union: Fastify's validator strips unknown properties (removeAdditional),
 * which would empty a union's second branch before it is tried.
 */
export const LoginRequest = Type.Object(
  {
    username: Type.Optional(Text({ minLength: 1, maxLength: 254 })),
    userName: Type.Optional(Text({ minLength: 1, maxLength: 254 })),
    password: Type.String({ minLength: 1, maxLength: 1024 }),
    /** The captcha solution: the solved ALTCHA payload (the field keeps the spec's name). */
    recaptcha: Type.Optional(Text({ maxLength: 10_000 })),
    recaptchaToken: Type.Optional(Text({ maxLength: 10_000 })),
  },
  {
    additionalProperties: false,
    // Exactly one of the two names of the user.
    oneOf: [
      { required: ['username'], not: { required: ['userName'] } },
      { required: ['userName'], not: { required: ['username'] } },
    ],
  },
);
export type LoginRequest = Static<typeof LoginRequest>;

/** The credentials of a login request, whichever variant's names it uses. */
export function loginCredentials(body: LoginRequest): {
  username: string;
  password: string;
  recaptcha: string | undefined;
} {
  return {
    username: body.username ?? body.userName ?? '',
    password: body.password,
    recaptcha: body.recaptcha ?? body.recaptchaToken,
  };
}

export const LoginResponse = Type.Object({
  username: Nullable(Type.String()),
  authorities: Type.Array(Type.String()),
  userTrusted: Type.Boolean(),
  isMfa: Type.Boolean(),
  /** Present on failure: one of LoginErrorDescription. */
  errorDescription: Type.Optional(Type.String()),
  /** Present on failure: tells the portal to show the captcha from now on. */
  recaptchaRequired: Type.Optional(Type.Boolean()),
  /** With 'Incorrect 2FA code': the code was right but already used (wait for the next one). */
  codeAlreadyUsed: Type.Optional(Type.Boolean()),
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
  /**
   * Customer journeys (WCAG 2.2.1): seconds until the session ends unless the customer is active, the earlier of
   * the idle and the absolute timeout; null without a signed-in session. Relative, so a browser whose
   * clock is wrong still warns in time. Reading the session does not extend it; extendSession does.
   */
  expiresInSeconds: Nullable(Type.Integer({ minimum: 0 })),
});
export type SessionInfo = Static<typeof SessionInfo>;

export const CaptchaChallenge = Type.Record(Type.String(), Type.Unknown());

/** The e-mailed links checked before their page shows its form; 'unlock' is the locked account's link. */
export const TokenType = StringEnum(['activate', 'reset', 'unlock']);
export type TokenType = Static<typeof TokenType>;

export const CheckTokenQuery = Type.Object({
  email: Text({ maxLength: 254 }),
  token: Text({ maxLength: 200 }),
  tokenType: TokenType,
});
export type CheckTokenQuery = Static<typeof CheckTokenQuery>;
export const CheckTokenResponse = Type.Object({ result: Type.Boolean() });

export const SetPasswordRequest = Type.Object(
  {
    email: Text({ minLength: 1, maxLength: 254 }),
    password: Type.String({ minLength: 1, maxLength: 1024 }),
    token: Text({ minLength: 1, maxLength: 200 }),
  },
  { additionalProperties: false },
);
export type SetPasswordRequest = Static<typeof SetPasswordRequest>;

/** Resilience: the one-time link e-mailed when an account locks lifts the lock (as a password reset does). */
export const UnlockRequest = Type.Object(
  {
    email: Text({ minLength: 1, maxLength: 254 }),
    token: Text({ minLength: 1, maxLength: 200 }),
  },
  { additionalProperties: false },
);
export type UnlockRequest = Static<typeof UnlockRequest>;

export const ForgotPasswordRequest = Type.Object(
  { email: Text({ minLength: 1, maxLength: 254 }) },
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

/**
 * Customer journeys: the signed-in customer's account: the login e-mail and the account holder the registration
 * gave (form 100's fields marked `ui:options.prefill`, copied on approval). Null where the registration
 * gave none, or the account was approved before the account kept them. A new application starts with
 * these in the fields its uiSchema marks with the same properties.
 */
export const AccountHolder = Type.Object({
  email: Type.String(),
  firstName: Nullable(Type.String()),
  lastName: Nullable(Type.String()),
  phone: Nullable(Type.String()),
});
export type AccountHolder = Static<typeof AccountHolder>;

export const MfaStatus = Type.Object({ enabled: Type.Boolean() });
export type MfaStatus = Static<typeof MfaStatus>;
/** portal-spec §3: the secret (shown in groups of 4) and the otpauth:// link for the QR code. */
export const MfaSecret = Type.Object({ code: Type.String(), link: Type.String() });
export type MfaSecret = Static<typeof MfaSecret>;

/**
 * OWASP ASVS 5.0 V7.5.1: turning two-factor authentication on or off, or replacing its secret,
 * needs the customer to prove again who they are: the current password, or, while two-factor
 * authentication is on, a current code from the app. At least one is required; each one sent must be right.
 */
const Reauthentication = {
  password: Type.Optional(Type.String({ minLength: 1, maxLength: 1024 })),
  currentCode: Type.Optional(Type.String({ pattern: '^[0-9]{6}$' })),
};
export const MfaEnableRequest = Type.Object(
  {
    secret: Type.String({ pattern: '^[A-Z2-7]{16,64}$' }),
    /** A code of the new secret: proves the app has it. */
    code: Type.String({ pattern: '^[0-9]{6}$' }),
    ...Reauthentication,
  },
  { additionalProperties: false },
);
export type MfaEnableRequest = Static<typeof MfaEnableRequest>;
export const MfaDisableRequest = Type.Object(Reauthentication, { additionalProperties: false });
export type MfaDisableRequest = Static<typeof MfaDisableRequest>;
