// The account endpoints' plain values (portal-spec §3, §4, §8): roles, the single sign-on user name, the
// code length and the exact error descriptions and keywords the server answers with. No schema library:
// the portal's pages import these (plain.ts).
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

/** Error codes (ApiError.details[].keyword) of the password endpoints, for the portal's messages. */
export const PasswordErrorKeyword = {
  wrongOldPassword: 'wrongOldPassword',
  passwordRules: 'passwordRules',
  passwordEqualsEmail: 'password_must_no_equal_with_email',
  commonPassword: 'commonPassword',
  invalidToken: 'invalidToken',
} as const;

/** Error codes (ApiError.details[].keyword) of a refused re-authentication, for the portal's messages. */
export const ReauthErrorKeyword = {
  /** Neither the password nor a current code was sent (400). */
  required: 'reauthenticationRequired',
  /** The password is wrong (400, pointer /password). */
  wrongPassword: 'wrongPassword',
  /** The current code is wrong or already used, or two-factor authentication is off (400, pointer /currentCode). */
  incorrectCurrentCode: 'incorrectCurrentCode',
  /** Too many wrong attempts: the account is now locked and the session ended (400). */
  accountLocked: 'accountLocked',
} as const;
