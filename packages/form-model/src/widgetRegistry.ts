// The one list of the engine's widgets: a widget is added here and as a component in the
// engine's theme (packages/form-engine/src/theme/registry.ts, type-checked to cover this list), and
// everything else derives from it: the widget names ui.json may use (schemas/meta/ui.schema.json's enum)
// and the widget table of schemas/README.md, both written by `pnpm schemas:docs` and compared by
// `pnpm schemas:check`, the studio's completion and hover help (each widget's Polish `help`, its `ui:options`)
// and `EngineWidgetName`.
// Data-only on purpose: the model, the tools and the engine all read it without pulling React in.

export interface WidgetEntry {
  /** The value of `"ui:widget"` in ui.json. */
  readonly name: string;
  /** The data the widget edits (schemas/README.md "Widgets", column "data"). */
  readonly data: string;
  /** When to use it (column "use"). */
  readonly use: string;
  /** What it is, in Polish, for the analyst: the studio's completion and hover help of `"ui:widget"`. */
  readonly help: string;
  /**
   * The `ui:options` keys this widget reads besides those any field takes (tooltip, label): offered first
   * when the `ui:options` of a field with this widget are completed. Each is declared in ui.schema.json's
   * `definitions.options`.
   */
  readonly options: readonly string[];
}

export const WIDGET_REGISTRY = [
  {
    name: 'text',
    data: 'string',
    use: 'default for text',
    help: 'Pole tekstowe w jednym wierszu (domyślne dla tekstu).',
    options: ['inputMode', 'copyFrom', 'prefill'],
  },
  {
    name: 'textarea',
    data: 'string',
    use: 'descriptions; `ui:options.rows`',
    help: 'Pole tekstowe w kilku wierszach, np. na opis; liczba wierszy w ui:options.rows.',
    options: ['rows'],
  },
  {
    name: 'email',
    data: 'string (`format: email-ascii`)',
    use: 'blocks non-ASCII key presses (§5)',
    help: 'Adres e-mail; nie przyjmuje znaków spoza ASCII (format email-ascii).',
    options: ['copyFrom', 'prefill'],
  },
  {
    name: 'password',
    data: 'string',
    use: 'hidden input with a show toggle; `ui:autocomplete: new-password`',
    help: 'Hasło: ukryte znaki z przyciskiem „pokaż”; do nowego hasła ui:autocomplete: new-password.',
    options: [],
  },
  {
    name: 'select',
    data: 'string with `oneOf` const/title',
    use: 'more than ~6 options',
    help: 'Lista rozwijana: jedna z wielu opcji (więcej niż ok. 6), opcje z oneOf const/title.',
    options: [],
  },
  {
    name: 'radio',
    data: 'string with `oneOf` const/title',
    use: 'up to ~6 short options',
    help: 'Przyciski opcji: jedna z kilku krótkich opcji (do ok. 6), opcje z oneOf const/title.',
    options: [],
  },
  {
    name: 'checkbox',
    data: 'boolean',
    use: 'a single consent that may stay unticked',
    help: 'Pojedyncze pole do zaznaczenia (boolean), które może zostać niezaznaczone.',
    options: [],
  },
  {
    name: 'checkboxes',
    data: 'array of strings with `items.oneOf`, `uniqueItems`',
    use: 'multiple choice',
    help: 'Wielokrotny wybór: pola do zaznaczenia (tablica tekstów z items.oneOf i uniqueItems).',
    options: [],
  },
  {
    name: 'date',
    data: 'string `YYYY-MM-DD` (`format: date`)',
    use: 'a day',
    help: 'Data dzienna RRRR-MM-DD (format: date), wpisana albo wybrana w kalendarzu.',
    options: ['copyFrom'],
  },
  {
    name: 'monthYear',
    data: 'string `YYYY-MM-01`',
    use: 'month and year pickers; stores the first day (`dates.json#/definitions/monthYear`)',
    help: 'Miesiąc i rok z list; zapisuje pierwszy dzień miesiąca (RRRR-MM-01).',
    options: [],
  },
  {
    name: 'preferredDates',
    data: 'array of `{ day: "YYYY-MM-DD", hours: "08:00-11:00" }`',
    use: "the `preferredDates` keyword's lists",
    help: 'Preferowane terminy: dni i przedziały godzin (słowo kluczowe preferredDates).',
    options: [],
  },
  {
    name: 'power',
    data: 'string decimal (`numericString`), e.g. `"12,5"`',
    use: 'kW (or `ui:options.unit`); accepts comma or dot',
    help: 'Moc w kW (albo w jednostce z ui:options.unit) jako tekst liczbowy; przyjmuje przecinek i kropkę.',
    options: ['unit', 'copyFrom'],
  },
  {
    name: 'phone',
    data: 'string `601-234-567` or `022 345-67-89` (`format: phone`, `mobile-phone`, `fax`)',
    use: 'masked phone input',
    help: 'Numer telefonu z maską, np. 601-234-567 (format phone, mobile-phone albo fax).',
    options: ['copyFrom', 'prefill'],
  },
  {
    name: 'zipCode',
    data: 'string `00-000`',
    use: 'masked zip code',
    help: 'Kod pocztowy z maską 00-000.',
    options: ['copyFrom'],
  },
  {
    name: 'bankAccount',
    data: 'string of 26 digits, groups `2 + 6 × 4` with spaces',
    use: 'masked account number',
    help: 'Numer rachunku: 26 cyfr z maską, w grupach oddzielonych spacjami.',
    options: ['copyFrom'],
  },
  {
    name: 'identifier',
    data: 'string (PESEL, NIP, REGON, KRS, PPE, land register, plot, connection conditions number, RWO …)',
    use: 'monospace input; `ui:options.upperCase` upper-cases as you type; `inputMode: numeric`',
    help: 'Identyfikator (PESEL, NIP, REGON, KRS, PPE, księga wieczysta, działka…) czcionką o stałej szerokości; ui:options.upperCase zamienia litery na wielkie.',
    options: ['upperCase', 'inputMode', 'copyFrom'],
  },
  {
    name: 'yesNo',
    data: 'boolean',
    use: 'a question answered Tak / Nie (two radios; nothing preselected)',
    help: 'Pytanie z odpowiedzią Tak / Nie (dwa przyciski, żaden nie jest zaznaczony na początku).',
    options: [],
  },
  {
    name: 'radioCards',
    data: 'string with `oneOf` const/title (`description` on options shown on the card)',
    use: 'a few important choices (applicant kind, filing as, concern)',
    help: 'Karty wyboru dla kilku ważnych opcji; opis opcji (description) jest na karcie.',
    options: [],
  },
  {
    name: 'statement',
    data: 'boolean `const: true`',
    use: 'a statement to tick, the title is its full text',
    help: 'Oświadczenie do zaznaczenia (boolean, const: true); tytuł pola to jego pełna treść.',
    options: [],
  },
  {
    name: 'addressSameAs',
    data: 'the `sameAs` string of a "same as" object',
    use: 'options plus a preview of the chosen address (`ui:options.sources`)',
    help: 'Wybór „taki sam jak” z podglądem wybranego adresu (adresy w ui:options.sources).',
    options: ['sources'],
  },
  {
    name: 'attachments',
    data: 'array of `{ id, name, size, type }`',
    use: 'drop zone with per-file statuses (`evaluateAttachments`), the upload happens on submit',
    help: 'Załączniki: pole do upuszczania plików ze stanem każdego pliku; wysyłka przy złożeniu wniosku.',
    options: [],
  },
  {
    name: 'hidden',
    data: 'any',
    use: 'kept in data, not shown',
    help: 'Ukryte: wartość zostaje w danych, pola nie widać.',
    options: [],
  },
] as const satisfies readonly WidgetEntry[];

export type EngineWidgetName = (typeof WIDGET_REGISTRY)[number]['name'];

/** The widget names in the registry's order. */
export const ENGINE_WIDGET_NAMES: readonly EngineWidgetName[] = WIDGET_REGISTRY.map((entry) => entry.name);
