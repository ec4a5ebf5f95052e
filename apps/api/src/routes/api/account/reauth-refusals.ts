// Why a re-authentication was refused (accounts/reauthentication.ts), as the signed-in routes that ask for
// one answer it: the two-factor changes and the end of the account.
import { ReauthErrorKeyword } from '@portal/api-contract';
import { HttpError } from '../../../lib/http-error.ts';
import { accountLockedRefusal } from './account-locked.ts';

export const reauthRefusals = {
  required: () =>
    new HttpError(400, 'Podaj hasło albo kod z aplikacji, aby potwierdzić, że to Ty.', [
      {
        pointer: '/password',
        keyword: ReauthErrorKeyword.required,
        message: 'Podaj hasło albo kod z aplikacji.',
      },
    ]),
  wrongPassword: () =>
    new HttpError(400, 'Hasło jest nieprawidłowe.', [
      {
        pointer: '/password',
        keyword: ReauthErrorKeyword.wrongPassword,
        message: 'Hasło jest nieprawidłowe.',
      },
    ]),
  incorrectCurrentCode: () =>
    new HttpError(400, 'Kod z aplikacji jest nieprawidłowy.', [
      {
        pointer: '/currentCode',
        keyword: ReauthErrorKeyword.incorrectCurrentCode,
        message: 'Kod jest nieprawidłowy lub został już użyty.',
      },
    ]),
  locked: accountLockedRefusal,
};
