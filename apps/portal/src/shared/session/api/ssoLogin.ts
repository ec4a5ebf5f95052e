// portal-spec §4: a single sign-on login uses the fixed user name pd_login with the token as password and
// stores the user name and trusted flag; like any login it may still need the second factor (ROLE_MFA,
// docs/decisions.md). §8: the specific description 'Single sign-on token is invalid or expired' leads to
// the sign-on error page, which shows it; other failures reset the sign-on state (the caller says why).
import type { LoginResponse } from '@portal/api-contract';
import { LoginErrorDescription, ROLE_USER, SSO_USERNAME } from '@portal/api-contract/plain';
import { isApiClientError } from '../../../lib/api/ApiClientError.ts';
import { callEndpoint } from '../../../lib/api/callEndpoint.ts';
import { useSessionStore } from '../stores/sessionStore.ts';

export const SSO_USER_NAME = SSO_USERNAME;

export type SsoOutcome =
  | 'signedIn'
  | 'secondFactor'
  /** The token was refused: the sign-on error page is shown. */
  | 'refused'
  | 'locked'
  /** Any other failure (no connection, server error, 429): back to the normal login page. */
  | 'failed';

function errorDescriptionOf(error: unknown): string | null {
  if (!isApiClientError(error)) return null;
  const payload = error.payload as { errorDescription?: unknown } | null | undefined;
  return typeof payload?.errorDescription === 'string' ? payload.errorDescription : null;
}

export async function ssoLogin(token: string): Promise<SsoOutcome> {
  const session = useSessionStore.getState();
  session.startPdLogging();
  if (!token) {
    session.failPdLogging(LoginErrorDescription.ssoFailed);
    return 'refused';
  }
  let response: LoginResponse;
  try {
    response = await callEndpoint('login', { username: SSO_USER_NAME, password: token });
  } catch (error) {
    const description = errorDescriptionOf(error);
    if (description === LoginErrorDescription.ssoFailed) {
      useSessionStore.getState().failPdLogging(description);
      return 'refused';
    }
    useSessionStore.getState().resetPdLogging();
    if (description === LoginErrorDescription.accountLocked) {
      useSessionStore.getState().setAccountLocked(true);
      return 'locked';
    }
    return 'failed';
  }
  const store = useSessionStore.getState();
  store.resetPdLogging();
  if (response.authorities.includes(ROLE_USER) && response.username) {
    store.signIn({ userName: response.username, isTrusted: response.userTrusted });
    return 'signedIn';
  }
  store.requireSecondFactor();
  return 'secondFactor';
}
