// JSON Pointers (RFC 6901) are how the validation package names fields (`localizeErrors` paths, keyword
// options such as `power/target`) and how ui.json names addresses (`addressSameAs` sources). RJSF names
// fields by a segment list (`fieldPathId.path`) and by DOM ids; these helpers translate between them.

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

export function getAtPath(data: unknown, path: readonly PathSegment[]): unknown {
  let current = data;
  for (const segment of path) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<string, unknown>)[String(segment)];
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
