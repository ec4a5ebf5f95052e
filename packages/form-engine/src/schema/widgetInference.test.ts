import { describe, expect, it } from 'vitest';
import { inferWidget, withInferredWidget } from './widgetInference.ts';

describe('inferWidget: the widget the schema implies (schemas/README.md "Widgets")', () => {
  const options = (count: number) =>
    Array.from({ length: count }, (_, index) => ({ const: `v${index}`, title: `V${index}` }));
  it.each([
    ['a statement (const true)', { type: 'boolean', const: true }, 'statement'],
    ['a boolean', { type: 'boolean' }, 'checkbox'],
    ['an attachments list', { type: 'array', attachments: true, items: {} }, 'attachments'],
    ['a preferred dates list', { type: 'array', preferredDates: true, items: {} }, 'preferredDates'],
    ['multiple choice', { type: 'array', uniqueItems: true, items: { oneOf: options(3) } }, 'checkboxes'],
    ['up to 6 options', { type: 'string', oneOf: options(6) }, 'radio'],
    ['more than 6 options', { type: 'string', oneOf: options(7) }, 'select'],
    ['a date', { type: 'string', format: 'date' }, 'date'],
    ['a month and year', { type: 'string', format: 'date', pattern: '^[0-9]{4}-[0-9]{2}-01$' }, 'monthYear'],
    ['a zip code', { type: 'string', format: 'zip-code' }, 'zipCode'],
    ['a bank account', { type: 'string', format: 'bank-account' }, 'bankAccount'],
    ['an e-mail', { type: 'string', format: 'email-ascii' }, 'email'],
    ['a mobile phone', { type: 'string', format: 'mobile-phone' }, 'phone'],
    ['a PESEL', { type: 'string', format: 'pesel' }, 'identifier'],
    ['a power', { type: 'string', numericString: 'amount' }, 'power'],
    ['a password', { type: 'string', passwordStrength: true }, 'password'],
    ['a long text', { type: 'string', trimmedMaxLength: 2000 }, 'textarea'],
    ['a short text', { type: 'string', trimmedMaxLength: true }, undefined],
    ['an object', { type: 'object' }, undefined],
  ])('%s', (_name, schema, expected) => {
    expect(inferWidget(schema as never)).toBe(expected);
  });

  it('never overrides an explicit ui:widget', () => {
    const uiSchema = { 'ui:widget': 'yesNo' };
    expect(withInferredWidget({ type: 'boolean' }, uiSchema)).toBe(uiSchema);
    expect(withInferredWidget({ type: 'boolean' }, {})).toEqual({ 'ui:widget': 'checkbox' });
  });
});
