// The one list of the engine's widgets (issue 31): a widget is added here and as a component in the
// engine's theme (packages/form-engine/src/theme/registry.ts, type-checked to cover this list), and
// everything else derives from it: the widget names ui.json may use (schemas/meta/ui.schema.json's enum)
// and the widget table of schemas/README.md, both written by `pnpm schemas:docs` and compared by
// `pnpm schemas:check`, the studio's completion (which reads the meta-schema) and `EngineWidgetName`.
// Data-only on purpose: the model, the tools and the engine all read it without pulling React in.

export interface WidgetEntry {
  /** The value of `"ui:widget"` in ui.json. */
  readonly name: string;
  /** The data the widget edits (schemas/README.md "Widgets", column "data"). */
  readonly data: string;
  /** When to use it (column "use"). */
  readonly use: string;
}

export const WIDGET_REGISTRY = [
  { name: 'text', data: 'string', use: 'default for text' },
  { name: 'textarea', data: 'string', use: 'descriptions; `ui:options.rows`' },
  { name: 'email', data: 'string (`format: email-ascii`)', use: 'blocks non-ASCII key presses (§5)' },
  {
    name: 'password',
    data: 'string',
    use: 'hidden input with a show toggle; `ui:autocomplete: new-password`',
  },
  { name: 'select', data: 'string with `oneOf` const/title', use: 'more than ~6 options' },
  { name: 'radio', data: 'string with `oneOf` const/title', use: 'up to ~6 short options' },
  { name: 'checkbox', data: 'boolean', use: 'a single consent that may stay unticked' },
  { name: 'checkboxes', data: 'array of strings with `items.oneOf`, `uniqueItems`', use: 'multiple choice' },
  { name: 'date', data: 'string `YYYY-MM-DD` (`format: date`)', use: 'a day' },
  {
    name: 'monthYear',
    data: 'string `YYYY-MM-01`',
    use: 'month and year pickers; stores the first day (`dates.json#/definitions/monthYear`)',
  },
  {
    name: 'preferredDates',
    data: 'array of `{ day: "YYYY-MM-DD", hours: "08:00-11:00" }`',
    use: "the `preferredDates` keyword's lists",
  },
  {
    name: 'power',
    data: 'string decimal (`numericString`), e.g. `"12,5"`',
    use: 'kW (or `ui:options.unit`); accepts comma or dot',
  },
  {
    name: 'phone',
    data: 'string `601-234-567` or `022 345-67-89` (`format: phone`, `mobile-phone`, `fax`)',
    use: 'masked phone input',
  },
  { name: 'zipCode', data: 'string `00-000`', use: 'masked zip code' },
  {
    name: 'bankAccount',
    data: 'string of 26 digits, groups `2 + 6 × 4` with spaces',
    use: 'masked account number',
  },
  {
    name: 'identifier',
    data: 'string (PESEL, NIP, REGON, KRS, PPE, land register, plot, connection conditions number, RWO …)',
    use: 'monospace input; `ui:options.upperCase` upper-cases as you type; `inputMode: numeric`',
  },
  { name: 'yesNo', data: 'boolean', use: 'a question answered Tak / Nie (two radios; nothing preselected)' },
  {
    name: 'radioCards',
    data: 'string with `oneOf` const/title (`description` on options shown on the card)',
    use: 'a few important choices (applicant kind, filing as, concern)',
  },
  {
    name: 'statement',
    data: 'boolean `const: true`',
    use: 'a statement to tick, the title is its full text',
  },
  {
    name: 'addressSameAs',
    data: 'the `sameAs` string of a "same as" object',
    use: 'options plus a preview of the chosen address (`ui:options.sources`)',
  },
  {
    name: 'attachments',
    data: 'array of `{ id, name, size, type }`',
    use: 'drop zone with per-file statuses (`evaluateAttachments`), the upload happens on submit',
  },
  { name: 'hidden', data: 'any', use: 'kept in data, not shown' },
] as const satisfies readonly WidgetEntry[];

export type EngineWidgetName = (typeof WIDGET_REGISTRY)[number]['name'];

/** The widget names in the registry's order. */
export const ENGINE_WIDGET_NAMES: readonly EngineWidgetName[] = WIDGET_REGISTRY.map((entry) => entry.name);
