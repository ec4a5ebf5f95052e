// The kinds of field the palette adds, each written as the repository's forms write it: the
// formats and keywords of docs/schema-language.md and the widget schemas/defs gives the same kind of field.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { JsonObject } from '@portal/form-model';

export interface FieldKind {
  readonly id: string;
  readonly label: MessageDescriptor;
  /** The start of the property name (ASCII camelCase, as the forms name fields). */
  readonly name: string;
  /** The property's schema, without its title. */
  readonly schema: JsonObject;
  /** Its uiSchema node, when the kind needs one. */
  readonly ui?: JsonObject;
}

export const FIELD_KINDS: readonly FieldKind[] = [
  {
    id: 'text',
    label: msg`Tekst`,
    name: 'tekst',
    schema: { type: 'string', trimmedMaxLength: 100 },
  },
  {
    id: 'textarea',
    label: msg`Tekst wielowierszowy`,
    name: 'opis',
    schema: { type: 'string', trimmedMaxLength: 1000 },
    ui: { 'ui:widget': 'textarea', 'ui:options': { rows: 4 } },
  },
  {
    id: 'number',
    label: msg`Liczba`,
    name: 'liczba',
    schema: { type: 'string', numericString: 'nonNegativeNumber' },
    ui: { 'ui:options': { inputMode: 'decimal' } },
  },
  {
    id: 'date',
    label: msg`Data`,
    name: 'data',
    schema: { type: 'string', format: 'date' },
    ui: { 'ui:widget': 'date' },
  },
  {
    id: 'yesNo',
    label: msg`Tak / nie`,
    name: 'czy',
    schema: { type: 'boolean' },
    ui: { 'ui:widget': 'yesNo' },
  },
  {
    id: 'choice',
    label: msg`Wybór jednej opcji`,
    name: 'wybor',
    schema: {
      type: 'string',
      oneOf: [
        { const: 'opcja1', title: 'Opcja 1' },
        { const: 'opcja2', title: 'Opcja 2' },
      ],
    },
    ui: { 'ui:widget': 'radio' },
  },
  {
    id: 'statement',
    label: msg`Oświadczenie do zaznaczenia`,
    name: 'oswiadczenie',
    schema: { type: 'boolean', const: true },
    ui: { 'ui:widget': 'statement' },
  },
  {
    id: 'pesel',
    label: msg`PESEL`,
    name: 'pesel',
    schema: { type: 'string', format: 'pesel' },
    ui: { 'ui:widget': 'identifier', 'ui:options': { inputMode: 'numeric' } },
  },
  {
    id: 'nip',
    label: msg`NIP`,
    name: 'nip',
    schema: { type: 'string', format: 'nip' },
    ui: { 'ui:widget': 'identifier', 'ui:options': { inputMode: 'numeric' } },
  },
  {
    id: 'email',
    label: msg`Adres e-mail`,
    name: 'email',
    schema: { type: 'string', format: 'email-ascii' },
    ui: { 'ui:widget': 'email', 'ui:autocomplete': 'email' },
  },
  {
    id: 'phone',
    label: msg`Telefon`,
    name: 'telefon',
    schema: { type: 'string', format: 'phone' },
    ui: { 'ui:widget': 'phone', 'ui:placeholder': '601-234-567' },
  },
  {
    id: 'zipCode',
    label: msg`Kod pocztowy`,
    name: 'kodPocztowy',
    schema: { type: 'string', format: 'zip-code' },
    ui: { 'ui:widget': 'zipCode' },
  },
  {
    id: 'bankAccount',
    label: msg`Numer rachunku`,
    name: 'rachunek',
    schema: { type: 'string', format: 'bank-account' },
    ui: { 'ui:widget': 'bankAccount' },
  },
  {
    id: 'files',
    label: msg`Załączniki (pliki)`,
    name: 'zalaczniki',
    // The shared list of files brings its widget with it (schemas/defs/attachments.ui.json).
    schema: { $ref: '../../defs/attachments.json#/definitions/optionalFiles' },
  },
];
