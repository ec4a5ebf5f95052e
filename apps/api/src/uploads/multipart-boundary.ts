// Security hardening: busboy throws a plain Error, which was a 500, on a multipart/form-data Content-Type without
// a boundary, and its search fails on a boundary longer than 256 bytes. The header is judged before the
// body is read: one boundary as RFC 2046 §5.1.1 allows it (1 to 70 characters of `bchars`, not ending in
// a space), and nothing two parsers could read differently (two boundaries, an unterminated quote, an
// escape inside quotes) — an intermediary that picked the other reading would see other parts.

const TOKEN = "[!#$%&'*+.^_`|~0-9A-Za-z-]+";
const MEDIA_TYPE = /^\s*multipart\/form-data\s*/iy;
const PARAMETER = new RegExp(`;\\s*(${TOKEN})=(${TOKEN}|"[^"\\\\]*")\\s*`, 'y');
const END = /;?\s*$/y;
const BOUNDARY = /^[0-9A-Za-z'()+_,\-./:=? ]{0,69}[0-9A-Za-z'()+_,\-./:=?]$/;

/** The boundary of a multipart/form-data Content-Type, or null when the header is not a sound one. */
export function multipartBoundary(contentType: string | undefined): string | null {
  if (contentType === undefined) return null;
  MEDIA_TYPE.lastIndex = 0;
  if (!MEDIA_TYPE.test(contentType)) return null;
  const boundaries: string[] = [];
  let at = MEDIA_TYPE.lastIndex;
  for (;;) {
    PARAMETER.lastIndex = at;
    const parameter = PARAMETER.exec(contentType);
    if (!parameter) break;
    at = PARAMETER.lastIndex;
    const [, name, value] = parameter;
    if (name!.toLowerCase() === 'boundary') boundaries.push(value!.replace(/^"(.*)"$/, '$1'));
  }
  END.lastIndex = at;
  if (!END.test(contentType) || boundaries.length !== 1) return null;
  return BOUNDARY.test(boundaries[0]!) ? boundaries[0]! : null;
}
