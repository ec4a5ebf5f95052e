// portal-spec §5: the login and forgot-password e-mail follows the shared e-mail rule (the validation
// package's 'email-ascii' format, the one the form schemas use) and the password is required. The texts
// are the package's Polish messages for these two cases, kept here as Lingui messages so the login page
// does not load the package's whole message catalog (quality-bar "JS for the first view").
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { isValidEmailAscii } from '@portal/validation/browser';

export const fieldMessages = {
  required: msg`Pole obowiązkowe`,
  invalidEmail: msg`Niepoprawny adres e-mail`,
};

/** The message beneath an e-mail field, or null when the address is valid. */
export function emailProblem(value: string): MessageDescriptor | null {
  const email = value.trim();
  if (email === '') return fieldMessages.required;
  return isValidEmailAscii(email) ? null : fieldMessages.invalidEmail;
}
