/**
 * `after`, with each part equal to the same part of `before` (same keys in the same order, same values)
 * replaced by that part of `before`; `before` itself when all of it is equal.
 *
 * The preview's form comes through postMessage, a new copy of every object after each edit. The wizard's
 * fields (react-jsonschema-form) compare their props deeply before drawing again, and between two copies
 * each comparison walks the whole of its part of the schema: after a retitled field, every field of the
 * step did so. With the unchanged parts kept, those comparisons end at once on the same object.
 */
export function reuseEqual<T>(before: unknown, after: T): T {
  if (Object.is(before, after)) return before as T;
  if (Array.isArray(after)) {
    if (!Array.isArray(before)) return after;
    const kept = after.map((item: unknown, index) => reuseEqual(before[index], item));
    const same = kept.length === before.length && kept.every((item, index) => item === before[index]);
    return (same ? before : kept) as T;
  }
  if (!isRecord(after) || !isRecord(before) || Array.isArray(before)) return after;
  const keys = Object.keys(after);
  const beforeKeys = Object.keys(before);
  const kept: Record<string, unknown> = {};
  let same = keys.length === beforeKeys.length;
  keys.forEach((key, index) => {
    kept[key] = reuseEqual(before[key], after[key]);
    if (beforeKeys[index] !== key || kept[key] !== before[key]) same = false;
  });
  return (same ? before : kept) as T;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;
}
