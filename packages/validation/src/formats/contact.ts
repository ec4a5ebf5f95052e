/** Contact data formats, applications-spec §5 "General text and contact". */

const LANDLINE = /^0\d{2} \d{3}-\d{2}-\d{2}$/;
const MOBILE = /^[1-9]\d{2}-\d{3}-\d{3}$/;
export const EMAIL_MAX_LENGTH = 64;
export const FAX_MAX_LENGTH = 14;
// The address syntax ajv-formats uses for "email", restricted to ASCII by construction.
const EMAIL =
  /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;

export function isValidZipCode(value: unknown): boolean {
  return typeof value === 'string' && /^\d{2}-\d{3}$/.test(value);
}

/** Landline '0xx xxx-xx-xx' or mobile 'xxx-xxx-xxx' starting with 1-9. */
export function isValidPhone(value: unknown): boolean {
  return typeof value === 'string' && (LANDLINE.test(value) || MOBILE.test(value));
}

export function isValidMobilePhone(value: unknown): boolean {
  return typeof value === 'string' && MOBILE.test(value);
}

/** Fax: the landline format, at most 14 characters. */
export function isValidFax(value: unknown): boolean {
  return typeof value === 'string' && value.length <= FAX_MAX_LENGTH && LANDLINE.test(value);
}

export function hasOnlyAsciiCharacters(value: string): boolean {
  for (let index = 0; index < value.length; index++) if (value.charCodeAt(index) > 0x7f) return false;
  return true;
}

/** E-mail: at most 64 characters, ASCII only (the input also blocks other key presses), valid syntax. */
export function isValidEmailAscii(value: unknown): boolean {
  return (
    typeof value === 'string' &&
    value.length <= EMAIL_MAX_LENGTH &&
    hasOnlyAsciiCharacters(value) &&
    EMAIL.test(value)
  );
}
