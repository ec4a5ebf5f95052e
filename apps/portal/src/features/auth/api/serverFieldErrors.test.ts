import { describe, expect, it } from 'vitest';
import { ApiClientError } from '../../../lib/api/ApiClientError.ts';
import { firstErrorPerField, serverFieldErrors } from './serverFieldErrors.ts';

const badRequest = (details: Array<{ pointer: string; keyword: string; message: string }>) =>
  new ApiClientError({
    kind: 'bad_request',
    message: 'Bad request error',
    status: 400,
    body: { status: 400, error: 'bad_request', message: 'x', details },
  });

describe('server field errors (docs/decisions.md: 400 details)', () => {
  it('names the field of each JSON pointer', () => {
    const errors = serverFieldErrors(
      badRequest([
        { pointer: '/newPassword', keyword: 'passwordStrength', message: 'Hasło musi zawierać cyfrę' },
        { pointer: '/newPassword', keyword: 'commonPassword', message: 'Hasło jest zbyt popularne' },
        { pointer: '/oldPassword', keyword: 'wrongOldPassword', message: 'Obecne hasło jest nieprawidłowe.' },
      ]),
    );
    expect(errors.map((e) => e.field)).toEqual(['newPassword', 'newPassword', 'oldPassword']);
    expect(firstErrorPerField(errors)).toEqual({
      newPassword: 'Hasło musi zawierać cyfrę',
      oldPassword: 'Obecne hasło jest nieprawidłowe.',
    });
  });

  it('has none for other failures', () => {
    expect(serverFieldErrors(new ApiClientError({ kind: 'server', message: 'x', status: 500 }))).toEqual([]);
    expect(serverFieldErrors(new Error('x'))).toEqual([]);
  });
});
