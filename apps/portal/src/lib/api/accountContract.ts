// The account constants of packages/api-contract (account.ts) as plain data checked against the
// contract's types: importing the contract's values would bring its schema library into the first view
// (quality-bar "JS for the first view"), since account.ts builds TypeBox schemas at load time. A value
// that drifts from the contract fails the type check.
import type {
  LoginErrorDescription as ContractLoginErrorDescription,
  PasswordErrorKeyword as ContractPasswordErrorKeyword,
  ReauthErrorKeyword as ContractReauthErrorKeyword,
  ROLE_MFA as ContractRoleMfa,
  ROLE_USER as ContractRoleUser,
  SSO_USERNAME as ContractSsoUsername,
  TOTP_CODE_LENGTH as ContractTotpCodeLength,
} from '@portal/api-contract';

export const ROLE_USER = 'ROLE_USER' satisfies typeof ContractRoleUser;
export const ROLE_MFA = 'ROLE_MFA' satisfies typeof ContractRoleMfa;
export const SSO_USERNAME = 'pd_login' satisfies typeof ContractSsoUsername;
export const TOTP_CODE_LENGTH = 6 satisfies typeof ContractTotpCodeLength;

/** docs/decisions.md, accounts: the exact error descriptions of the login endpoints. */
export const LoginErrorDescription = {
  badCredentials: 'Bad credentials',
  badCredentialsCaptchaRequired: 'Bad credentials, recaptcha will be required',
  captchaRequired: 'Recaptcha required',
  captchaError: 'Recaptcha error',
  accountLocked: 'User account is locked',
  incorrectMfaCode: 'Incorrect 2FA code',
  mfaSessionExpired: 'MFA session expired',
  ssoFailed: 'Single sign-on token is invalid or expired',
} as const satisfies typeof ContractLoginErrorDescription;

export const PasswordErrorKeyword = {
  wrongOldPassword: 'wrongOldPassword',
  passwordRules: 'passwordRules',
  passwordEqualsEmail: 'password_must_no_equal_with_email',
  commonPassword: 'commonPassword',
  invalidToken: 'invalidToken',
} as const satisfies typeof ContractPasswordErrorKeyword;

/** docs/decisions.md "Two-factor changes": why a re-authentication was refused. */
export const ReauthErrorKeyword = {
  required: 'reauthenticationRequired',
  wrongPassword: 'wrongPassword',
  incorrectCurrentCode: 'incorrectCurrentCode',
  accountLocked: 'accountLocked',
} as const satisfies typeof ContractReauthErrorKeyword;
