// JSON Pointers (RFC 6901): how every package names a field (`/applicant/person/pesel`), reads the value
// there and follows a local `$ref` (`#/definitions/person`). The validation package's error paths and
// keyword options (`power/target`), ui.json's addresses (`addressSameAs`), the form model's field
// templates, RJSF's segment lists (`fieldPathId.path`) and the API's attachment references all go through
// this one module, so an escape (`~0`, `~1`) is read the same way everywhere.

export type PathSegment = string | number;

export function escapeSegment(segment: PathSegment): string {
  return String(segment).replaceAll('~', '~0').replaceAll('/', '~1');
}

export function unescapeSegment(segment: string): string {
  return segment.replaceAll('~1', '/').replaceAll('~0', '~');
}

export function toPointer(path: readonly PathSegment[]): string {
  return path.map((segment) => `/${escapeSegment(segment)}`).join('');
}

export function parsePointer(pointer: string): string[] {
  if (pointer === '' || pointer === '/') return [];
  return pointer.replace(/^\//, '').split('/').map(unescapeSegment);
}

/** A keyword option path such as `power/target` (relative, no leading slash) or a pointer. */
export function parseRelativePath(path: string): string[] {
  return path
    .split('/')
    .filter((segment) => segment !== '')
    .map(unescapeSegment);
}

/** The value at `path`, or undefined; only own properties count (`constructor` names no field). */
export function getAtPath(data: unknown, path: readonly PathSegment[]): unknown {
  let current = data;
  for (const segment of path) {
    const key = String(segment);
    if (typeof current !== 'object' || current === null || !Object.hasOwn(current, key)) return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

export function getAtPointer(data: unknown, pointer: string): unknown {
  return getAtPath(data, parsePointer(pointer));
}

/** A copy of `data` with `value` at `path` (`undefined` removes the key); containers are copied on the way. */
export function setAtPath(data: unknown, path: readonly PathSegment[], value: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return value;
  const isIndex = typeof head === 'number' || /^\d+$/.test(head);
  const container =
    typeof data === 'object' && data !== null ? data : isIndex && typeof head === 'number' ? [] : {};
  const copy: Record<string, unknown> | unknown[] = Array.isArray(container)
    ? [...container]
    : { ...(container as Record<string, unknown>) };
  const key = String(head);
  const next = setAtPath((container as Record<string, unknown>)[key], rest, value);
  if (next === undefined && !Array.isArray(copy)) delete copy[key];
  else (copy as Record<string, unknown>)[key] = next;
  return copy;
}

/** Whether `pointer` is `ancestor` or lies under it. */
export function isPointerWithin(pointer: string, ancestor: string): boolean {
  return ancestor === '' || pointer === ancestor || pointer.startsWith(`${ancestor}/`);
}

/**
 * What a local `$ref` (`#/definitions/person`, percent-encoded as in a URI fragment) points at in `root`,
 * or undefined when the reference is not local or leads nowhere.
 */
export function resolveLocalRef(root: unknown, ref: string): unknown {
  if (!ref.startsWith('#')) return undefined;
  let pointer: string;
  try {
    pointer = decodeURIComponent(ref.slice(1));
  } catch {
    return undefined;
  }
  return getAtPointer(root, pointer);
}
