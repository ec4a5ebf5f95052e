import { describe, expect, it } from 'vitest';
import { fieldLabel } from './fieldLabels.ts';

const schema = {
  type: 'object',
  properties: {
    contact: { $ref: '#/definitions/contact', title: 'Kontakt' },
    applicant: {
      title: 'Wnioskodawca',
      type: 'object',
      properties: { kind: { title: 'Wnioskodawca to', type: 'string' } },
      allOf: [
        {
          if: {},
          then: {
            properties: {
              company: { title: 'Dane firmy', type: 'object', properties: { nip: { title: 'NIP' } } },
            },
          },
        },
      ],
    },
    attachments: {
      title: 'Załączniki',
      type: 'object',
      properties: { sitePlan: { title: 'Plan zabudowy', type: 'array', items: { type: 'object' } } },
    },
  },
  definitions: {
    contact: {
      type: 'object',
      title: 'Dane kontaktowe',
      properties: { email: { title: 'Adres e-mail', type: 'string' } },
    },
  },
};

describe('fieldLabel (a server message named like the wizard names the field)', () => {
  it.each([
    ['/contact/email', 'Kontakt › Adres e-mail'],
    ['/contact', 'Kontakt'],
    ['/applicant/kind', 'Wnioskodawca › Wnioskodawca to'],
    ['/applicant/company/nip', 'Wnioskodawca › NIP'],
    ['/attachments/sitePlan/0', 'Załączniki › Plan zabudowy'],
    ['/nieznane/pole', undefined],
    ['', undefined],
  ])('%s -> %s', (pointer, label) => {
    expect(fieldLabel(schema, pointer)).toBe(label);
  });
});
