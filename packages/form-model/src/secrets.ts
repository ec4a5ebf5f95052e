// Secrets in form data (the registration password sat in plain text in the browser's draft).
// A field whose schema says `writeOnly: true` is a secret: a password, a one-time code, a token. It may
// be sent with the application, but nothing that keeps answers (the wizard's draft in localStorage) may
// hold it. Every branch counts: a field secret in one branch is dropped whatever the answers are.
import { isJsonObject } from './json.ts';
import type { FieldModel, FormModel, ObjectShape } from './model.ts';
import { ITEMS, parsePointer } from './pointer.ts';

// Branches share their shapes and fields, so each object is read once (the wizard's first render runs this).
function collect(shape: ObjectShape | undefined, into: Set<string>, seen: Set<object>): void {
  if (!shape || seen.has(shape)) return;
  seen.add(shape);
  for (const { field } of shape.declarations) visit(field, into, seen);
  for (const field of shape.properties) visit(field, into, seen);
  for (const branch of shape.branches) collect(branch.shape, into, seen);
}

function visit(field: FieldModel, into: Set<string>, seen: Set<object>): void {
  if (seen.has(field)) return;
  seen.add(field);
  if (field.secret) {
    into.add(field.pointer);
    return;
  }
  collect(field.shape, into, seen);
  if (field.item) visit(field.item, into, seen);
}

const secretsOfModel = new WeakMap<FormModel, readonly string[]>();

/** The template pointers (`/credentials/password`, `/people/*\/code`) of every secret field of a form. */
export function secretPointers(model: FormModel): readonly string[] {
  let pointers = secretsOfModel.get(model);
  if (!pointers) secretsOfModel.set(model, (pointers = [...collectSecrets(model)].sort()));
  return pointers;
}

function collectSecrets(model: FormModel): Set<string> {
  const pointers = new Set<string>();
  collect(model.root, pointers, new Set());
  return pointers;
}

function without(data: unknown, path: readonly string[]): unknown {
  if (path.length === 0) return data;
  const [head, ...rest] = path as [string, ...string[]];
  if (head === ITEMS) {
    if (!Array.isArray(data)) return data;
    return data.map((item) => without(item, rest));
  }
  if (!isJsonObject(data) || !(head in data)) return data;
  const copy = { ...data };
  if (rest.length === 0) delete copy[head];
  else copy[head] = without(copy[head], rest);
  return copy;
}

/** `data` without a value at any of `pointers` (template pointers; `*` is every item). Never mutates. */
export function withoutSecrets<T>(data: T, pointers: readonly string[]): T {
  let result: unknown = data;
  for (const pointer of pointers) result = without(result, parsePointer(pointer));
  return result as T;
}
