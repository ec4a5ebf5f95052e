import { notFound } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { ApiClientError, type ClientErrorKind } from '../../../lib/api/ApiClientError.ts';
import { classifyError } from './classifyError.ts';

const apiError = (kind: ClientErrorKind, errorId?: string) =>
  new ApiClientError({ kind, message: kind, ...(errorId ? { errorId } : {}) });

describe('classifyError', () => {
  it.each([
    ['not_found', 'not_found'],
    ['bad_request', 'bad_request'],
    ['network', 'service_unavailable'],
    ['server', 'server'],
    ['browser_not_supported', 'browser_not_supported'],
    ['too_many_requests', 'other'],
    ['unauthorized', 'other'],
    ['abort', 'other'],
    ['other', 'other'],
  ] as const)('an API %s error shows the %s page', (kind, page) => {
    expect(classifyError(apiError(kind)).kind).toBe(page);
  });

  it('a 503 shows the service unavailable page, saying the server is the cause, not the connection', () => {
    const unavailable = new ApiClientError({ kind: 'server', status: 503, message: 'x', unavailable: true });
    expect(classifyError(unavailable)).toEqual({ kind: 'service_unavailable', cause: 'server' });
    expect(classifyError(apiError('network'))).toEqual({ kind: 'service_unavailable', cause: 'network' });
  });

  it('keeps the server error id for the code', () => {
    expect(classifyError(apiError('server', 'ABC123'))).toEqual({ kind: 'server', errorId: 'ABC123' });
  });

  it('a router notFound() is the 404 page', () => {
    expect(classifyError(notFound()).kind).toBe('not_found');
  });

  it.each([new TypeError('x is undefined'), 'a thrown string', null])(
    'anything else (%s) is a render error',
    (error) => {
      expect(classifyError(error).kind).toBe('js');
    },
  );
});
