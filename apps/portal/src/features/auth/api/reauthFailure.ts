// docs/decisions.md "Two-factor changes": why the server refused the password or code that confirms a
// change of the two-factor setting (OWASP ASVS 5.0 V7.5.1), read from the 400's keyword.
import { ReauthErrorKeyword } from '@portal/api-contract/plain';
import { serverFieldErrors } from './serverFieldErrors.ts';

export type ReauthFailure =
  /** Beneath the password field. */
  | 'wrongPassword'
  /** Beneath the code field. */
  | 'incorrectCurrentCode'
  /** Neither was sent (the form prevents it; kept for a server that asks anyway). */
  | 'required'
  /** Too many wrong attempts: the account is locked and its sessions ended. */
  | 'locked';

export function reauthFailure(error: unknown): ReauthFailure | null {
  for (const { keyword } of serverFieldErrors(error)) {
    if (keyword === ReauthErrorKeyword.accountLocked) return 'locked';
    if (keyword === ReauthErrorKeyword.wrongPassword) return 'wrongPassword';
    if (keyword === ReauthErrorKeyword.incorrectCurrentCode) return 'incorrectCurrentCode';
    if (keyword === ReauthErrorKeyword.required) return 'required';
  }
  return null;
}
