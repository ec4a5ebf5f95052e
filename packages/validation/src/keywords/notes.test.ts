import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createAjv } from '../create-ajv.ts';
import { computedValuesOf, describeComputed, localizeWarnings } from '../messages/notes.ts';
import { compileSchema, TODAY } from '../testing/validate-sample.ts';
import { validateWithContext } from '../validate-with-context.ts';

const legalTitle = {
  type: 'object',
  properties: { object: { type: 'object' }, statements: { type: 'object' } },
  required: ['object'],
  legalTitleAddressWarning: {
    address: 'statements/property/address',
    objectAddress: ['object/location', 'applicant/homeAddress'],
  },
};

function warningsOf(data: unknown, schema: object = legalTitle) {
  const outcome = validateWithContext(compileSchema(schema), data, { today: TODAY });
  return { outcome, messages: localizeWarnings(outcome.warnings).map((w) => `${w.pointer}: ${w.message}`) };
}

describe('legalTitleAddressWarning (applications-spec §5 "Legal statements")', () => {
  const property = (address: object) => ({ property: { sameAs: 'other', address } });

  it('warns beneath the legal title address when it differs, and never makes the data invalid', () => {
    const { outcome, messages } = warningsOf({
      object: { location: { city: 'Kraków', street: 'Długa', building: '5' } },
      statements: property({ city: 'Warszawa', street: 'ul. Długa', houseNumber: '7', zipCode: '00-950' }),
    });
    expect(outcome.valid).toBe(true);
    expect(outcome.errors).toEqual([]);
    expect(messages).toEqual([
      '/statements/property/address: Adres nieruchomości różni się od adresu obiektu podanego we wniosku (miejscowość, numer domu). Sprawdź, czy tytuł prawny dotyczy nieruchomości, na której jest obiekt.',
    ]);
  });

  it('is silent for the same address written differently, and compares only what both sides have', () => {
    expect(
      warningsOf({
        object: { location: { city: 'KRAKÓW ', street: 'Długa', building: '5 A' } },
        statements: property({ city: 'kraków', street: 'ul.  Długa', houseNumber: '5a', zipCode: '31-001' }),
      }).messages,
    ).toEqual([]);
  });

  it('uses the first candidate holding an address (an object "same as" the applicant)', () => {
    const data = {
      object: {},
      applicant: { homeAddress: { city: 'Gdańsk', houseNumber: '1' } },
      statements: property({ city: 'Gdynia', houseNumber: '1' }),
    };
    expect(warningsOf(data).messages).toHaveLength(1);
  });

  it('is silent without a legal title address (its "same as the object" answer)', () => {
    expect(warningsOf({ object: { location: { city: 'Kraków' } }, statements: {} }).messages).toEqual([]);
  });

  it('is collected even when the data has errors, and the errors stay errors', () => {
    const { outcome, messages } = warningsOf({
      statements: property({ city: 'A' }),
      applicant: { homeAddress: { city: 'B' } },
    });
    expect(outcome.valid).toBe(false);
    expect(outcome.errors.map((error) => error.keyword)).toEqual(['required']);
    expect(messages).toHaveLength(1);
  });
});

describe('connectionAdvance (applications-spec §9)', () => {
  const fixed = {
    type: 'object',
    connectionAdvance: { powers: ['connectionOne/target', 'connectionTwo/target'], voltageKv: 15 },
  };
  const chosen = {
    type: 'object',
    connectionAdvance: { powers: ['connectionPower'], voltageKvField: 'connectionVoltage' },
  };
  const computedOf = (schema: object, data: unknown) =>
    describeComputed(validateWithContext(compileSchema(schema), data, { today: TODAY }).computed).map(
      // No-break spaces (between thousands, before units) read as spaces here.
      (value) => `${value.pointer} ${value.label}: ${value.text}`.replaceAll('\u00A0', ' '),
    );

  it.each([
    [
      '500 kW on connection I: 15 000,00 zł',
      { connectionOne: { target: '500' } },
      [
        ' Zaliczka na poczet opłaty za przyłączenie: 15 000,00 zł (30,00 zł × 500 kW), do wpłaty w ciągu 14 dni od złożenia wniosku',
      ],
    ],
    [
      'connections I and II add up: 12,5 + 0,01 kW is 375,30 zł',
      { connectionOne: { target: '12,5' }, connectionTwo: { target: '0.01' } },
      [
        ' Zaliczka na poczet opłaty za przyłączenie: 375,30 zł (30,00 zł × 12,51 kW), do wpłaty w ciągu 14 dni od złożenia wniosku',
      ],
    ],
    [
      '100 000 kW is exactly the cap',
      { connectionOne: { target: '100000' } },
      [
        ' Zaliczka na poczet opłaty za przyłączenie: 3 000 000,00 zł (30,00 zł × 100 000 kW), do wpłaty w ciągu 14 dni od złożenia wniosku',
      ],
    ],
    [
      '100 001 kW is capped at 3 000 000,00 zł',
      { connectionOne: { target: '100001' } },
      [
        ' Zaliczka na poczet opłaty za przyłączenie: 3 000 000,00 zł (30,00 zł za każdy kW, najwyżej 3 000 000,00 zł), do wpłaty w ciągu 14 dni od złożenia wniosku',
      ],
    ],
    ['no power yet: nothing', { connectionOne: {} }, []],
    // Customer journeys: no amount from a power the form refuses (form 4 printed 3 000 000,00 zł beside the error).
    ['1 000 000 kW, which the form refuses: nothing', { connectionOne: { target: '1000000' } }, []],
    ['12,555 kW (three decimals, refused): nothing', { connectionOne: { target: '12,555' } }, []],
    ['a negative power: nothing', { connectionOne: { target: '-5' } }, []],
    [
      'a refused power on connection II: nothing',
      { connectionOne: { target: '500' }, connectionTwo: { target: '2000000' } },
      [],
    ],
  ])('%s', (_rule, data, expected) => {
    expect(computedOf(fixed, data)).toEqual(expected);
  });

  it.each([
    ['0,4 kV: no advance (not above 1 kV)', '0.4', 0],
    ['15 kV: advance', '15', 1],
    ['110 kV: advance', '110', 1],
    ['no voltage chosen: nothing', undefined, 0],
  ])('%s', (_rule, connectionVoltage, count) => {
    expect(computedOf(chosen, { connectionPower: '200', connectionVoltage })).toHaveLength(count);
  });

  it('is min(30,00 zł × power, 3 000 000,00 zł), never negative, and grows with the power (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 20_000_000 }),
        fc.integer({ min: 1, max: 20_000_000 }),
        (a, b) => {
          const [low, high] = a <= b ? [a, b] : [b, a];
          const amountOf = (hundredths: number) => {
            const data = { connectionOne: { target: (hundredths / 100).toFixed(2) } };
            const [value] = validateWithContext(compileSchema(fixed), data, { today: TODAY }).computed;
            return (value?.params as { amount: number }).amount;
          };
          expect(amountOf(low)).toBeCloseTo(Math.min((low / 100) * 30, 3_000_000), 2);
          expect(amountOf(low)).toBeLessThanOrEqual(amountOf(high));
        },
      ),
      { numRuns: 200 },
    );
  });

  it('gives the browser the same value for a schema node as the validator does', () => {
    const data = { connectionOne: { target: '1234,5' } };
    const fromValidator = describeComputed(validateWithContext(compileSchema(fixed), data).computed);
    expect(computedValuesOf(fixed, data)).toEqual(fromValidator);
    expect(computedValuesOf({ type: 'object' }, data)).toEqual([]);
  });

  it('checks its parameters: powers and exactly one voltage', () => {
    expect(() => compileSchema({ type: 'object', connectionAdvance: { powers: ['a'] } })).toThrow();
    expect(() =>
      compileSchema({
        type: 'object',
        connectionAdvance: { powers: ['a'], voltageKv: 15, voltageKvField: 'v' },
      }),
    ).toThrow();
    expect(() =>
      compileSchema({ type: 'object', connectionAdvance: { powers: ['a'], voltageKv: 0 } }),
    ).toThrow();
  });
});

describe('keywords that are not errors', () => {
  it.each([
    [
      'anyOf',
      {
        anyOf: [{ type: 'object', connectionAdvance: { powers: ['a'], voltageKv: 15 } }, { type: 'string' }],
      },
    ],
    [
      'oneOf',
      { oneOf: [{ type: 'object', legalTitleAddressWarning: { address: 'a', objectAddress: ['b'] } }] },
    ],
    ['not', { not: { type: 'object', connectionAdvance: { powers: ['a'], voltageKv: 15 } } }],
    [
      'if',
      {
        if: { type: 'object', connectionAdvance: { powers: ['a'], voltageKv: 15 } },
        then: { required: ['a'] },
      },
    ],
  ])('are refused inside %s, where a discarded branch would still report them', (_where, schema) => {
    expect(() => createAjv().compile(schema)).toThrow(/must not be used inside anyOf, oneOf, not or if/);
  });

  it('are allowed in a then branch: collected only when its condition holds', () => {
    const schema = {
      type: 'object',
      if: { properties: { high: { const: true } }, required: ['high'] },
      then: { connectionAdvance: { powers: ['kw'], voltageKv: 110 } },
    };
    const validate = compileSchema(schema);
    expect(validateWithContext(validate, { high: true, kw: 10 }).computed).toHaveLength(1);
    expect(validateWithContext(validate, { high: false, kw: 10 }).computed).toHaveLength(0);
  });

  it('cost nothing and report nothing when the caller collects nothing', () => {
    const validate = compileSchema({ type: 'object', connectionAdvance: { powers: ['kw'], voltageKv: 110 } });
    expect(validate({ kw: 10 })).toBe(true);
    expect(validate.call({ today: TODAY }, { kw: 10 })).toBe(true);
    expect(validate.errors).toBeNull();
  });
});
