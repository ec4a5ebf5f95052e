// The shapes every request is built from, fixed once so hostile input is refused by the schema with a
// 400 and field errors rather than reaching the database (issue #14 "hostile input and abuse"):
// PostgreSQL refuses NUL in text (SQLSTATE 22021) and integers past 2^31-1 (22003), and a timestamp
// outside its range (22008); a control character in stored text misleads the people who read it later.
import { Type, type TStringOptions } from 'typebox';

/** PostgreSQL's `integer`, the type of every id column. */
export const MAX_DB_ID = 2_147_483_647;

/** Single-line text: no C0 control character (U+0000-U+001F) and no DEL. */
export const SINGLE_LINE_TEXT_PATTERN = '^[^\\u0000-\\u001F\\u007F]*$';
/** Text a person may break into lines: as single-line, but tab, line feed and carriage return are allowed. */
export const MULTI_LINE_TEXT_PATTERN = '^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$';

const singleLine = new RegExp(SINGLE_LINE_TEXT_PATTERN, 'u');
const multiLine = new RegExp(MULTI_LINE_TEXT_PATTERN, 'u');

/** A database id in a path, a query or a body: 1 to 2^31-1. */
export function DbId() {
  return Type.Integer({ minimum: 1, maximum: MAX_DB_ID });
}

/** A line of text: a name, a number, an e-mail address, a token. */
export function Text(options: TStringOptions = {}) {
  return Type.String({ ...options, pattern: SINGLE_LINE_TEXT_PATTERN });
}

/** Free text that may span lines: a message, a description, a stack trace. */
export function MultilineText(options: TStringOptions = {}) {
  return Type.String({ ...options, pattern: MULTI_LINE_TEXT_PATTERN });
}

/**
 * An ISO 8601 date-time the database can store and a person could mean: years 1900-2999 (PostgreSQL has
 * no year 0, and JavaScript dates end in the year 275760).
 */
export function Timestamp() {
  return Type.String({ format: 'date-time', pattern: '^(19|2[0-9])[0-9]{2}-' });
}

/** A database id written as text (a multipart field), or null when it is not one. */
export function dbIdFrom(text: string | undefined): number | null {
  if (!text || !/^[1-9][0-9]{0,9}$/.test(text)) return null;
  const id = Number(text);
  return id <= MAX_DB_ID ? id : null;
}

/** Polish, for a field refused because of a control character (the same wording in every such answer). */
export const UNSAFE_TEXT_MESSAGE = 'Pole zawiera niedozwolone znaki sterujące';

export function isSafeText(text: string, { multiline = false } = {}): boolean {
  return (multiline ? multiLine : singleLine).test(text);
}

/**
 * The JSON pointer of the first string (value or key) in a JSON value that is not safe multi-line text,
 * or null: for payloads whose shape is checked elsewhere (an application's form data).
 */
export function findUnsafeText(value: unknown, pointer = ''): string | null {
  if (typeof value === 'string') return isSafeText(value, { multiline: true }) ? null : pointer;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findUnsafeText(item, `${pointer}/${index}`);
      if (found !== null) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const escaped = key.replace(/~/g, '~0').replace(/\//g, '~1');
      if (!isSafeText(key)) return `${pointer}/${escaped}`;
      const found = findUnsafeText(item, `${pointer}/${escaped}`);
      if (found !== null) return found;
    }
  }
  return null;
}
