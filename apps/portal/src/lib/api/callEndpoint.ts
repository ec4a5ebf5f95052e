// Calls an endpoint by its name in packages/api-contract, so the path, method, body and response types
// come from the one definition the server also uses.
import type { EndpointName, Endpoints, RequestBody, ResponseBody } from '@portal/api-contract';
import { apiRequest, type HttpMethod, type QueryValue } from './apiRequest.ts';

export interface CallOptions {
  signal?: AbortSignal;
  query?: Record<string, QueryValue>;
  /** The data already held (see ApiRequestOptions.held): revalidated with its ETag. */
  held?: unknown;
}

type HasBody<N extends EndpointName> = RequestBody<N> extends undefined ? false : true;

type EndpointArgs<N extends EndpointName> =
  HasBody<N> extends true ? [body: RequestBody<N>, options?: CallOptions] : [options?: CallOptions];

type EndpointRoute<N extends EndpointName> = Pick<Endpoints[N], 'method' | 'path'> & { hasBody: HasBody<N> };

/**
 * Method and path of each endpoint the portal calls, as plain data checked against the contract's types
 * (`satisfies`: a wrong method, path or body flag fails the type check). The contract's schemas are not
 * imported at run time: that would put the schema library into the first-view bundle (quality-bar
 * "JS for the first view"). A feature that needs another endpoint adds its line here.
 */
export const endpointRoutes = {
  csrf: { method: 'POST', path: '/api/csrf', hasBody: false },
  frontendConfig: { method: 'GET', path: '/api/config/frontend', hasBody: false },
  reportError: { method: 'POST', path: '/api/report-error', hasBody: true },
  jsError: { method: 'POST', path: '/api/js-error', hasBody: true },
  issues: { method: 'GET', path: '/api/issues', hasBody: false },
  invoices: { method: 'GET', path: '/api/issues/invoices', hasBody: false },
  pay: { method: 'POST', path: '/api/orders/pay', hasBody: true },
  // Accounts and sessions (portal-spec §7).
  login: { method: 'POST', path: '/api/account/login', hasBody: true },
  loginMfa: { method: 'POST', path: '/api/account/login/mfa', hasBody: true },
  logout: { method: 'POST', path: '/api/account/logout', hasBody: false },
  session: { method: 'GET', path: '/api/account/session', hasBody: false },
  extendSession: { method: 'POST', path: '/api/account/session/extend', hasBody: false },
  captchaChallenge: { method: 'GET', path: '/api/captcha/challenge', hasBody: false },
  checkToken: { method: 'GET', path: '/api/account/check-token', hasBody: false },
  activate: { method: 'POST', path: '/api/account/activate', hasBody: true },
  resetPassword: { method: 'POST', path: '/api/account/reset', hasBody: true },
  forgotPassword: { method: 'POST', path: '/api/account/forgot-password', hasBody: true },
  unlock: { method: 'POST', path: '/api/account/unlock', hasBody: true },
  changePassword: { method: 'POST', path: '/api/account/password', hasBody: true },
  // Issue 32: the account holder, a new application's start.
  accountHolder: { method: 'GET', path: '/api/account/profile', hasBody: false },
  mfaStatus: { method: 'GET', path: '/api/account/mfa/status', hasBody: false },
  mfaSecret: { method: 'GET', path: '/api/account/mfa/secret', hasBody: false },
  mfaEnable: { method: 'POST', path: '/api/account/mfa/enable', hasBody: true },
  mfaDisable: { method: 'POST', path: '/api/account/mfa/disable', hasBody: true },
  // Issue #28: the customer's data (a .zip, fetched with apiRequest's `download`) and the end of the account.
  exportAccountData: { method: 'GET', path: '/api/account/data-export', hasBody: false },
  closeAccount: { method: 'POST', path: '/api/account/close', hasBody: true },
  // Applications (applications-spec §7; the multipart sends go through apiRequest with a FormData body).
  sendApplication: { method: 'POST', path: '/api/application/send', hasBody: false },
  sendApplicationLogged: { method: 'POST', path: '/api/application/send/logged', hasBody: false },
  confirmApplication: { method: 'POST', path: '/api/application/confirm', hasBody: true },
} as const satisfies { [N in EndpointName]?: EndpointRoute<N> };

export type CallableEndpoint = keyof typeof endpointRoutes;

export function callEndpoint<N extends CallableEndpoint>(
  name: N,
  ...args: EndpointArgs<N>
): Promise<ResponseBody<N>> {
  const route: { method: HttpMethod; path: string; hasBody: boolean } = endpointRoutes[name];
  const [body, options] = (route.hasBody ? args : [undefined, args[0]]) as [unknown, CallOptions | undefined];
  return apiRequest<ResponseBody<N>>(route.path, {
    method: route.method,
    ...(body === undefined ? {} : { body }),
    ...(options?.signal ? { signal: options.signal } : {}),
    ...(options?.query ? { query: options.query } : {}),
    ...(options?.held === undefined ? {} : { held: options.held }),
  });
}
