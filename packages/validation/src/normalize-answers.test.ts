import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createAjv } from './create-ajv.ts';
import { localizeErrors } from './messages/localize.ts';
import { normalizeAnswers } from './normalize-answers.ts';
import { validateWithContext, type ContextualValidator } from './validate-with-context.ts';

const schema = {
  type: 'object',
  definitions: {
    city: { type: 'string', title: 'Miejscowość', trimmedMaxLength: true },
    nip: { type: 'string', format: 'nip' },
  },
  properties: {
    address: {
      type: 'object',
      properties: { city: { $ref: '#/definitions/city' }, zip: { type: 'string', format: 'zip-code' } },
      required: ['city'],
    },
    kind: { enum: ['person', 'company'] },
    power: { type: 'string', numericString: 'amount' },
    meters: {
      type: 'array',
      items: { type: 'object', properties: { count: { type: 'string', numericString: 'positiveInteger' } } },
    },
    conditions: { type: 'string', format: 'connection-conditions-number' },
    password: { type: 'string' },
  },
  required: ['address'],
  if: { properties: { kind: { const: 'company' } }, required: ['kind'] },
  then: { properties: { company: { type: 'object', properties: { nip: { $ref: '#/definitions/nip' } } } } },
};

describe('normalizeAnswers', () => {
  it('drops blank text, so a required field is missing', () => {
    expect(normalizeAnswers(schema, { address: { city: '   ' }, kind: '' })).toEqual({ address: {} });
    expect(normalizeAnswers(schema, { address: { city: '\u00a0\t ' } })).toEqual({ address: {} });
  });

  it('refuses blank required text with "Pole obowiązkowe"', () => {
    const validate = createAjv().compile(schema) as ContextualValidator;
    fc.assert(
      fc.property(fc.stringMatching(/^[ \t\u00a0\n]*$/), (blank) => {
        const data = normalizeAnswers(schema, { address: { city: blank } });
        const outcome = validateWithContext(validate, data, { today: '2026-11-29' });
        expect(localizeErrors(outcome.errors, 'pl', { data })).toEqual([
          { pointer: '/address/city', keyword: 'required', message: 'Pole obowiązkowe' },
        ]);
      }),
    );
  });

  it('writes identifiers as their format wants when that makes them valid, in any branch', () => {
    const company = (nip: string) => ({ address: { city: 'Łódź' }, kind: 'company', company: { nip } });
    expect(normalizeAnswers(schema, company('PL5260250274'))).toEqual(company('5260250274'));
    expect(normalizeAnswers(schema, company('526 025 02 74'))).toEqual(company('5260250274'));
    expect(normalizeAnswers(schema, company('pl 526-025-02-74'))).toEqual(company('5260250274'));
    // Valid as typed, or invalid after the rewrite: kept, so the message speaks of what was typed.
    expect(normalizeAnswers(schema, company('526-025-02-74'))).toEqual(company('526-025-02-74'));
    expect(normalizeAnswers(schema, company('PL5260250275'))).toEqual(company('PL5260250275'));
    expect(normalizeAnswers(schema, { address: { city: 'A', zip: '00 950' } })).toEqual({
      address: { city: 'A', zip: '00-950' },
    });
    expect(normalizeAnswers(schema, { address: { city: 'A' }, conditions: 'nd/wk/22505/2023' })).toEqual({
      address: { city: 'A' },
      conditions: 'ND\\WK\\22505\\2023',
    });
  });

  it('writes decimals with a dot, and as numbers when asked', () => {
    const data = { address: { city: 'A' }, power: '5,5', meters: [{ count: ' 2 ' }] };
    expect(normalizeAnswers(schema, data)).toEqual({ ...data, power: '5.5', meters: [{ count: '2' }] });
    expect(normalizeAnswers(schema, data, { numbers: true })).toEqual({
      ...data,
      power: 5.5,
      meters: [{ count: 2 }],
    });
    expect(normalizeAnswers(schema, { ...data, power: '5,5 kW' })).toEqual({
      ...data,
      power: '5,5 kW',
      meters: [{ count: '2' }],
    });
  });

  it('leaves other text as typed and does not change its input', () => {
    const data = { address: { city: '  Łódź ' }, password: ' tajne Hasło1 ' };
    const copy = structuredClone(data);
    expect(normalizeAnswers(schema, data)).toEqual(data);
    expect(normalizeAnswers(schema, { address: { city: ' ' } })).not.toBe(data);
    expect(data).toEqual(copy);
  });

  it('is idempotent', () => {
    const data = { address: { city: ' ' }, kind: 'company', company: { nip: 'PL5260250274' }, power: '1,25' };
    const once = normalizeAnswers(schema, data);
    expect(normalizeAnswers(schema, once)).toEqual(once);
  });
});
