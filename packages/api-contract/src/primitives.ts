// The shapes every request is built from, fixed once so hostile input is refused by the schema with a
// 400 and field errors rather than reaching the database (resilience, "hostile input and abuse"):
// PostgreSQL refuses NUL in text (SQLSTATE 22021) and integers past 2^31-1 (22003), and a timestamp
// outside its range (22008); a control character in stored text misleads the people who read it later.
import { Type, type TStringOptions } from 'typebox';
import { MULTI_LINE_TEXT_PATTERN, SINGLE_LINE_TEXT_PATTERN } from '@portal/validation/safe-text';

// The text rules are the validation package's, so the browser's forms refuse what these schemas refuse.
export { MULTI_LINE_TEXT_PATTERN, SINGLE_LINE_TEXT_PATTERN };
export { findUnsafeText, isSafeText, UNSAFE_TEXT_MESSAGE } from '@portal/validation/safe-text';

/** PostgreSQL's `integer`, the type of every id column. */
export const MAX_DB_ID = 2_147_483_647;

/** A database id in a path, a query or a body: 1 to 2^31-1. */
/* @__NO_SIDE_EFFECTS__ */
export function DbId() {
  return Type.Integer({ minimum: 1, maximum: MAX_DB_ID });
}

/** A line of text: a name, a number, an e-mail address, a token. */
/* @__NO_SIDE_EFFECTS__ */
export function Text(options: TStringOptions = {}) {
  return Type.String({ ...options, pattern: SINGLE_LINE_TEXT_PATTERN });
}

/** Free text that may span lines: a message, a description, a stack trace. */
/* @__NO_SIDE_EFFECTS__ */
export function MultilineText(options: TStringOptions = {}) {
  return Type.String({ ...options, pattern: MULTI_LINE_TEXT_PATTERN });
}

/**
 * An ISO 8601 date-time the database can store and a person could mean: years 1900-2999 (PostgreSQL has
 * no year 0, and JavaScript dates end in the year 275760).
 */
/* @__NO_SIDE_EFFECTS__ */
export function Timestamp() {
  return Type.String({ format: 'date-time', pattern: '^(19|2[0-9])[0-9]{2}-' });
}

/** A database id written as text (a multipart field), or null when it is not one. */
export function dbIdFrom(text: string | undefined): number | null {
  if (!text || !/^[1-9][0-9]{0,9}$/.test(text)) return null;
  const id = Number(text);
  return id <= MAX_DB_ID ? id : null;
}
