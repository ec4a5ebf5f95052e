// portal-spec §7 and §8 Upload: 422 file error; any other answer virus error; exceptions application error.
import { describe, expect, it } from 'vitest';
import type { ApiError } from '@portal/api-contract';
import { ApiClientError, type ClientErrorKind } from '../../../lib/api/index.ts';
import { classifySendFailure } from './sendFailure.ts';

const errorNames: Record<number, ApiError['error']> = {
  400: 'bad_request',
  401: 'unauthorized',
  404: 'not_found',
  409: 'conflict',
  413: 'payload_too_large',
  422: 'unprocessable',
  429: 'too_many_requests',
  500: 'server',
};

function answer(status: number, kind: ClientErrorKind, keyword?: string): ApiClientError {
  return new ApiClientError({
    kind,
    status,
    message: 'x',
    body: {
      status,
      error: errorNames[status] ?? 'server',
      message: 'x',
      ...(keyword ? { details: [{ pointer: '/text', keyword, message: 'x' }] } : {}),
    },
  });
}

describe('classifySendFailure', () => {
  it.each([
    ['422 is a file error', answer(422, 'other'), 'fileError'],
    ['400 with a virus is a virus error', answer(400, 'bad_request', 'virus'), 'virus'],
    [
      '400 textOrFilesRequired is the form message',
      answer(400, 'bad_request', 'textOrFilesRequired'),
      'textOrFilesRequired',
    ],
    ['400 of another kind is a virus error', answer(400, 'bad_request', 'maxLength'), 'virus'],
    ['409 is a virus error', answer(409, 'other'), 'virus'],
    ['413 is a virus error', answer(413, 'other'), 'virus'],
    ['500 is a virus error', answer(500, 'server'), 'virus'],
    [
      '503 is the service-unavailable message, not a virus error',
      new ApiClientError({ kind: 'server', status: 503, message: 'x', unavailable: true }),
      'unavailable',
    ],
    ['404 is a virus error', answer(404, 'not_found'), 'virus'],
    ['401 was handled by the shell', answer(401, 'unauthorized'), 'handled'],
    ['429 was handled by the shell', answer(429, 'too_many_requests'), 'handled'],
    ['an abort needs no message', new ApiClientError({ kind: 'abort', message: 'x' }), 'handled'],
    [
      'no connection is an application error',
      new ApiClientError({ kind: 'network', message: 'x' }),
      'application',
    ],
    ['a thrown TypeError is an application error', new TypeError('boom'), 'application'],
    ['anything else thrown is an application error', 'oops', 'application'],
  ])('%s', (_name, error, expected) => {
    expect(classifySendFailure(error)).toBe(expected);
  });
});
