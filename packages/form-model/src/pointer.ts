// JSON Pointers (RFC 6901) name the fields of the model: `/applicant/person/pesel`. In the model's field
// templates a list's items are `*` (`/parcels/*/number`); in data pointers they are indices.

export type PathSegment = string | number;

/** The segment that stands for every item of a list in a field template. */
export const ITEMS = '*';

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

export function getAtPath(data: unknown, path: readonly PathSegment[]): unknown {
  let current = data;
  for (const segment of path) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<string, unknown>)[String(segment)];
  }
  return current;
}

/** `/parcels/0/number` -> `/parcels/*\/number`: the template of a data pointer. */
export function templateOf(pointer: string): string {
  return toPointer(parsePointer(pointer).map((segment) => (/^\d+$/.test(segment) ? ITEMS : segment)));
}
