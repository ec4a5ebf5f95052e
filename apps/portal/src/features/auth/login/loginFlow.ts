// portal-spec §4 Login: a request sets fetching, then success, second factor required, or failure; §8
// Login errors and Second factor. The session transitions and toasts happen here; what the form shows
// (field errors, the captcha, the locked page) is up to the caller, from the returned outcome.
import { msg } from '@lingui/core/macro';
import type { AuthPorts } from '../authPorts.ts';
import { login, loginSecondFactor, logout, type Credentials } from '../api/accountApi.ts';
import { loginFailureOutcome, loginOutcomeOf, type LoginOutcome } from '../api/loginOutcome.ts';

/**
 * The toasts of portal-spec §4 and §8 (login_success, login_error). Wrong credentials and a failed captcha
 * belong to the form's fields: the form shows them (error box, the captcha field), not a toast.
 */
export const loginMessages = {
  loginSuccess: msg`Zalogowano pomyślnie.`,
  loginError: msg`Nie udało się zalogować. Spróbuj ponownie za chwilę.`,
};

async function attempt(call: () => Promise<Parameters<typeof loginOutcomeOf>[0]>): Promise<LoginOutcome> {
  try {
    return loginOutcomeOf(await call());
  } catch (error) {
    return loginFailureOutcome(error);
  }
}

function applySignedIn(ports: AuthPorts, outcome: Extract<LoginOutcome, { kind: 'signedIn' }>): void {
  ports.session.signIn({ userName: outcome.userName, isTrusted: outcome.isTrusted });
  // Said on the screen the login leads to, and not closed by the route change that takes the user there.
  ports.notify.successOnNextScreen(loginMessages.loginSuccess);
}

/** POST /api/account/login with the form's credentials. */
export async function submitLogin(ports: AuthPorts, credentials: Credentials): Promise<LoginOutcome> {
  ports.session.setFetching(true);
  const outcome = await attempt(() => login(credentials));
  ports.session.setFetching(false);
  switch (outcome.kind) {
    case 'signedIn':
      applySignedIn(ports, outcome);
      break;
    case 'secondFactor':
      ports.session.requireSecondFactor();
      break;
    case 'badCredentials':
      // The flag persists until a successful login: a later answer never turns it off.
      // Customer journeys: the form says it (its error box), not a toast as well.
      if (outcome.captchaRequired) ports.session.setRecaptchaRequired(true);
      break;
    case 'captchaRequired':
      ports.session.setRecaptchaRequired(true);
      ports.session.setRetryWithRecaptcha(true);
      break;
    case 'captchaError':
      // Said at the captcha field by the form.
      ports.session.setRecaptchaRequired(true);
      break;
    case 'locked':
    case 'throttled':
    case 'sessionExpired':
      break;
    default:
      ports.notify.error(loginMessages.loginError);
  }
  return outcome;
}

/** POST /api/account/login/mfa with the six-digit code. */
export async function submitSecondFactor(ports: AuthPorts, code: string): Promise<LoginOutcome> {
  ports.session.setFetching(true);
  const outcome = await attempt(() => loginSecondFactor(code));
  ports.session.setFetching(false);
  switch (outcome.kind) {
    case 'signedIn':
      applySignedIn(ports, outcome);
      break;
    case 'locked':
      // The server ended the pending session.
      ports.session.clear();
      break;
    case 'incorrectCode':
    case 'sessionExpired':
    case 'throttled':
      break;
    default:
      ports.notify.error(loginMessages.loginError);
  }
  return outcome;
}

/** Cancel in the two-factor modal: ends the pending server session and forgets it locally. */
export async function cancelSecondFactor(ports: AuthPorts): Promise<void> {
  ports.session.clear();
  try {
    await logout();
  } catch {
    // The pending session expires on its own within minutes; nothing to tell the user.
  }
}
