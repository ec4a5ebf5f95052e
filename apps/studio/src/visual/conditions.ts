// The "show / require when" conditions of a form, read from its schema.json text and written back into it
//. The repository writes a condition as an `if`/`then` on the object that holds the fields: the
// object's own `if`, or an item of its `allOf` when it has several; a field shown only when the condition
// holds is declared in `then.properties` (not in the object's `properties`), a field required only then is
// named in `then.required`. `dependencies: { "a": ["b"] }` ("b" required when "a" has a value) is read too.
// A condition is recognised only when writing it back gives exactly the JSON it was read from; everything
// else is listed as JSON only, never misread.
import type { JsonChange, JsonPath } from './editJson.ts';

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Deep equality of JSON values; the order of an object's keys does not matter (JSON Schema ignores it). */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    return (
      Array.isArray(a) &&
      Array.isArray(b) &&
      a.length === b.length &&
      a.every((item, index) => sameJson(item, b[index]))
    );
  }
  if (!isObject(a) || !isObject(b)) return false;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => key in b && sameJson(a[key], b[key]));
}

/** What the controlling field is tested for: only tests the validation language states plainly. */
export type Test =
  | { readonly op: 'equals'; readonly value: Json }
  | { readonly op: 'oneOf'; readonly values: readonly Json[] }
  | { readonly op: 'contains'; readonly value: Json }
  | { readonly op: 'filled' }
  | { readonly op: 'empty' }
  | { readonly op: 'atLeast'; readonly value: number }
  | { readonly op: 'atMost'; readonly value: number };

export type Operator = Test['op'];

/** shown: declared in `then.properties`; required: named in `then.required`; both: both. */
export type Effect = 'shown' | 'required' | 'shownRequired';

export interface Target {
  readonly name: string;
  readonly effect: Effect;
}

export interface Condition {
  /** The object (in schema.json) whose fields the condition reads and changes. */
  readonly object: JsonPath;
  /** The controlling field: a field of the object, or a field of one of its sub-objects. */
  readonly field: readonly string[];
  readonly test: Test;
  readonly targets: readonly Target[];
}

/** Where a condition is written: the object's own if/then, an allOf item, or a dependencies entry. */
export type Placement = 'own' | 'allOf' | 'dependencies';

export interface ReadCondition {
  readonly kind: 'visual';
  /** The node holding the `if` (or the dependencies entry): the editor's cursor goes there. */
  readonly at: JsonPath;
  readonly placement: Placement;
  readonly condition: Condition;
}

/** Why a condition is left to the JSON editor. */
export type JsonOnlyReason = 'else' | 'test' | 'branch' | 'place' | 'dependencySchema';

export interface JsonOnlyCondition {
  readonly kind: 'json';
  readonly at: JsonPath;
  readonly reason: JsonOnlyReason;
  /** The fields the condition reads, when it says (for its description). */
  readonly object: JsonPath;
  readonly field?: string;
}

export interface FormConditions {
  readonly conditions: readonly ReadCondition[];
  readonly jsonOnly: readonly JsonOnlyCondition[];
}

// ---------------------------------------------------------------------------------------------------------
// The `if` subschema of a test, and back.

function nestedIf(field: readonly string[], leaf: (name: string) => JsonObject): JsonObject {
  const [name, ...rest] = field;
  if (rest.length === 0) return leaf(name!);
  return {
    properties: { [name!]: { type: 'object', ...nestedIf(rest, leaf) } },
    required: [name!],
  };
}

function valueIf(field: readonly string[], rule: JsonObject): JsonObject {
  return nestedIf(field, (name) => ({ properties: { [name]: rule }, required: [name] }));
}

/** The `if` subschema that holds exactly when the test does, written as the repository's forms write it. */
export function ifSchema(field: readonly string[], test: Test): JsonObject {
  switch (test.op) {
    case 'equals':
      return valueIf(field, { const: test.value });
    case 'oneOf':
      return valueIf(field, { enum: [...test.values] });
    case 'contains':
      return valueIf(field, { type: 'array', contains: { const: test.value } });
    case 'atLeast':
      return valueIf(field, { minimum: test.value });
    case 'atMost':
      return valueIf(field, { maximum: test.value });
    case 'filled':
      return nestedIf(field, (name) => ({ required: [name] }));
    case 'empty':
      return { not: ifSchema(field, { op: 'filled' }) };
  }
}

function testOfRule(rule: JsonObject): Test | null {
  if ('const' in rule) return { op: 'equals', value: rule.const! };
  if (Array.isArray(rule.enum)) return { op: 'oneOf', values: rule.enum };
  if (isObject(rule.contains) && 'const' in rule.contains)
    return { op: 'contains', value: rule.contains.const! };
  if (typeof rule.minimum === 'number') return { op: 'atLeast', value: rule.minimum };
  if (typeof rule.maximum === 'number') return { op: 'atMost', value: rule.maximum };
  return null;
}

/** A guess of the field and test an `if` states; confirmed only by writing it back (readIf). */
function guessIf(node: JsonObject): { field: string[]; test: Test } | null {
  if (isObject(node.not)) {
    const inner = guessIf(node.not);
    return inner?.test.op === 'filled' ? { field: inner.field, test: { op: 'empty' } } : null;
  }
  const required = Array.isArray(node.required) ? node.required : [];
  const name = required[0];
  if (typeof name !== 'string') return null;
  if (!isObject(node.properties)) return { field: [name], test: { op: 'filled' } };
  const rule = node.properties[name];
  if (!isObject(rule)) return null;
  if (rule.type === 'object') {
    const inner = guessIf(rule);
    return inner ? { field: [name, ...inner.field], test: inner.test } : null;
  }
  const test = testOfRule(rule);
  return test ? { field: [name], test } : null;
}

/** The field and test of an `if`, when writing them gives exactly that `if`. */
export function readIf(node: unknown): { field: string[]; test: Test } | null {
  if (!isObject(node)) return null;
  const guess = guessIf(node);
  return guess && sameJson(ifSchema(guess.field, guess.test), node) ? guess : null;
}

// ---------------------------------------------------------------------------------------------------------
// Reading a schema.json.

function parseJson(text: string): Json | undefined {
  try {
    return JSON.parse(text) as Json;
  } catch {
    return undefined;
  }
}

function at(root: Json, path: JsonPath): Json | undefined {
  let current: Json | undefined = root;
  for (const segment of path) {
    if (Array.isArray(current) && typeof segment === 'number') current = current[segment];
    else if (isObject(current) && typeof segment === 'string') current = current[segment];
    else return undefined;
  }
  return current;
}

/** The names an object's branches (own then, allOf items' then) declare in `then.properties`. */
function branchProperties(object: JsonObject): Map<string, JsonPath> {
  const found = new Map<string, JsonPath>();
  const collect = (node: Json | undefined, path: JsonPath) => {
    if (!isObject(node) || !isObject(node.then) || !isObject(node.then.properties)) return;
    for (const name of Object.keys(node.then.properties)) if (!found.has(name)) found.set(name, path);
  };
  collect(object, []);
  if (Array.isArray(object.allOf)) object.allOf.forEach((part, index) => collect(part, ['allOf', index]));
  return found;
}

/** Every field name of an object: its own properties and those its branches declare. */
export function objectFieldNames(object: JsonObject): string[] {
  const own = isObject(object.properties) ? Object.keys(object.properties) : [];
  return [...new Set([...own, ...branchProperties(object).keys()])];
}

function targetsOfThen(then: Json | undefined, object: JsonObject): Target[] | null {
  if (!isObject(then)) return null;
  if (Object.keys(then).some((key) => key !== 'properties' && key !== 'required')) return null;
  const own = isObject(object.properties) ? object.properties : {};
  const shown = isObject(then.properties) ? then.properties : {};
  if ('properties' in then && (!isObject(then.properties) || Object.keys(shown).length === 0)) return null;
  const required = then.required;
  if (required !== undefined && (!Array.isArray(required) || required.length === 0)) return null;
  const names = (required ?? []) as Json[];
  if (!names.every((name): name is string => typeof name === 'string')) return null;
  if (new Set(names).size !== names.length) return null;
  // A then.properties entry restating an own field narrows it (minItems…): not a shown field.
  if (Object.entries(shown).some(([name, schema]) => name in own || !isObject(schema))) return null;
  const known = new Set(objectFieldNames(object));
  if (!names.every((name) => known.has(name))) return null;
  const targets: Target[] = Object.keys(shown).map((name) => ({
    name,
    effect: names.includes(name) ? 'shownRequired' : 'shown',
  }));
  for (const name of names) if (!(name in shown)) targets.push({ name, effect: 'required' });
  return targets.length > 0 ? targets : null;
}

function readNode(
  root: JsonObject,
  node: JsonObject,
  path: JsonPath,
  into: { conditions: ReadCondition[]; jsonOnly: JsonOnlyCondition[] },
): void {
  if ('if' in node) {
    const parentPath = path.slice(0, -2);
    const inAllOf = path.length >= 2 && path[path.length - 2] === 'allOf';
    const objectPath = inAllOf ? parentPath : path;
    const object = at(root, objectPath);
    const read = readIf(node.if);
    // For the description of a condition left to JSON: the field it seems to read, if any.
    const field = (read ?? guessIf(isObject(node.if) ? node.if : {}))?.field.join('/');
    const jsonOnly = (reason: JsonOnlyReason) =>
      into.jsonOnly.push({
        kind: 'json',
        at: path,
        reason,
        object: objectPath,
        ...(field ? { field } : {}),
      });
    const alone =
      !inAllOf || Object.keys(node).every((key) => key === 'if' || key === 'then' || key === 'else');
    if (!isObject(object) || !isObject(object.properties)) jsonOnly('place');
    else if ('else' in node) jsonOnly('else');
    else if (!alone) jsonOnly('branch');
    else if (!read || !objectFieldNames(object).includes(read.field[0]!)) jsonOnly('test');
    else {
      const targets = targetsOfThen(node.then, object);
      if (!targets) jsonOnly('branch');
      else
        into.conditions.push({
          kind: 'visual',
          at: path,
          placement: inAllOf ? 'allOf' : 'own',
          condition: { object: objectPath, field: read.field, test: read.test, targets },
        });
    }
  }
  if (isObject(node.dependencies) && isObject(node.properties)) {
    for (const [name, dependency] of Object.entries(node.dependencies)) {
      const depPath = [...path, 'dependencies', name];
      const names = Array.isArray(dependency) ? dependency : null;
      if (
        names &&
        names.length > 0 &&
        names.every((other): other is string => typeof other === 'string') &&
        new Set(names).size === names.length
      )
        into.conditions.push({
          kind: 'visual',
          at: depPath,
          placement: 'dependencies',
          condition: {
            object: path,
            field: [name],
            test: { op: 'filled' },
            targets: names.map((other) => ({ name: other, effect: 'required' })),
          },
        });
      else
        into.jsonOnly.push({
          kind: 'json',
          at: depPath,
          reason: 'dependencySchema',
          object: path,
          field: name,
        });
    }
  }
}

/** Every condition of the schema.json text, recognised or left to JSON, in the order of the file. */
export function readConditions(text: string): FormConditions | null {
  const root = parseJson(text);
  if (!isObject(root)) return null;
  const into = { conditions: [] as ReadCondition[], jsonOnly: [] as JsonOnlyCondition[] };
  const visit = (node: Json, path: JsonPath) => {
    if (Array.isArray(node)) node.forEach((item, index) => visit(item, [...path, index]));
    if (!isObject(node)) return;
    readNode(root, node, path, into);
    for (const [key, child] of Object.entries(node))
      // Values (const, enum, examples, default) are data, not schemas.
      if (!['const', 'enum', 'examples', 'default', 'required'].includes(key)) visit(child, [...path, key]);
  };
  visit(root, []);
  return into;
}

// ---------------------------------------------------------------------------------------------------------
// Writing: a condition as the changes of the schema.json text that make it so.

function thenOf(condition: Condition, definitions: ReadonlyMap<string, Json>): JsonObject {
  const shown = condition.targets.filter((target) => target.effect !== 'required');
  const required = condition.targets.filter((target) => target.effect !== 'shown');
  return {
    ...(shown.length > 0
      ? {
          properties: Object.fromEntries(shown.map((target) => [target.name, definitions.get(target.name)!])),
        }
      : {}),
    ...(required.length > 0 ? { required: required.map((target) => target.name) } : {}),
  };
}

/** Why a condition cannot be written (null: it can). */
export type WriteProblem = 'noTargets' | 'controlIsTarget' | 'unknownField' | 'notShowable' | 'duplicate';

export function writeProblem(
  text: string,
  condition: Condition,
  replacing?: ReadCondition,
): WriteProblem | null {
  const root = parseJson(text);
  const object = root === undefined ? undefined : at(root, condition.object);
  if (!isObject(object)) return 'unknownField';
  if (condition.targets.length === 0) return 'noTargets';
  const names = condition.targets.map((target) => target.name);
  if (new Set(names).size !== names.length) return 'duplicate';
  if (names.includes(condition.field[0]!)) return 'controlIsTarget';
  const known = objectFieldNames(object);
  if (!known.includes(condition.field[0]!) || !names.every((name) => known.includes(name)))
    return 'unknownField';
  const own = isObject(object.properties) ? object.properties : {};
  const mine = new Set(
    replacing?.condition.targets
      .filter((target) => target.effect !== 'required')
      .map((target) => target.name) ?? [],
  );
  // A shown field moves into this condition's then: it must be one of the object's own fields (or already
  // shown by this condition), not one another condition shows.
  const showable = (name: string) => name in own || mine.has(name);
  if (condition.targets.some((target) => target.effect !== 'required' && !showable(target.name)))
    return 'notShowable';
  return null;
}

/** The definitions of the fields a condition shows, wherever they are now. */
function definitionsOf(object: JsonObject, replacing: ReadCondition | null, root: Json): Map<string, Json> {
  const found = new Map<string, Json>();
  const own = isObject(object.properties) ? object.properties : {};
  for (const [name, schema] of Object.entries(own)) found.set(name, schema);
  if (replacing && replacing.placement !== 'dependencies') {
    const then = at(root, [...replacing.at, 'then']);
    if (isObject(then) && isObject(then.properties))
      for (const [name, schema] of Object.entries(then.properties)) found.set(name, schema);
  }
  return found;
}

/** The object's `required` after the condition's targets leave it (a field required always is not "when"). */
function baseRequiredChange(
  object: JsonObject,
  objectPath: JsonPath,
  leaving: readonly string[],
): JsonChange[] {
  if (!Array.isArray(object.required)) return [];
  const kept = object.required.filter((name) => !(typeof name === 'string' && leaving.includes(name)));
  if (kept.length === object.required.length) return [];
  return [{ path: [...objectPath, 'required'], value: kept.length > 0 ? kept : undefined }];
}

/**
 * `additionalProperties: false` refuses every field not in the object's own properties, so a field moved
 * into a then would always be refused: the forms name their fields in `propertyNames` instead.
 */
function closedObjectChange(object: JsonObject, objectPath: JsonPath, shown: boolean): JsonChange[] {
  if (!shown || object.additionalProperties !== false || 'propertyNames' in object) return [];
  return [
    { path: [...objectPath, 'additionalProperties'], value: undefined },
    { path: [...objectPath, 'propertyNames'], value: { enum: objectFieldNames(object) } },
  ];
}

/** The object's own declarations the condition takes over: fields it now shows, names it now requires. */
function leavingBase(object: JsonObject, condition: Condition, shown: readonly string[]): JsonChange[] {
  const own = isObject(object.properties) ? object.properties : {};
  return [
    ...closedObjectChange(object, condition.object, shown.length > 0),
    ...shown
      .filter((name) => name in own)
      .map((name) => ({ path: [...condition.object, 'properties', name], value: undefined })),
    ...baseRequiredChange(
      object,
      condition.object,
      condition.targets.map((target) => target.name),
    ),
  ];
}

function removalOf(read: ReadCondition, root: JsonObject): JsonChange[] {
  const object = at(root, read.condition.object) as JsonObject;
  const objectPath = read.condition.object;
  if (read.placement === 'dependencies') {
    const dependencies = object.dependencies as JsonObject;
    return Object.keys(dependencies).length === 1
      ? [{ path: [...objectPath, 'dependencies'], value: undefined }]
      : [{ path: read.at, value: undefined }];
  }
  const changes: JsonChange[] = [];
  if (read.placement === 'own') {
    changes.push(
      { path: [...read.at, 'if'], value: undefined },
      { path: [...read.at, 'then'], value: undefined },
    );
  } else {
    const allOf = object.allOf as Json[];
    changes.push(
      allOf.length === 1
        ? { path: [...objectPath, 'allOf'], value: undefined }
        : { path: read.at, value: undefined },
    );
  }
  return changes;
}

/** The fields a removed or changed condition showed go back to the object's own properties. */
function restoredFields(read: ReadCondition, root: JsonObject, keep: ReadonlySet<string>): JsonChange[] {
  if (read.placement === 'dependencies') return [];
  const then = at(root, [...read.at, 'then']);
  if (!isObject(then) || !isObject(then.properties)) return [];
  return Object.entries(then.properties)
    .filter(([name]) => !keep.has(name))
    .map(([name, schema]) => ({ path: [...read.condition.object, 'properties', name], value: schema }));
}

function additionOf(
  condition: Condition,
  root: JsonObject,
  definitions: ReadonlyMap<string, Json>,
): JsonChange[] {
  const objectPath = condition.object;
  const object = at(root, objectPath) as JsonObject;
  const shown = condition.targets
    .filter((target) => target.effect !== 'required')
    .map((target) => target.name);
  const branch = { if: ifSchema(condition.field, condition.test), then: thenOf(condition, definitions) };
  const changes: JsonChange[] = [...leavingBase(object, condition, shown)];
  if (Array.isArray(object.allOf)) changes.push({ path: [...objectPath, 'allOf', -1], value: branch });
  else if (!('if' in object) && !('then' in object) && !('else' in object))
    changes.push(
      { path: [...objectPath, 'if'], value: branch.if },
      { path: [...objectPath, 'then'], value: branch.then },
    );
  else changes.push({ path: [...objectPath, 'allOf'], value: [branch] });
  return changes;
}

/** A changed if/then in its place: only what differs is rewritten. */
function updateInPlace(read: ReadCondition, condition: Condition, root: JsonObject): JsonChange[] {
  const objectPath = condition.object;
  const object = at(root, objectPath) as JsonObject;
  const own = isObject(object.properties) ? object.properties : {};
  const changes: JsonChange[] = [];
  const oldIf = at(root, [...read.at, 'if']);
  const newIf = ifSchema(condition.field, condition.test);
  if (!sameJson(oldIf, newIf)) changes.push({ path: [...read.at, 'if'], value: newIf });
  const shownNow = new Set(
    condition.targets.filter((target) => target.effect !== 'required').map((t) => t.name),
  );
  changes.push(...restoredFields(read, root, shownNow));
  const oldThen = at(root, [...read.at, 'then']) as JsonObject;
  const oldShown = isObject(oldThen.properties) ? oldThen.properties : {};
  const added = [...shownNow].filter((name) => !(name in oldShown));
  changes.push(...leavingBase(object, condition, added));
  const thenPath = [...read.at, 'then'];
  // Removals first, then additions: each change is applied to the text the previous ones left.
  for (const name of Object.keys(oldShown))
    if (!shownNow.has(name)) changes.push({ path: [...thenPath, 'properties', name], value: undefined });
  if (shownNow.size === 0 && 'properties' in oldThen)
    changes.push({ path: [...thenPath, 'properties'], value: undefined });
  for (const name of added) changes.push({ path: [...thenPath, 'properties', name], value: own[name]! });
  const required = condition.targets
    .filter((target) => target.effect !== 'shown')
    .map((target) => target.name);
  if (!sameJson(oldThen.required, required.length > 0 ? required : undefined))
    changes.push({ path: [...thenPath, 'required'], value: required.length > 0 ? required : undefined });
  return changes;
}

/**
 * The changes of the schema.json text that write `condition` in place of `replacing` (null: a new one;
 * `condition` null: remove `replacing`). An unchanged condition gives no change at all.
 */
export function conditionChanges(
  text: string,
  replacing: ReadCondition | null,
  condition: Condition | null,
): JsonChange[] {
  const root = parseJson(text);
  if (!isObject(root)) return [];
  if (replacing && condition && sameJson(replacing.condition, condition)) return [];
  if (replacing && !condition)
    return [...restoredFields(replacing, root, new Set()), ...removalOf(replacing, root)];
  if (!condition) return [];
  const object = at(root, condition.object);
  if (!isObject(object)) return [];
  if (
    replacing &&
    replacing.placement !== 'dependencies' &&
    sameJson(replacing.condition.object, condition.object)
  )
    return updateInPlace(replacing, condition, root);
  const definitions = definitionsOf(object, replacing, root);
  const removal = replacing ? removalOf(replacing, root) : [];
  return [...removal, ...additionOf(condition, root, definitions)];
}

/** Where the editor's cursor goes for a condition: its `if` (an object's own), its allOf item or entry. */
export function placeOf(entry: ReadCondition | JsonOnlyCondition): JsonPath {
  const own =
    entry.kind === 'visual'
      ? entry.placement === 'own'
      : entry.reason !== 'dependencySchema' && entry.at[entry.at.length - 2] !== 'allOf';
  return own ? [...entry.at, 'if'] : entry.at;
}
