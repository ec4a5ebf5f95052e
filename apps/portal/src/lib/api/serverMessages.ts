// Customer journeys, "No English anywhere in the interface": the API's login error descriptions are fixed English
// strings of the contract (portal-spec §3, LoginErrorDescription), kept as they are on the wire. Whatever
// of them reaches a screen (the single sign-on error page's detail) is shown in Polish through this table;
// a description the table does not know is not shown at all.
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { LoginErrorDescription } from '@portal/api-contract/plain';

type LoginErrorText = (typeof LoginErrorDescription)[keyof typeof LoginErrorDescription];

export const loginErrorMessages: Record<LoginErrorText, MessageDescriptor> = {
  [LoginErrorDescription.badCredentials]: msg`Nieprawidłowy adres e-mail lub hasło.`,
  [LoginErrorDescription.badCredentialsCaptchaRequired]: msg`Nieprawidłowy adres e-mail lub hasło. Przy następnej próbie potrzebna będzie weryfikacja, że nie jesteś robotem.`,
  [LoginErrorDescription.captchaRequired]: msg`Potrzebna jest weryfikacja, że nie jesteś robotem.`,
  [LoginErrorDescription.captchaError]: msg`Weryfikacja, że nie jesteś robotem, nie powiodła się.`,
  [LoginErrorDescription.accountLocked]: msg`Konto jest zablokowane.`,
  [LoginErrorDescription.incorrectMfaCode]: msg`Nieprawidłowy kod weryfikacyjny.`,
  [LoginErrorDescription.mfaSessionExpired]: msg`Czas na podanie kodu weryfikacyjnego minął.`,
  [LoginErrorDescription.ssoFailed]: msg`Link logowania jest nieprawidłowy, wygasł albo został już użyty.`,
};

/** The Polish text of a login error description of the API; null for one the portal does not know. */
export function loginErrorText(i18n: I18n, description: string | null | undefined): string | null {
  if (!description) return null;
  const message = (loginErrorMessages as Record<string, MessageDescriptor | undefined>)[description];
  return message ? i18n._(message) : null;
}
