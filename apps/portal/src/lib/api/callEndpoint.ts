// Calls an endpoint by its name in packages/api-contract, so the path, method, body and response types
// come from the one definition the server also uses: the method and path from the contract's runtime-free
// routes (no schema library in a page), the types from its schemas.
import type { EndpointName, Endpoints, RequestBody, ResponseBody } from '@portal/api-contract';
import { routes } from '@portal/api-contract/plain';
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

/** The endpoints called by name alone: those whose path has no parameter to fill (`/api/issues/:id`). */
export type CallableEndpoint = {
  [N in EndpointName]: Endpoints[N]['path'] extends `${string}:${string}` ? never : N;
}[EndpointName];

export function callEndpoint<N extends CallableEndpoint>(
  name: N,
  ...args: EndpointArgs<N>
): Promise<ResponseBody<N>> {
  const route: { method: HttpMethod; path: string; hasBody: boolean } = routes[name];
  const [body, options] = (route.hasBody ? args : [undefined, args[0]]) as [unknown, CallOptions | undefined];
  return apiRequest<ResponseBody<N>>(route.path, {
    method: route.method,
    ...(body === undefined ? {} : { body }),
    ...(options?.signal ? { signal: options.signal } : {}),
    ...(options?.query ? { query: options.query } : {}),
    ...(options?.held === undefined ? {} : { held: options.held }),
  });
}
