// portal-spec §4 Login and §8 Login errors / Second factor, through the real API client against a mocked
// fetch: what each answer does to the session and which toast it shows.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient } from '../../../lib/api/apiClientEvents.ts';
import { createFakeAuthPorts, type FakeAuthPorts } from '../test/fakeAuthPorts.ts';
import {
  apiError,
  codeRefused,
  loginFailure,
  mockAccountApi,
  ok,
  type AccountApiMock,
} from '../test/mockAccountApi.ts';
import { cancelSecondFactor, submitLogin, submitSecondFactor } from './loginFlow.ts';

const jan = { username: 'jan@example.com', password: 'PortalDemo2026' };
const signedIn = (username: string, isMfa = false) => ({
  status: 200,
  body: { username, authorities: ['ROLE_USER'], userTrusted: true, isMfa },
});
const mfaPending = {
  status: 200,
  body: { username: 'anna@example.com', authorities: ['ROLE_MFA'], userTrusted: false, isMfa: true },
};

let fake: FakeAuthPorts;
let api: AccountApiMock | null = null;
const onSessionExpired = vi.fn();
let restoreEvents: () => void;

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=; Max-Age=0; Path=/';
  fake = createFakeAuthPorts();
  restoreEvents = configureApiClient({ onSessionExpired, onTooManyRequests: vi.fn() });
});

afterEach(() => {
  api?.restore();
  restoreEvents();
  onSessionExpired.mockReset();
});

describe('submitLogin', () => {
  it('signs in with ROLE_USER: user name and trusted flag stored, login_success shown', async () => {
    api = mockAccountApi({ 'POST /api/account/login': signedIn('jan@example.com') });
    const running = submitLogin(fake.ports, jan);
    expect(fake.view().isFetching).toBe(true);
    await expect(running).resolves.toMatchObject({ kind: 'signedIn' });
    expect(fake.view()).toMatchObject({
      isAuthenticated: true,
      userName: 'jan@example.com',
      isTrusted: true,
      isFetching: false,
    });
    expect(fake.toasts).toEqual([{ type: 'success', text: 'Zalogowano pomyślnie.', autoHide: true }]);
    expect(api.calls[0]?.body).toEqual(jan);
  });

  it('sends the captcha solution in the recaptcha field', async () => {
    api = mockAccountApi({ 'POST /api/account/login': signedIn('jan@example.com') });
    await submitLogin(fake.ports, { ...jan, recaptcha: 'solved' });
    expect(api.calls[0]?.body).toEqual({ ...jan, recaptcha: 'solved' });
  });

  it('leaves the second factor pending (ROLE_MFA) without storing the user or a toast', async () => {
    api = mockAccountApi({ 'POST /api/account/login': mfaPending });
    await expect(submitLogin(fake.ports, jan)).resolves.toEqual({ kind: 'secondFactor' });
    expect(fake.view()).toMatchObject({ role: 'ROLE_MFA', isAuthenticated: false, userName: null });
    expect(fake.toasts).toEqual([]);
  });

  it("'Bad credentials': no toast (the form's error box says it), no captcha yet", async () => {
    api = mockAccountApi({ 'POST /api/account/login': loginFailure('Bad credentials') });
    await expect(submitLogin(fake.ports, jan)).resolves.toMatchObject({ kind: 'badCredentials' });
    expect(fake.toasts).toEqual([]);
    expect(fake.view().recaptchaRequired).toBe(false);
  });

  it("'Bad credentials, recaptcha will be required': the captcha flag is stored", async () => {
    api = mockAccountApi({
      'POST /api/account/login': loginFailure('Bad credentials, recaptcha will be required', true),
    });
    await expect(submitLogin(fake.ports, jan)).resolves.toMatchObject({ captchaWarning: true });
    expect(fake.view().recaptchaRequired).toBe(true);
    expect(fake.toasts).toEqual([]);
  });

  it('never turns the captcha flag off on a failure (it persists until a successful login)', async () => {
    fake = createFakeAuthPorts({ recaptchaRequired: true });
    api = mockAccountApi({ 'POST /api/account/login': loginFailure('Bad credentials', false) });
    await submitLogin(fake.ports, jan);
    expect(fake.view().recaptchaRequired).toBe(true);
  });

  it("'Recaptcha required': shows the captcha and asks for a retry, no toast", async () => {
    api = mockAccountApi({ 'POST /api/account/login': loginFailure('Recaptcha required', true) });
    await submitLogin(fake.ports, jan);
    expect(fake.view()).toMatchObject({ recaptchaRequired: true, retryWithRecaptcha: true });
    expect(fake.toasts).toEqual([]);
  });

  it("'Recaptcha error': no toast (the captcha field says it)", async () => {
    api = mockAccountApi({ 'POST /api/account/login': loginFailure('Recaptcha error', true) });
    await expect(submitLogin(fake.ports, { ...jan, recaptcha: 'stale' })).resolves.toEqual({
      kind: 'captchaError',
    });
    expect(fake.toasts).toEqual([]);
  });

  it("'User account is locked': no toast (the locked page says it)", async () => {
    api = mockAccountApi({ 'POST /api/account/login': loginFailure('User account is locked') });
    await expect(submitLogin(fake.ports, jan)).resolves.toEqual({ kind: 'locked' });
    expect(fake.toasts).toEqual([]);
  });

  it('a server error: toast login_error, the form stays usable', async () => {
    api = mockAccountApi({ 'POST /api/account/login': apiError(500, 'Wystąpił błąd serwera.') });
    await submitLogin(fake.ports, jan);
    expect(fake.toastTexts()).toEqual(['Nie udało się zalogować. Spróbuj ponownie za chwilę.']);
    expect(fake.view().isFetching).toBe(false);
  });

  it("429: no toast of its own (the API client shows 'Too many attempts')", async () => {
    api = mockAccountApi({ 'POST /api/account/login': apiError(429, 'Zbyt wiele prób') });
    await expect(submitLogin(fake.ports, jan)).resolves.toEqual({ kind: 'throttled' });
    expect(fake.toasts).toEqual([]);
  });
});

describe('the two-factor flow', () => {
  beforeEach(() => {
    fake = createFakeAuthPorts({ role: 'ROLE_MFA' });
  });

  it('completes the login with a right code', async () => {
    api = mockAccountApi({ 'POST /api/account/login/mfa': signedIn('anna@example.com', true) });
    await expect(submitSecondFactor(fake.ports, '123456')).resolves.toMatchObject({ kind: 'signedIn' });
    expect(api.calls[0]?.body).toEqual({ code: '123456' });
    expect(fake.view()).toMatchObject({
      role: 'ROLE_USER',
      isAuthenticated: true,
      userName: 'anna@example.com',
    });
    expect(fake.toastTexts()).toEqual(['Zalogowano pomyślnie.']);
  });

  it("'Incorrect 2FA code' keeps the second-factor role, for the form error", async () => {
    api = mockAccountApi({ 'POST /api/account/login/mfa': codeRefused() });
    await expect(submitSecondFactor(fake.ports, '000000')).resolves.toEqual({ kind: 'incorrectCode' });
    expect(fake.view().role).toBe('ROLE_MFA');
    expect(fake.toasts).toEqual([]);
  });

  it("'MFA session expired' (401) is reported to the app as an expired session", async () => {
    api = mockAccountApi({
      'POST /api/account/login/mfa': {
        status: 401,
        body: { authorities: [], errorDescription: 'MFA session expired' },
      },
    });
    await expect(submitSecondFactor(fake.ports, '123456')).resolves.toEqual({ kind: 'sessionExpired' });
    expect(onSessionExpired).toHaveBeenCalledWith('/api/account/login/mfa');
    expect(fake.toasts).toEqual([]);
  });

  it('a lock while entering codes ends the pending session', async () => {
    api = mockAccountApi({ 'POST /api/account/login/mfa': loginFailure('User account is locked') });
    await expect(submitSecondFactor(fake.ports, '111111')).resolves.toEqual({ kind: 'locked' });
    expect(fake.view().role).toBeNull();
  });

  it('anything else: toast login_error', async () => {
    api = mockAccountApi({ 'POST /api/account/login/mfa': apiError(503, 'Niedostępne') });
    await submitSecondFactor(fake.ports, '123456');
    expect(fake.toastTexts()).toEqual(['Nie udało się zalogować. Spróbuj ponownie za chwilę.']);
  });

  it('cancel forgets the pending session and ends it on the server', async () => {
    api = mockAccountApi({ 'POST /api/account/logout': ok });
    await cancelSecondFactor(fake.ports);
    expect(fake.view().role).toBeNull();
    expect(api.requests()).toEqual(['POST /api/account/logout']);
  });
});
