// The shape of schemas/catalog.json: the wizard's categories and tiles (applications-spec §2) and the
// registry of forms (id -> folder, version, how it is submitted). The meta-schema
// schemas/meta/catalog.schema.json is generated from these definitions.
import { Type, type Static } from 'typebox';

const JsonPointer = Type.String({
  pattern: '^(/[^/]+)+$',
  description: 'JSON pointer into the form data, e.g. /contact/email',
});

export const TileOption = Type.Object(
  {
    title: Type.String({ minLength: 1, description: 'Etykieta opcji, np. „Moc do 40 kW”.' }),
    description: Type.Optional(Type.String()),
    formId: Type.Integer({ minimum: 1, description: 'Numer formularza, który otwiera ta opcja.' }),
  },
  { additionalProperties: false },
);

export const Tile = Type.Object(
  {
    id: Type.String({ pattern: '^[a-z0-9-]+$' }),
    title: Type.String({ minLength: 1 }),
    description: Type.String({ minLength: 1 }),
    /** A tile opens one form, or offers options (e.g. up to 40 kW / over 40 kW), each opening a form. */
    formId: Type.Optional(
      Type.Integer({ minimum: 1, description: 'Formularz otwierany przez kafelek (albo options, nie oba).' }),
    ),
    options: Type.Optional(
      Type.Array(TileOption, {
        minItems: 2,
        description: 'Wybór formularza w kafelku (albo formId, nie oba).',
      }),
    ),
  },
  { additionalProperties: false },
);
export type Tile = Static<typeof Tile>;

export const Category = Type.Object(
  {
    id: Type.String({ pattern: '^[a-z0-9-]+$' }),
    title: Type.String({ minLength: 1 }),
    description: Type.String({ minLength: 1 }),
    tiles: Type.Array(Tile, { minItems: 1 }),
    /** "Most frequently filled" shortcuts shown with the category (applications-spec §2). */
    frequent: Type.Optional(
      Type.Object(
        { title: Type.String(), formIds: Type.Array(Type.Integer({ minimum: 1 }), { minItems: 1 }) },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false },
);
export type Category = Static<typeof Category>;

export const Submission = Type.Object(
  {
    /** Where the applicant's e-mail is in the data: the confirmation link goes there. */
    email: JsonPointer,
    /** Where the phone for SMS status notifications is, when the applicant gives one. */
    smsPhone: Type.Optional(JsonPointer),
    /**
     * Account registration (form 100): the fields the back office needs to create the account. No
     * password: the activation link the operator sends after approval sets it.
     */
    registration: Type.Optional(
      Type.Object(
        {
          connectionConditionsNumber: JsonPointer,
        },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false },
);
export type Submission = Static<typeof Submission>;

export const FormEntry = Type.Object(
  {
    id: Type.Integer({ minimum: 1 }),
    /** Folder under schemas/forms, "<id>-<slug>". */
    folder: Type.String({
      pattern: '^[0-9]+-[a-z0-9-]+$',
      description: 'Folder w schemas/forms: "<id>-<slug>".',
    }),
    title: Type.String({ minLength: 1 }),
    shortTitle: Type.Optional(Type.String()),
    description: Type.Optional(Type.String()),
    /** Bumped when the schema changes in a way that affects drafts (semver). */
    version: Type.String({
      pattern: '^[0-9]+\\.[0-9]+\\.[0-9]+$',
      description: 'Wersja (semver); zmień, gdy zmiana unieważnia zapisane szkice.',
    }),
    /** online: filed through the wizard; pdf: downloaded, signed and sent outside the portal (forms 8, 10). */
    mode: Type.Union([Type.Literal('online'), Type.Literal('pdf')]),
    /** The case type the back office files it under, shown in case lists. */
    caseType: Type.String({
      minLength: 1,
      description: 'Rodzaj sprawy na liście spraw, np. „Warunki przyłączenia”.',
    }),
    /**
     * draft: the folder is a scaffold still being written (schemas/README.md "A form is done when…");
     * the wizard shows the tile as not yet available and the server should refuse it. Absent means ready.
     */
    status: Type.Optional(Type.Union([Type.Literal('draft'), Type.Literal('ready')])),
    submission: Type.Optional(Submission),
  },
  { additionalProperties: false },
);
export type FormEntry = Static<typeof FormEntry>;

export const Catalog = Type.Object(
  {
    $schema: Type.Optional(Type.String()),
    categories: Type.Array(Category, { minItems: 1 }),
    forms: Type.Array(FormEntry, { minItems: 1 }),
  },
  { additionalProperties: false },
);
export type Catalog = Static<typeof Catalog>;
