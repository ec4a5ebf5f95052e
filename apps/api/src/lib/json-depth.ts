// Nesting depth of a JSON text, found in one pass without parsing: a body of 20 000 nested arrays parses
// fine but overflows the stack of whatever walks it next (a serializer, a validator, jsonb), so such a
// body is refused before anything walks it.

/** No request of the portal nests deeper than this; an application form's data is under 10 levels. */
export const MAX_JSON_DEPTH = 32;

/** The deepest nesting of arrays and objects in `text`; counting stops once past `stopAfter`. */
export function jsonDepth(text: string, stopAfter = Number.POSITIVE_INFINITY): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === 0x5c) i++;
      else if (code === 0x22) inString = false;
    } else if (code === 0x22) {
      inString = true;
    } else if (code === 0x5b || code === 0x7b) {
      depth++;
      if (depth > deepest) {
        deepest = depth;
        if (deepest > stopAfter) return deepest;
      }
    } else if (code === 0x5d || code === 0x7d) {
      depth--;
    }
  }
  return deepest;
}

export function isTooDeep(text: string): boolean {
  return jsonDepth(text, MAX_JSON_DEPTH) > MAX_JSON_DEPTH;
}
