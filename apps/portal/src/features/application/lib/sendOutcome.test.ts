import { describe, expect, it } from 'vitest';
import { ApiClientError, type ClientErrorKind } from '../../../lib/api/index.ts';
import { captchaFailed, CaptchaNotSolved, classifySendFailure } from './sendOutcome.ts';

const apiError = (
  kind: ClientErrorKind,
  status: number | undefined,
  details?: Array<{ pointer: string; keyword: string; message: string }>,
  errorId?: string,
) =>
  new ApiClientError({
    kind,
    message: 'x',
    ...(status === undefined ? {} : { status }),
    ...(status === undefined
      ? {}
      : {
          body: {
            status,
            error: 'bad_request' as const,
            message: 'Komunikat serwera.',
            ...(details ? { details } : {}),
            ...(errorId ? { errorId } : {}),
          },
        }),
    ...(errorId ? { errorId } : {}),
  });

describe('classifySendFailure (docs/decisions.md "Filing applications")', () => {
  it.each([
    [
      '400 with field details',
      apiError('bad_request', 400, [
        { pointer: '/contact/email', keyword: 'format', message: 'Niepoprawny adres e-mail' },
      ]),
      'validation',
    ],
    [
      '400 virus',
      apiError('bad_request', 400, [
        { pointer: '/files/0', keyword: 'virus', message: 'W załączniku wykryto wirusa.' },
      ]),
      'virus',
    ],
    [
      '400 captcha',
      apiError('bad_request', 400, [
        { pointer: '/captcha', keyword: 'captcha', message: 'Weryfikacja nie powiodła się.' },
      ]),
      'captcha',
    ],
    [
      '422 file error',
      apiError('other', 422, [
        { pointer: '/files/0', keyword: 'fileType', message: 'Nieprawidłowy format pliku' },
      ]),
      'file',
    ],
    ['413 too large', apiError('other', 413), 'file'],
    ['409 changed form', apiError('other', 409), 'formChanged'],
    ['404 unknown form', apiError('not_found', 404), 'formUnavailable'],
    ['network failure', apiError('network', undefined), 'offline'],
    ['5xx', apiError('server', 500, undefined, 'ABC123'), 'server'],
    [
      '503 service unavailable',
      new ApiClientError({ kind: 'server', status: 503, message: 'x', unavailable: true }),
      'unavailable',
    ],
    ['401', apiError('unauthorized', 401), 'sessionExpired'],
    ['429', apiError('too_many_requests', 429), 'tooManyRequests'],
    [
      '413 over the daily budget of the address',
      apiError('other', 413, [{ pointer: '/files', keyword: 'uploadBudget', message: 'm' }]),
      'uploadBudget',
    ],
    [
      '429 with the budget spent',
      apiError('too_many_requests', 429, [{ pointer: '/files', keyword: 'uploadBudget', message: 'm' }]),
      'uploadBudget',
    ],
    ['a solver failure', new CaptchaNotSolved('x'), 'captcha'],
    ['anything else', new Error('boom'), 'other'],
  ])('%s -> %s', (_name, error, kind) => {
    expect(classifySendFailure(error).kind).toBe(kind);
  });

  it('keeps the field details of a validation refusal and the error id of a server failure', () => {
    const details = [{ pointer: '/contact/email', keyword: 'format', message: 'Niepoprawny adres e-mail' }];
    expect(classifySendFailure(apiError('bad_request', 400, details))).toEqual({
      kind: 'validation',
      details,
      message: 'Komunikat serwera.',
    });
    expect(classifySendFailure(apiError('server', 500, undefined, 'ABC123'))).toMatchObject({
      errorId: 'ABC123',
    });
  });

  it('lets API errors of the captcha challenge through and wraps the solver failures', () => {
    const network = apiError('network', undefined);
    expect(() => captchaFailed(network)).toThrow(network);
    expect(() => captchaFailed(new Error('worker died'))).toThrow(CaptchaNotSolved);
  });
});
