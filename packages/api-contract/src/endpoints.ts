// Every endpoint's shape, defined once: the server registers its routes with these schemas and the
// portal's client is typed by them.
import { Type, type Static, type TSchema } from 'typebox';
import { FrontendConfig } from './config.ts';
import { ErrorReport, JsErrorReport } from './reports.ts';

export interface Endpoint {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: `/api/${string}`;
  body?: TSchema;
  querystring?: TSchema;
  /** Schema of the 2xx response; Type.Null() when there is no body. */
  response: TSchema;
  status: 200 | 201 | 204;
}

export const NoContent = Type.Null();

export const endpoints = {
  csrf: { method: 'POST', path: '/api/csrf', response: NoContent, status: 204 },
  frontendConfig: { method: 'GET', path: '/api/config/frontend', response: FrontendConfig, status: 200 },
  reportError: { method: 'POST', path: '/api/report-error', body: ErrorReport, response: NoContent, status: 204 },
  jsError: { method: 'POST', path: '/api/js-error', body: JsErrorReport, response: NoContent, status: 204 },
} as const satisfies Record<string, Endpoint>;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
export type RequestBody<N extends EndpointName> = Endpoints[N] extends { body: infer B extends TSchema }
  ? Static<B>
  : undefined;
export type ResponseBody<N extends EndpointName> = Static<Endpoints[N]['response']>;
