// A small form for the visual editing tests: a section of its own, a shared one (schemas/defs, which the
// bundled schema the model is made from carries as a definition), and ui.json that orders the own section.
import { buildFormModel, type FormUiInput } from '@portal/form-model';

export const SCHEMA_TEXT = `{
  "type": "object",
  "properties": {
    "osoba": { "$ref": "../../defs/person.json#/definitions/person" },
    "obiekt": {
      "type": "object",
      "title": "Obiekt",
      "properties": {
        "adres": { "type": "string", "title": "Adres" },
        "moc": { "type": "number", "title": "Moc [kW]" },
        "uwagi": { "type": "string", "title": "Uwagi", "maxLength": 200 }
      },
      "required": ["adres"]
    }
  },
  "required": ["osoba", "obiekt"]
}
`;

/** The schema as the studio's server bundles it for the preview. */
export function bundled(schemaText: string): Record<string, unknown> {
  const schema = JSON.parse(
    schemaText.replaceAll('../../defs/person.json#/definitions/person', '#/definitions/person'),
  ) as Record<string, unknown>;
  return {
    ...schema,
    definitions: {
      person: {
        type: 'object',
        title: 'Osoba',
        properties: { imie: { type: 'string', title: 'Imię' } },
      },
    },
  };
}

export const UI_TEXT = `{
  "steps": [
    { "id": "osoba", "title": "Osoba", "fields": ["osoba"] },
    { "id": "obiekt", "title": "Obiekt", "fields": ["obiekt"] }
  ],
  "uiSchema": {
    "obiekt": {
      "ui:order": ["adres", "moc", "uwagi"]
    }
  }
}
`;

export function testModel(schemaText = SCHEMA_TEXT, uiText = UI_TEXT) {
  return buildFormModel(bundled(schemaText), JSON.parse(uiText) as FormUiInput);
}
