export type JsonObject = Record<string, unknown>;

export function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export const nonEmptyText = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

// The change report compares the same schema parts many times over (a section's schema, then each of its
// fields', each holding the next): each object's text is made once. Models and the JSON they were built from
// are never changed after they are made, so an object's text stays its text.
const texts = new WeakMap<object, string>();

/** A JSON value as text with object keys sorted: equal values, equal texts. */
export function canonical(value: unknown): string {
  if (typeof value !== 'object' || value === null) return JSON.stringify(value) ?? 'undefined';
  const known = texts.get(value);
  if (known !== undefined) return known;
  const text = Array.isArray(value)
    ? `[${value.map(canonical).join(',')}]`
    : `{${Object.keys(value)
        .sort()
        .filter((key) => (value as JsonObject)[key] !== undefined)
        .map((key) => `${JSON.stringify(key)}:${canonical((value as JsonObject)[key])}`)
        .join(',')}}`;
  texts.set(value, text);
  return text;
}
