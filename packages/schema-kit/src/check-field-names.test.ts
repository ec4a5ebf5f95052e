import { describe, expect, it } from 'vitest';
import { fieldNameIssues } from './check-field-names.ts';

const contact = {
  type: 'object',
  additionalProperties: false,
  properties: {
    email: { type: 'string' },
    phone: { type: 'string' },
    wantsSms: { type: 'boolean' },
  },
};

describe('fieldNameIssues', () => {
  it('passes names of the object’s own fields', () => {
    expect(
      fieldNameIssues({
        type: 'object',
        properties: { contact: { ...contact, required: ['email'], dependencies: { wantsSms: ['phone'] } } },
      }),
    ).toEqual([]);
  });

  it('names a misspelt required entry at its place, with the nearest field', () => {
    expect(
      fieldNameIssues({ type: 'object', properties: { contact: { ...contact, required: ['emial'] } } }),
    ).toEqual([
      {
        pointer: '/properties/contact/required/0',
        message:
          '"required" wymienia pole "emial", którego ten obiekt nie ma; czy chodziło o "email"? (pola: email, phone, wantsSms)',
      },
    ]);
  });

  it('finds an if over a field that does not exist and a then requiring one', () => {
    const issues = fieldNameIssues({
      type: 'object',
      properties: {
        contact: {
          ...contact,
          if: { properties: { wantSms: { const: true } }, required: ['wantSms'] },
          then: { required: ['phnoe'] },
        },
      },
    });
    expect(issues.map((issue) => issue.pointer)).toEqual([
      '/properties/contact/if/properties/wantSms',
      '/properties/contact/if/required/0',
      '/properties/contact/then/required/0',
    ]);
    expect(issues[0]?.message).toContain('czy chodziło o "wantsSms"?');
  });

  it('accepts a field that a condition adds (then: { properties })', () => {
    expect(
      fieldNameIssues({
        type: 'object',
        propertyNames: { enum: ['kind', 'other'] },
        properties: { kind: { type: 'string' } },
        if: { properties: { kind: { const: 'inny' } }, required: ['kind'] },
        then: { properties: { other: { type: 'string' } }, required: ['other'] },
      }),
    ).toEqual([]);
  });
});
