import { describe, expect, it } from 'vitest';
import { buildFormModel } from './model.ts';
import { accountPrefills, accountProfileFrom, answerAt, withAccountPrefill } from './prefill.ts';

const schema = {
  type: 'object',
  properties: {
    applicant: {
      type: 'object',
      properties: { kind: { type: 'string', enum: ['private', 'business'] } },
      if: { properties: { kind: { const: 'private' } }, required: ['kind'] },
      then: {
        properties: {
          person: {
            type: 'object',
            properties: { firstName: { type: 'string' }, lastName: { type: 'string' } },
          },
        },
      },
    },
    contact: {
      type: 'object',
      properties: { email: { type: 'string' }, phone: { type: 'string' }, fax: { type: 'string' } },
    },
    people: {
      type: 'array',
      items: { type: 'object', properties: { email: { type: 'string' } } },
    },
  },
};
const uiSchema = {
  applicant: {
    person: {
      firstName: { 'ui:options': { prefill: 'firstName' } },
      lastName: { 'ui:options': { prefill: 'lastName' } },
    },
  },
  contact: { email: { 'ui:options': { prefill: 'email' } }, phone: { 'ui:options': { prefill: 'phone' } } },
  people: { items: { email: { 'ui:options': { prefill: 'email' } } } },
};

describe('account prefill, declared in the uiSchema', () => {
  const prefills = accountPrefills(buildFormModel(schema, { steps: [], uiSchema }));

  it('finds the marked fields, in branches too, never in list rows', () => {
    expect(prefills).toEqual([
      { pointer: '/applicant/person/firstName', property: 'firstName' },
      { pointer: '/applicant/person/lastName', property: 'lastName' },
      { pointer: '/contact/email', property: 'email' },
      { pointer: '/contact/phone', property: 'phone' },
    ]);
  });

  it('fills empty fields and keeps what the customer gave', () => {
    const account = { firstName: 'Jan', lastName: 'Kowalski', email: 'jan@example.com', phone: '' };
    const data = { contact: { email: 'inny@example.com', fax: '22 123 45 67' } };
    expect(withAccountPrefill(data, prefills, account)).toEqual({
      applicant: { person: { firstName: 'Jan', lastName: 'Kowalski' } },
      contact: { email: 'inny@example.com', fax: '22 123 45 67' },
    });
    expect(data).toEqual({ contact: { email: 'inny@example.com', fax: '22 123 45 67' } });
    expect(withAccountPrefill(data, prefills, undefined)).toBe(data);
  });

  it('reads back the account properties the marked answers give, trimmed, blank ones left out', () => {
    const data = {
      applicant: { kind: 'private', person: { firstName: ' Jan ', lastName: 'Kowalski' } },
      contact: { email: 'jan@example.com', phone: '   ', fax: '22 123 45 67' },
      people: [{ email: 'inny@example.com' }],
    };
    expect(accountProfileFrom(data, prefills)).toEqual({
      firstName: 'Jan',
      lastName: 'Kowalski',
      email: 'jan@example.com',
    });
    expect(accountProfileFrom({}, prefills)).toEqual({});
  });

  it('reads an answer at a pointer', () => {
    expect(answerAt({ contact: { phone: '601234567' } }, '/contact/phone')).toBe('601234567');
    expect(answerAt({}, '/contact/phone')).toBeUndefined();
  });
});
