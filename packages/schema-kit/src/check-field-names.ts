// Every name a schema gives for a field of an object must be one of that object's fields: a
// misspelt `required` entry, an `if` asking about a field that does not exist, a `dependencies` key.
// Draft-07 accepts all of these silently: a required name that no field has makes every answer wrong
// ("21 fixture problems"), an `if` over a missing field never holds, so the rule it guards is off.
import { isJsonObject, type JsonObject } from '@portal/form-catalog/node';
import { closestName, type KeywordIssue } from './schema-keywords.ts';
import { escapeSegment } from '@portal/json-pointer';
import { objectFields } from './schema-walk.ts';

const APPLIED_ONE = ['if', 'then', 'else', 'not'] as const;
const APPLIED_MANY = ['allOf', 'anyOf', 'oneOf'] as const;

function unknownField(
  pointer: string,
  keyword: string,
  name: string,
  fields: readonly string[],
): KeywordIssue {
  const closest = closestName(name, fields);
  return {
    pointer,
    message:
      `"${keyword}" wymienia pole "${name}", którego ten obiekt nie ma` +
      (closest ? `; czy chodziło o "${closest}"?` : '') +
      ` (pola: ${fields.join(', ')})`,
  };
}

/** The names an object's schema, or a schema applied to the same object (if/then/allOf…), gives. */
function namesIn(node: JsonObject, pointer: string, fields: readonly string[], issues: KeywordIssue[]): void {
  const known = new Set(fields);
  if (Array.isArray(node.required))
    node.required.forEach((name, index) => {
      if (typeof name === 'string' && !known.has(name))
        issues.push(unknownField(`${pointer}/required/${index}`, 'required', name, fields));
    });
  if (isJsonObject(node.dependencies))
    for (const [name, dependency] of Object.entries(node.dependencies)) {
      const at = `${pointer}/dependencies/${escapeSegment(name)}`;
      if (!known.has(name)) issues.push(unknownField(at, 'dependencies', name, fields));
      if (Array.isArray(dependency))
        dependency.forEach((other, index) => {
          if (typeof other === 'string' && !known.has(other))
            issues.push(unknownField(`${at}/${index}`, 'dependencies', other, fields));
        });
      else if (isJsonObject(dependency)) namesIn(dependency, at, fields, issues);
    }
  for (const keyword of APPLIED_ONE) {
    const applied = node[keyword];
    if (!isJsonObject(applied)) continue;
    const at = `${pointer}/${keyword}`;
    if (isJsonObject(applied.properties))
      for (const name of Object.keys(applied.properties))
        if (!known.has(name))
          issues.push(unknownField(`${at}/properties/${escapeSegment(name)}`, keyword, name, fields));
    namesIn(applied, at, fields, issues);
  }
  for (const keyword of APPLIED_MANY) {
    const list = node[keyword];
    if (!Array.isArray(list)) continue;
    list.forEach((applied, index) => {
      if (isJsonObject(applied)) namesIn(applied, `${pointer}/${keyword}/${index}`, fields, issues);
    });
  }
}

/** Each object of the bundled schema (its own fields and those its conditions add) against its names. */
export function fieldNameIssues(bundled: JsonObject): KeywordIssue[] {
  const issues: KeywordIssue[] = [];
  const visit = (node: unknown, pointer: string, applied: boolean) => {
    if (Array.isArray(node)) {
      node.forEach((item, index) => visit(item, `${pointer}/${index}`, applied));
      return;
    }
    if (!isJsonObject(node)) return;
    // A schema applied to an object (then: { properties, required }) is judged with that object.
    if (!applied && node.type === 'object' && isJsonObject(node.properties)) {
      const fields = objectFields(node, pointer, bundled).map((field) => field.name);
      namesIn(node, pointer, fields, issues);
    }
    for (const [key, child] of Object.entries(node)) {
      const appliedHere =
        (APPLIED_ONE as readonly string[]).includes(key) || (APPLIED_MANY as readonly string[]).includes(key);
      visit(
        child,
        `${pointer}/${escapeSegment(key)}`,
        appliedHere || (applied && key !== 'properties' && key !== 'items' && key !== 'definitions'),
      );
    }
  };
  visit(bundled, '', false);
  return issues;
}
