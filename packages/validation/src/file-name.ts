// Resilience: a stored file name is read later by the back office and the customer, so it keeps nothing
// that hides or reorders what it says: C0 and C1 controls, DEL, and the bidirectional and invisible
// format characters (U+202E shows "faktura\u202Efdp.exe" as "fakturaexe.pdf"). Normalized to NFC so
// a Polish letter is one code point; at most 255 characters, the extension kept. The server names stored
// files with it, and the wizard the file descriptors in an application's answers.

export const MAX_FILE_NAME_LENGTH = 255;

/**
 * Controls, soft hyphen, bidi marks, embeddings, overrides and isolates, zero-width and BOM characters:
 * stripped from stored file names here, escaped wherever the back office's terminal prints stored text.
 */
export const HIDDEN_CHARACTERS =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u001F\u007F-\u009F\u00AD\u061C\u180E\u200B-\u200F\u2028-\u202E\u2060-\u2064\u2066-\u206F\uFEFF\uFFF9-\uFFFB]/g;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

export function safeFileName(raw: string): string {
  const lastSegment = raw.split(/[\\/]/).pop() ?? '';
  const name = lastSegment
    .replace(LONE_SURROGATE, '')
    .normalize('NFC')
    .replace(HIDDEN_CHARACTERS, '')
    .replace(/\s+/g, ' ')
    .trim();
  const characters = [...name];
  if (characters.length <= MAX_FILE_NAME_LENGTH) return name;
  const extension = /\.[A-Za-z0-9]{1,10}$/.exec(name)?.[0] ?? '';
  return characters.slice(0, MAX_FILE_NAME_LENGTH - extension.length).join('') + extension;
}
