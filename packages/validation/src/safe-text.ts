/**
 * Text a person typed is read later by others: in the back office's terminal, in an e-mail, in the portal.
 * It may hold no character that hides or reorders what it says: C0 controls (a
 * tab, a line feed and a carriage return only where the text may span lines), DEL, the C1 controls
 * U+0080-U+009F (a terminal reads U+009B as ESC [) and the bidirectional embeddings, overrides and isolates
 * U+202A-U+202E and U+2066-U+2069, which show "faktura\u202Efdp.exe" as "fakturaexe.pdf" ("Trojan Source").
 * Such text is refused with a field error, never cleaned in silence: the person sees what was wrong.
 * Stored file names are cleaned instead (file-name.ts).
 */

import { escapeSegment } from '@portal/json-pointer';

const DEL_C1_AND_BIDI = '\\u007F-\\u009F\\u202A-\\u202E\\u2066-\\u2069';

/** Single-line text: no C0 control, DEL, C1 control or bidirectional control. */
export const SINGLE_LINE_TEXT_PATTERN = `^[^\\u0000-\\u001F${DEL_C1_AND_BIDI}]*$`;
/** Text a person may break into lines: as single-line, but tab, line feed and carriage return are allowed. */
export const MULTI_LINE_TEXT_PATTERN = `^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F${DEL_C1_AND_BIDI}]*$`;

/** Polish, for a field refused because of such a character (the same wording in every such answer). */
export const UNSAFE_TEXT_MESSAGE = 'Pole zawiera niedozwolone znaki sterujące';

const singleLine = new RegExp(SINGLE_LINE_TEXT_PATTERN, 'u');
const multiLine = new RegExp(MULTI_LINE_TEXT_PATTERN, 'u');

export function isSafeText(text: string, { multiline = false } = {}): boolean {
  return (multiline ? multiLine : singleLine).test(text);
}

/** Whether a JSON Schema `pattern` is one of the two above: its failure is told as unsafe text. */
export function isSafeTextPattern(pattern: unknown): boolean {
  return pattern === SINGLE_LINE_TEXT_PATTERN || pattern === MULTI_LINE_TEXT_PATTERN;
}

/**
 * A key that names a member every object inherits (`valueOf`, `toString`, `constructor`, `__proto__`…).
 * No form names a field so, and such a key is not harmless data: the validator's deep equality (an `enum`
 * or `const` of objects, `uniqueItems`) calls `valueOf` and `toString` of what it compares, and
 * `{"valueOf": 0}` made it throw instead of answering.
 */
export function shadowsObjectMember(key: string): boolean {
  return key in Object.prototype;
}

/**
 * The JSON pointers of every string (value, or key as single-line text) in a JSON value that is not safe
 * multi-line text, in document order: for data whose shape is judged elsewhere (an application's answers).
 * A key that shadows an inherited member of objects is refused the same way.
 */
export function findAllUnsafeText(value: unknown, pointer = ''): string[] {
  if (typeof value === 'string') return isSafeText(value, { multiline: true }) ? [] : [pointer];
  if (Array.isArray(value))
    return value.flatMap((item, index) => findAllUnsafeText(item, `${pointer}/${index}`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => {
      const at = `${pointer}/${escapeSegment(key)}`;
      return isSafeText(key) && !shadowsObjectMember(key) ? findAllUnsafeText(item, at) : [at];
    });
  }
  return [];
}

/** The first of them, or null. */
export function findUnsafeText(value: unknown, pointer = ''): string | null {
  return findAllUnsafeText(value, pointer)[0] ?? null;
}
