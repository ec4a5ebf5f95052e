// portal-spec §4: a single sign-on login uses the fixed user name pd_login with the token as password and
// stores the user name and trusted flag; §8: a specific OAuth description leads to the login error page.
//
// EXTENSION POINT for the accounts issue: POST /api/account/login is not built yet, so this cannot log in.
// It must never pretend to: until the call exists it ends in the sign-on error screen. The accounts issue
// replaces the body between startPdLogging() and the end with the real call, then signIn() on success.
import { useSessionStore } from '../stores/sessionStore.ts';

export const SSO_USER_NAME = 'pd_login';

export async function ssoLogin(token: string): Promise<void> {
  const session = useSessionStore.getState();
  session.startPdLogging();
  if (!token) {
    session.failPdLogging();
    return;
  }
  // No login endpoint yet: see the note above.
  await Promise.resolve();
  useSessionStore.getState().failPdLogging();
}
