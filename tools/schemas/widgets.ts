// The widgets the form engine provides (packages/form-engine registry). ui.json may name only these in
// "ui:widget"; schemas/meta/ui.schema.json enumerates the same list (the check compares them) and
// schemas/README.md describes the data each expects.
export const ENGINE_WIDGETS = [
  'text',
  'textarea',
  'email',
  'password',
  'select',
  'radio',
  'checkbox',
  'checkboxes',
  'date',
  'monthYear',
  'preferredDates',
  'power',
  'phone',
  'zipCode',
  'bankAccount',
  'identifier',
  'yesNo',
  'radioCards',
  'statement',
  'addressSameAs',
  'attachments',
  'hidden',
] as const;

export type EngineWidget = (typeof ENGINE_WIDGETS)[number];
