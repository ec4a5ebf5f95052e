// Every field a portal keyword names ("peselUnlessDocument": { "pesel": "pesel" }, "numberOrder",
// "powerLimit", "dateRange"…) must be a field of the schema: the runtime check reads a missing
// field as empty, so a misspelt name silently switches the rule off, or makes it refuse every answer, and
// only a fixture, if any, shows it. Which options name fields, and from where, is the keyword's own
// definition (packages/validation fieldsNamedByKeyword), so a new keyword is checked without a list here.
import { isJsonObject, type JsonObject } from '@portal/form-catalog/node';
import { fieldsNamedByKeyword, type NamedField } from '@portal/validation';
import { closestName, type KeywordIssue } from './schema-keywords.ts';
import { escapeSegment } from '@portal/json-pointer';
import { effectiveSchema, itemsSchema, objectFields, resolvedPointer } from './schema-walk.ts';

const APPLIED = new Set(['if', 'then', 'else', 'not', 'allOf', 'anyOf', 'oneOf']);
/** Keys whose values are data, messages or keyword options, never schemas. */
const DATA_KEYS = new Set(['enum', 'const', 'default', 'examples', 'errorMessage', 'required']);

interface Place {
  readonly schema: JsonObject;
  readonly pointer: string;
}

type Resolved =
  | { readonly field: Place }
  | { readonly missing: string; readonly known: readonly string[]; readonly depth: number };

/** Follows a relative path ("connectionOne/target") through objects' fields, conditional ones included. */
function resolvePath(start: Place, segments: readonly string[], root: JsonObject): Resolved {
  let current = start;
  for (const [depth, segment] of segments.entries()) {
    const fields = objectFields(current.schema, current.pointer, root);
    const field = fields.find((candidate) => candidate.name === segment);
    if (!field) return { missing: segment, known: fields.map((candidate) => candidate.name), depth };
    current = { schema: field.schema, pointer: field.schemaPointer };
  }
  return { field: current };
}

function itemsOf(place: Place, root: JsonObject): Place | null {
  const items = itemsSchema(place.schema, root);
  if (!items || !isJsonObject(place.schema.items)) return null;
  return { schema: items, pointer: resolvedPointer(place.schema.items, `${place.pointer}/items`, root) };
}

function describe(keyword: string, named: NamedField, resolved: Exclude<Resolved, { field: Place }>): string {
  const path = named.segments.join('/');
  const parent = named.segments.slice(0, resolved.depth).join('/');
  const where =
    resolved.depth > 0
      ? `obiekt "${parent}" nie ma pola "${resolved.missing}"`
      : named.from.kind === 'object'
        ? `ten obiekt nie ma pola "${resolved.missing}"`
        : `element listy nie ma pola "${resolved.missing}"`;
  const closest = closestName(resolved.missing, resolved.known);
  const fix = closest ? `; czy chodziło o "${closest}"?` : '';
  const fields = resolved.known.length > 0 ? ` (pola: ${resolved.known.join(', ')})` : '';
  const shown = named.at === '' ? `domyślne pole "${path}" opcji "${named.option}"` : `pole "${path}"`;
  return `reguła "${keyword}" wymienia ${shown}, a ${where}${fix}${fields}`;
}

/** Why a portal keyword on `schema` cannot work: a field it names that `schema` does not have. */
export function keywordFieldProblems(
  keyword: string,
  value: unknown,
  place: Place,
  root: JsonObject,
): { at: string; message: string }[] {
  const named = fieldsNamedByKeyword(keyword, value, place.schema);
  if (!named) return [];
  const base = effectiveSchema(place.schema, root);
  const object: Place = { schema: base, pointer: place.pointer };
  const items = base.type === 'array' ? itemsOf(object, root) : null;
  const problems: { at: string; message: string }[] = [];
  for (const field of named) {
    let from: Place | null = field.from.kind === 'items' ? items : object;
    if (field.from.kind === 'itemsOf') {
      const listOption = field.from.option;
      const list = named.find((other) => other.option === listOption);
      const listed = list ? resolvePath(object, list.segments, root) : null;
      // A list that is missing itself is reported once, at its own option.
      from = listed && 'field' in listed ? itemsOf(listed.field, root) : null;
    }
    if (!from) continue;
    const resolved = resolvePath(from, field.segments, root);
    if (!('field' in resolved)) problems.push({ at: field.at, message: describe(keyword, field, resolved) });
  }
  return problems;
}

/** Every portal keyword of a bundled form schema whose named fields are not all there. */
export function keywordFieldIssues(bundled: JsonObject): KeywordIssue[] {
  const issues: KeywordIssue[] = [];
  // `object`: the object a schema applies to (a then/allOf branch names the fields of the object it is on).
  const visit = (node: unknown, pointer: string, object: Place | null) => {
    if (Array.isArray(node)) {
      node.forEach((item, index) => visit(item, `${pointer}/${index}`, object));
      return;
    }
    if (!isJsonObject(node)) return;
    const place = object ?? { schema: node, pointer };
    for (const [key, value] of Object.entries(node)) {
      for (const problem of keywordFieldProblems(key, value, place, bundled))
        issues.push({ pointer: `${pointer}/${escapeSegment(key)}${problem.at}`, message: problem.message });
      if (DATA_KEYS.has(key) || fieldsNamedByKeyword(key, value, node) !== undefined) continue;
      const child = `${pointer}/${escapeSegment(key)}`;
      if (APPLIED.has(key)) visit(value, child, place);
      else if (key === 'properties' || key === 'definitions' || key === 'dependencies') {
        if (isJsonObject(value))
          for (const [name, schema] of Object.entries(value))
            visit(schema, `${child}/${escapeSegment(name)}`, key === 'dependencies' ? place : null);
      } else visit(value, child, null);
    }
  };
  visit(bundled, '', null);
  return issues;
}
