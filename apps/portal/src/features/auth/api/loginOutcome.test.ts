// portal-spec §8 Login errors and Second factor: each answer of the login endpoints, one row per case.
import { describe, expect, it } from 'vitest';
import { ApiClientError, type ClientErrorKind } from '../../../lib/api/ApiClientError.ts';
import { loginFailureOutcome, loginOutcomeOf } from './loginOutcome.ts';

function refused(status: number, kind: ClientErrorKind, payload: unknown): ApiClientError {
  return new ApiClientError({ kind, message: 'x', status, payload });
}

const loginFailure = (errorDescription: string, recaptchaRequired?: boolean) =>
  refused(400, 'bad_request', {
    username: null,
    authorities: [],
    userTrusted: false,
    isMfa: false,
    errorDescription,
    ...(recaptchaRequired === undefined ? {} : { recaptchaRequired }),
  });

describe('a successful answer', () => {
  it('with ROLE_USER signs in with the user name and trusted flag', () => {
    expect(
      loginOutcomeOf({
        username: 'jan@example.com',
        authorities: ['ROLE_USER'],
        userTrusted: true,
        isMfa: false,
      }),
    ).toEqual({ kind: 'signedIn', userName: 'jan@example.com', isTrusted: true });
  });

  it('without ROLE_USER (ROLE_MFA) asks for the second factor', () => {
    expect(
      loginOutcomeOf({
        username: 'anna@example.com',
        authorities: ['ROLE_MFA'],
        userTrusted: false,
        isMfa: true,
      }),
    ).toEqual({ kind: 'secondFactor' });
  });

  it('with no authorities at all is not a sign-in either', () => {
    expect(
      loginOutcomeOf({ username: 'x@example.com', authorities: [], userTrusted: false, isMfa: false }).kind,
    ).toBe('secondFactor');
  });
});

describe('a refused login (the exact descriptions of docs/decisions.md)', () => {
  it.each([
    ['Bad credentials', undefined, { kind: 'badCredentials', captchaRequired: false, captchaWarning: false }],
    ['Bad credentials', true, { kind: 'badCredentials', captchaRequired: true, captchaWarning: false }],
    [
      'Bad credentials, recaptcha will be required',
      true,
      { kind: 'badCredentials', captchaRequired: true, captchaWarning: true },
    ],
    ['Recaptcha required', true, { kind: 'captchaRequired' }],
    ['Recaptcha error', true, { kind: 'captchaError' }],
    ['User account is locked', undefined, { kind: 'locked' }],
    ['Incorrect 2FA code', undefined, { kind: 'incorrectCode' }],
    [
      'Single sign-on token is invalid or expired',
      undefined,
      {
        kind: 'ssoFailed',
        description: 'Single sign-on token is invalid or expired',
      },
    ],
    ['Something new', undefined, { kind: 'failed', description: 'Something new' }],
  ] as const)('%j (recaptchaRequired %j) → %j', (description, captcha, outcome) => {
    expect(loginFailureOutcome(loginFailure(description, captcha))).toEqual(outcome);
  });

  it("'Incorrect 2FA code' with codeAlreadyUsed is a code already used", () => {
    const error = refused(400, 'bad_request', {
      errorDescription: 'Incorrect 2FA code',
      authorities: ['ROLE_MFA'],
      codeAlreadyUsed: true,
    });
    expect(loginFailureOutcome(error)).toEqual({ kind: 'incorrectCode', alreadyUsed: true });
  });

  it("'MFA session expired' (401) is an expired session", () => {
    const error = refused(401, 'unauthorized', { errorDescription: 'MFA session expired', authorities: [] });
    expect(loginFailureOutcome(error)).toEqual({ kind: 'sessionExpired' });
  });
});

describe('other failures', () => {
  it.each([
    [
      'a 429',
      refused(429, 'too_many_requests', { status: 429, message: 'Zbyt wiele prób' }),
      { kind: 'throttled' },
    ],
    [
      'a 500',
      refused(500, 'server', { status: 500, message: 'x', errorId: 'ABC' }),
      { kind: 'failed', description: null },
    ],
    [
      'a malformed request (400 ApiError)',
      refused(400, 'bad_request', { status: 400, message: 'Niepoprawne dane' }),
      { kind: 'failed', description: null },
    ],
    [
      'no connection',
      new ApiClientError({ kind: 'network', message: 'x' }),
      { kind: 'failed', description: null },
    ],
    ['not an API error', new TypeError('boom'), { kind: 'failed', description: null }],
  ])('%s → %j', (_name, error, outcome) => {
    expect(loginFailureOutcome(error)).toEqual(outcome);
  });
});
