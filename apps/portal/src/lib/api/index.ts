// The portal's API client (portal-spec §7, §8).
export { apiRequest, LOGIN_PATH, type ApiRequestOptions, type HttpMethod } from './apiRequest.ts';
export { callEndpoint, type CallableEndpoint, type CallOptions } from './callEndpoint.ts';
export {
  ApiClientError,
  isApiClientError,
  clientErrorMessages,
  type ClientErrorKind,
} from './ApiClientError.ts';
export { configureApiClient, type ApiClientEvents } from './apiClientEvents.ts';
export { createQueryClient, shouldRetryQuery } from './queryClient.ts';
export { sendingAttempt, newIdempotencyKey, type SendingAttempt } from './sendingAttempt.ts';
