// A server's field error (docs/decisions.md: 400 details carry JSON pointers) named the way the wizard
// labels the field: the titles along the pointer in the form's bundled schema ("Kontakt › Adres e-mail").
// Conditional fields sit in `then`/`else`/`allOf` branches; the form model (packages/form-model) knows
// them all, so any branch names the field.
import { buildFormModel, titlesAt, type FormModel } from '@portal/form-model';

const models = new WeakMap<object, FormModel>();

function modelOf(schema: Record<string, unknown>): FormModel {
  let model = models.get(schema);
  if (!model) models.set(schema, (model = buildFormModel(schema)));
  return model;
}

/** "Section › Field" for a pointer into the form data; undefined when the schema has no title for it. */
export function fieldLabel(schema: Record<string, unknown>, pointer: string): string | undefined {
  const titles = titlesAt(modelOf(schema), pointer);
  if (titles.length === 0) return undefined;
  const first = titles[0]!;
  const last = titles[titles.length - 1]!;
  return titles.length === 1 ? first : `${first} › ${last}`;
}
