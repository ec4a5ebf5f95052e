// The account endpoints of portal-spec §7, by name from the contract (lib/api/callEndpoint.ts).
import type {
  CheckTokenQuery,
  CloseAccountRequest,
  LoginResponse,
  MfaDisableRequest,
  MfaEnableRequest,
  MfaSecret,
  MfaStatus,
  TokenType,
} from '@portal/api-contract';
import { apiRequest, type Download } from '../../../lib/api/apiRequest.ts';
import { routes } from '@portal/api-contract/plain';
import { callEndpoint } from '../../../lib/api/callEndpoint.ts';

export { extendSession, fetchSession, logout } from './sessionApi.ts';

export interface Credentials {
  username: string;
  password: string;
  /** The solved captcha (ALTCHA payload), when one is required. */
  recaptcha?: string;
}

export function login(credentials: Credentials, signal?: AbortSignal): Promise<LoginResponse> {
  return callEndpoint('login', credentials, signal ? { signal } : {});
}

export function loginSecondFactor(code: string): Promise<LoginResponse> {
  return callEndpoint('loginMfa', { code });
}

export async function checkToken(
  tokenType: TokenType,
  link: { email: string; token: string },
  signal?: AbortSignal,
): Promise<boolean> {
  const query: CheckTokenQuery = { email: link.email, token: link.token, tokenType };
  const answer = await callEndpoint('checkToken', { query: { ...query }, ...(signal ? { signal } : {}) });
  return answer.result;
}

export interface SetPasswordInput {
  email: string;
  password: string;
  token: string;
}

export async function activateAccount(input: SetPasswordInput): Promise<void> {
  await callEndpoint('activate', input);
}

export async function resetPassword(input: SetPasswordInput): Promise<void> {
  await callEndpoint('resetPassword', input);
}

/** Resilience: the one-time link e-mailed when the account locked lifts the lock. */
export async function unlockAccount(link: { email: string; token: string }): Promise<void> {
  await callEndpoint('unlock', { email: link.email, token: link.token });
}

export async function requestPasswordReset(email: string): Promise<void> {
  await callEndpoint('forgotPassword', { email });
}

export async function changePassword(oldPassword: string, newPassword: string): Promise<void> {
  await callEndpoint('changePassword', { oldPassword, newPassword });
}

export function fetchMfaStatus(signal?: AbortSignal): Promise<MfaStatus> {
  return callEndpoint('mfaStatus', signal ? { signal } : {});
}

export function fetchMfaSecret(signal?: AbortSignal): Promise<MfaSecret> {
  return callEndpoint('mfaSecret', signal ? { signal } : {});
}

/** The new secret, a code it gives, and the re-authentication (docs/decisions.md "Two-factor changes"). */
export async function enableMfa(request: MfaEnableRequest): Promise<void> {
  await callEndpoint('mfaEnable', request);
}

/** The password or a current code proves it is the customer (docs/decisions.md "Two-factor changes"). */
export async function disableMfa(proof: MfaDisableRequest): Promise<void> {
  await callEndpoint('mfaDisable', proof);
}

/** Data lifecycle: everything the portal holds about the customer, as one .zip to save. */
export function downloadAccountData(): Promise<Download> {
  return apiRequest<Download>(routes.exportAccountData.path, { download: true });
}

/** Data lifecycle: ends the portal account; the password, and the code while two-factor is on, prove who asks. */
export async function closeAccount(request: CloseAccountRequest): Promise<void> {
  await callEndpoint('closeAccount', request);
}
