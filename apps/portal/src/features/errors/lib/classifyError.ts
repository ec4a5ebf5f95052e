// portal-spec §8: which error page an error shows. API errors by their kind; a 404 of the router (no such
// route, or notFound() from a loader) is the 404 page; anything else is a render error ('js'), which is
// reported and shown as the generic page with its JS code.
import { isNotFound } from '@tanstack/react-router';
import { isApiClientError } from '../../../lib/api/ApiClientError.ts';

export type ErrorPageKind =
  'not_found' | 'bad_request' | 'service_unavailable' | 'server' | 'browser_not_supported' | 'js' | 'other';

export interface ClassifiedError {
  kind: ErrorPageKind;
  /** The server's error id (5xx); a JS code is assigned by the error screen. */
  errorId?: string;
  /** 'service unavailable': no connection to the server, or the server's 503. */
  cause?: 'network' | 'server';
}

export function classifyError(error: unknown): ClassifiedError {
  if (isNotFound(error)) return { kind: 'not_found' };
  if (!isApiClientError(error)) return { kind: 'js' };
  switch (error.kind) {
    case 'not_found':
      return { kind: 'not_found' };
    case 'bad_request':
      return { kind: 'bad_request' };
    case 'network':
      return { kind: 'service_unavailable', cause: 'network' };
    case 'server':
      if (error.unavailable) return { kind: 'service_unavailable', cause: 'server' };
      return error.errorId ? { kind: 'server', errorId: error.errorId } : { kind: 'server' };
    case 'browser_not_supported':
      return { kind: 'browser_not_supported' };
    default:
      return { kind: 'other' };
  }
}
