// The refusal of a signed-in request that found the account locked, or locked it with one wrong answer
// too many (a two-factor change, a new password): the portal then shows the locked-account screen.
import { ReauthErrorKeyword } from '@portal/api-contract';
import { HttpError } from '../../../lib/http-error.ts';

const message = 'Konto zostało zablokowane po zbyt wielu nieudanych próbach.';

export const accountLockedRefusal = () =>
  new HttpError(400, message, [{ pointer: '', keyword: ReauthErrorKeyword.accountLocked, message }]);
