// A small form in the schemas/ language for the engine's tests: two steps, a condition, the power/phase
// rule, a date, an attachment list and a statement. Its validator is generated for real
// (compileStandaloneModule), as `pnpm schemas:build` does.
import type { WizardForm } from '../form/types.ts';
import { generateValidator } from './generatedValidator.ts';
import { phaseChoice } from './phaseChoice.ts';

export const fixtureSchema = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  type: 'object',
  properties: {
    applicant: {
      type: 'object',
      title: 'Wnioskodawca',
      properties: {
        kind: {
          type: 'string',
          title: 'Wnioskodawca to',
          oneOf: [
            { const: 'private', title: 'Osoba fizyczna' },
            { const: 'business', title: 'Firma' },
          ],
        },
        firstName: { type: 'string', title: 'Imię', trimmedMaxLength: true },
        phone: { type: 'string', title: 'Telefon', format: 'phone' },
        zipCode: { type: 'string', title: 'Kod pocztowy', format: 'zip-code' },
      },
      required: ['kind', 'firstName', 'phone'],
      propertyNames: { enum: ['kind', 'firstName', 'phone', 'zipCode', 'nip'] },
      if: { properties: { kind: { const: 'business' } }, required: ['kind'] },
      then: {
        properties: { nip: { type: 'string', title: 'NIP', format: 'nip' } },
        required: ['nip'],
      },
    },
    connection: {
      type: 'object',
      title: 'Przyłącze',
      properties: {
        power: { type: 'string', title: 'Moc [kW]', numericString: 'amount' },
        phase: phaseChoice,
        startDate: { type: 'string', title: 'Data rozpoczęcia', format: 'date' },
      },
      required: ['power', 'phase', 'startDate'],
      additionalProperties: false,
      phaseForPower: { power: 'power', phase: 'phase' },
    },
    attachments: {
      type: 'object',
      title: 'Załączniki',
      properties: {
        documents: {
          type: 'array',
          title: 'Dokumenty',
          items: {
            type: 'object',
            properties: {
              id: { type: 'string', format: 'uuid' },
              name: { type: 'string', minLength: 1, maxLength: 255 },
              size: { type: 'integer', minimum: 0 },
              type: { type: 'string', maxLength: 255 },
            },
            required: ['id', 'name', 'size'],
            additionalProperties: false,
          },
          maxItems: 5,
          attachments: { minFiles: 1 },
        },
      },
      required: ['documents'],
      additionalProperties: false,
    },
    statements: {
      type: 'object',
      title: 'Oświadczenia',
      properties: {
        truthfulness: {
          type: 'boolean',
          title: 'Oświadczam, że dane są zgodne z prawdą.',
          const: true,
          errorMessage: { const: 'Zaznacz, aby złożyć to oświadczenie' },
        },
      },
      required: ['truthfulness'],
      additionalProperties: false,
    },
  },
  required: ['applicant', 'connection', 'attachments', 'statements'],
  additionalProperties: false,
} as const;

export const fixtureUi = {
  steps: [
    { id: 'dane', title: 'Twoje dane', description: 'Kto składa wniosek.', fields: ['applicant'] },
    { id: 'przylacze', title: 'Przyłącze', fields: ['connection'] },
    { id: 'reszta', title: 'Załączniki i oświadczenia', fields: ['attachments', 'statements'] },
  ],
  uiSchema: {
    applicant: { 'ui:order': ['kind', 'firstName', 'nip', '*'] },
  },
};

export async function loadFixtureForm(version = '1.0.0'): Promise<WizardForm> {
  return {
    entry: { id: 901, title: 'Wniosek testowy', version },
    schema: fixtureSchema as unknown as Record<string, unknown>,
    ui: fixtureUi,
    validate: await generateValidator(fixtureSchema),
  };
}
