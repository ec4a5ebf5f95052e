// Naming a field by a data pointer, for error messages: the wizard's label along the fields the data shows
// ("Działka 2 – Numer działki" inside a list), or the schema titles along any branch (for a server's error,
// where the data the server judged is not at hand).
import { activeProperties, anyProperty, type SchemaMatcher } from './active.ts';
import { labelOf, type FieldModel, type FormModel } from './model.ts';
import { getAtPath, parsePointer } from './pointer.ts';

/** The label the step shows for the field at `pointer` with `data`; a list item's is prefixed. */
export function fieldLabelAt(
  model: FormModel,
  data: unknown,
  pointer: string,
  matches: SchemaMatcher,
): string {
  const path = parsePointer(pointer);
  let current: FieldModel | undefined;
  let label = '';
  let itemPrefix = '';
  for (let index = 0; index < path.length; index++) {
    const segment = path[index]!;
    if (/^\d+$/.test(segment) && current?.item) {
      current = current.item;
      itemPrefix = `${labelOf(current.schema, current.ui, label)} ${Number(segment) + 1}`;
      continue;
    }
    const shape = current ? current.shape : model.root;
    const child = shape
      ? activeProperties(shape, getAtPath(data, path.slice(0, index)), matches).fields.get(segment)
      : undefined;
    if (!child) break;
    current = child;
    label = labelOf(child.schema, child.ui, segment);
  }
  return itemPrefix && itemPrefix !== label ? `${itemPrefix} – ${label}` : label;
}

/** The schema titles of the fields along `pointer`, in any branch (no data needed). */
export function titlesAt(model: FormModel, pointer: string): string[] {
  const titles: string[] = [];
  let current: FieldModel | undefined;
  for (const segment of parsePointer(pointer)) {
    const next: FieldModel | undefined =
      /^\d+$/.test(segment) && current?.item
        ? current.item
        : (current ? current.shape : model.root) &&
          anyProperty((current ? current.shape : model.root)!, segment);
    if (!next) break;
    current = next;
    if (current.title) titles.push(current.title);
  }
  return titles;
}

/**
 * "Label: message" for an error list: a label that ends in punctuation of its own (a question's "…?", a
 * statement's "…operatora.") loses it before the colon, so the list never reads "operatora.: Pole
 * obowiązkowe". Without a label, the message alone.
 */
export function labelledMessage(label: string | undefined, message: string): string {
  const bare = (label ?? '').replace(/[\s.,:;!?…]+$/u, '');
  return bare ? `${bare}: ${message}` : message;
}
