import { describe, expect, it } from 'vitest';
import { ApiClientError } from '../../../lib/api/ApiClientError.ts';
import { reauthFailure } from './reauthFailure.ts';

const refused = (pointer: string, keyword: string) =>
  new ApiClientError({
    kind: 'bad_request',
    message: 'Bad request error',
    status: 400,
    body: { status: 400, error: 'bad_request', message: 'x', details: [{ pointer, keyword, message: 'y' }] },
  });

describe('why a re-authentication was refused (docs/decisions.md "Two-factor changes")', () => {
  it.each([
    ['/password', 'wrongPassword', 'wrongPassword'],
    ['/currentCode', 'incorrectCurrentCode', 'incorrectCurrentCode'],
    ['/password', 'reauthenticationRequired', 'required'],
    ['', 'accountLocked', 'locked'],
  ])('reads %s %s as %s', (pointer, keyword, expected) => {
    expect(reauthFailure(refused(pointer, keyword))).toBe(expected);
  });

  it('is null for an answer that is not a refused re-authentication', () => {
    expect(reauthFailure(refused('/code', 'incorrect_2fa_code'))).toBeNull();
    expect(reauthFailure(new ApiClientError({ kind: 'server', message: 'x', status: 500 }))).toBeNull();
    expect(reauthFailure(new Error('x'))).toBeNull();
  });
});
