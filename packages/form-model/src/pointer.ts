// The model names its fields by JSON Pointers (@portal/json-pointer): `/applicant/person/pesel`. In the
// model's field templates a list's items are `*` (`/parcels/*/number`); in data pointers they are indices.
import { parsePointer, toPointer } from '@portal/json-pointer';

export {
  escapeSegment,
  getAtPath,
  parsePointer,
  toPointer,
  unescapeSegment,
  type PathSegment,
} from '@portal/json-pointer';

/** The segment that stands for every item of a list in a field template. */
export const ITEMS = '*';

/** `/parcels/0/number` -> `/parcels/*\/number`: the template of a data pointer. */
export function templateOf(pointer: string): string {
  return toPointer(parsePointer(pointer).map((segment) => (/^\d+$/.test(segment) ? ITEMS : segment)));
}
