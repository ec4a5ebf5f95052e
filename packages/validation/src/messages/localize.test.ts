import type { ErrorObject } from 'ajv';
import { describe, expect, it } from 'vitest';
import { createAjv } from '../create-ajv.ts';
import { formatNames } from '../formats/index.ts';
import { checks } from '../rules/checks.ts';
import { validateWithContext } from '../validate-with-context.ts';
import { en } from './en.ts';
import { createAjvLocalizer, errorFieldPath, localizeErrors } from './localize.ts';
import { pl } from './pl.ts';
import { MULTI_LINE_TEXT_PATTERN, SINGLE_LINE_TEXT_PATTERN, UNSAFE_TEXT_MESSAGE } from '../safe-text.ts';

const ajv = createAjv();
const errorsOf = (schema: object, data: unknown): ErrorObject[] => [
  ...validateWithContext(ajv.compile(schema), data, { today: '2026-11-23' }).errors,
];

describe('localizeErrors', () => {
  it('says "Pole obowiązkowe" beneath the missing property', () => {
    const errors = errorsOf({ type: 'object', properties: { a: { type: 'object' } }, required: ['a'] }, {});
    expect(localizeErrors(errors)).toEqual([
      { pointer: '/a', keyword: 'required', message: 'Pole obowiązkowe' },
    ]);
  });

  it('a oneOf mismatch gives the errors of the closest branch, not "dokładnie jednego"', () => {
    const schema = {
      type: 'object',
      oneOf: [
        { properties: { kind: { const: 'private' } }, required: ['kind', 'pesel'] },
        { properties: { kind: { const: 'business' } }, required: ['kind', 'nip', 'regon'] },
      ],
    };
    const messages = localizeErrors(errorsOf(schema, { kind: 'private' }));
    expect(messages).toEqual([{ pointer: '/pesel', keyword: 'required', message: 'Pole obowiązkowe' }]);
    expect(
      JSON.stringify(localizeErrors(errorsOf({ oneOf: [{ type: 'string' }, { type: 'string' }] }, 'a'))),
    ).toContain('Sprawdź wybraną opcję');
  });

  it('drops "Popraw pola zależne od dokonanego wyboru" where a field inside says what to fix', () => {
    const schema = {
      type: 'object',
      properties: {
        representation: {
          type: 'object',
          properties: { filingAs: { enum: ['self', 'onBehalf'] } },
          if: { properties: { filingAs: { const: 'onBehalf' } }, required: ['filingAs'] },
          then: {
            properties: {
              representative: {
                type: 'object',
                properties: { nip: { type: 'string', format: 'nip' } },
                required: ['lastName'],
              },
            },
            required: ['representative'],
          },
        },
      },
    };
    const data = { representation: { filingAs: 'onBehalf', representative: { nip: '123' } } };
    expect(localizeErrors(errorsOf(schema, data), 'pl', { data })).toEqual([
      {
        pointer: '/representation/representative/lastName',
        keyword: 'required',
        message: 'Pole obowiązkowe',
      },
      {
        pointer: '/representation/representative/nip',
        keyword: 'format',
        message: 'Numer NIP musi mieć 10 cyfr',
      },
    ]);
    // Alone (an error of someone else's making), it is still said.
    const lone = {
      instancePath: '/a',
      schemaPath: '#/if',
      keyword: 'if',
      params: { failingKeyword: 'then' },
    };
    expect(localizeErrors([lone])).toEqual([
      { pointer: '/a', keyword: 'if', message: 'Popraw pola zależne od dokonanego wyboru' },
    ]);
  });

  it('names the values of a choice: titles with the schema, numbers without', () => {
    const schema = {
      type: 'object',
      definitions: {
        voltage: {
          type: 'string',
          oneOf: [
            { const: '0.4', title: '0,4 kV' },
            { const: '15', title: '15 kV' },
            { const: '110', title: '110 kV' },
          ],
        },
      },
      properties: {
        voltage: { $ref: '#/definitions/voltage' },
        module: {
          type: 'string',
          oneOf: [
            { const: 'C', title: 'Typ C' },
            { const: 'D', title: 'Typ D' },
          ],
        },
        phases: { enum: [1, 3] },
        kind: { enum: ['private', 'business'] },
      },
    };
    const data = { voltage: '20', module: 'E', phases: 2, kind: 'other' };
    const errors = errorsOf(schema, data);
    expect(localizeErrors(errors, 'pl', { data, schema }).map((error) => error.message)).toEqual([
      'Wybierz jedną z dostępnych wartości: 0,4 / 15 / 110 kV',
      'Wybierz jedną z dostępnych wartości: Typ C / D',
      'Wybierz jedną z dostępnych wartości: 1 / 3',
      'Wybierz jedną z dostępnych wartości',
    ]);
    expect(localizeErrors(errors, 'pl', { data }).map((error) => error.message)).toEqual([
      'Wybierz jedną z dostępnych wartości: 0,4 / 15 / 110',
      'Wybierz jedną z dostępnych wartości',
      'Wybierz jedną z dostępnych wartości: 1 / 3',
      'Wybierz jedną z dostępnych wartości',
    ]);
  });

  it.each([
    ['pesel', '4405140135', 'Numer PESEL musi mieć 11 cyfr'],
    ['pesel', '4405140135a', 'Numer PESEL musi mieć 11 cyfr'],
    ['pesel', '00000000000', 'Niepoprawny numer PESEL'],
    ['pesel', '44051401358', 'Niepoprawny numer PESEL'],
    ['nip', '526025027', 'Numer NIP musi mieć 10 cyfr'],
    ['nip', '52602502745', 'Numer NIP musi mieć 10 cyfr'],
    ['nip', '0000000000', 'Niepoprawny numer NIP'],
    ['nip', '526-025-02-75', 'Niepoprawny numer NIP'],
    ['regon', '61018820', 'Numer REGON musi mieć 9 albo 14 cyfr'],
    ['regon', '6101882011', 'Numer REGON musi mieć 9 albo 14 cyfr'],
    ['regon', '610188202', 'Niepoprawny numer REGON'],
  ])('a wrong %s "%s" says what is wrong: %s', (format, value, message) => {
    const schema = { type: 'object', properties: { id: { type: 'string', format } } };
    const data = { id: value };
    expect(localizeErrors(errorsOf(schema, data), 'pl', { data })).toEqual([
      { pointer: '/id', keyword: 'format', message },
    ]);
  });

  it('escapes a missing property name into a JSON pointer segment', () => {
    const errors = errorsOf({ type: 'object', required: ['a/b~c'] }, {});
    expect(localizeErrors(errors)[0]?.pointer).toBe('/a~1b~0c');
  });

  it('puts the missing property of a nested object after the object path', () => {
    const schema = { type: 'object', properties: { address: { type: 'object', required: ['city'] } } };
    expect(localizeErrors(errorsOf(schema, { address: {} }))[0]?.pointer).toBe('/address/city');
  });

  it.each([
    [{ type: 'string', maxLength: 1 }, 'ab', 'Wartość nie może być dłuższa niż 1 znak'],
    [{ type: 'string', maxLength: 22 }, 'a'.repeat(23), 'Wartość nie może być dłuższa niż 22 znaki'],
    [{ type: 'string', minLength: 5 }, 'a', 'Wartość nie może być krótsza niż 5 znaków'],
    [{ type: 'number', minimum: 0.5 }, 0, 'Wartość nie może być mniejsza niż 0,5'],
    [
      { type: 'number', exclusiveMaximum: 1000000 },
      1000000,
      'Wartość musi być mniejsza niż 1\u00A0000\u00A0000',
    ],
    [{ type: 'integer' }, 1.5, 'Wartość musi być liczbą całkowitą'],
    [{ enum: ['a', 'b'] }, 'c', 'Wybierz jedną z dostępnych wartości'],
    [{ type: 'string', pattern: '^a$' }, 'b', 'Niepoprawny format wartości'],
    // The API's text fields (api-contract `Text`, `MultilineText`): the reason, not "wrong format".
    [{ type: 'string', pattern: SINGLE_LINE_TEXT_PATTERN }, 'a\u202Eb', UNSAFE_TEXT_MESSAGE],
    [{ type: 'string', pattern: MULTI_LINE_TEXT_PATTERN }, 'a\u0000b', UNSAFE_TEXT_MESSAGE],
    [{ type: 'array', minItems: 2 }, [1], 'Lista musi zawierać co najmniej 2 elementy'],
    [{ type: 'string', format: 'date' }, '2026-02-30', 'Niepoprawna data'],
  ])('gives standard keywords Polish messages: %j', (schema, data, message) => {
    const [error] = localizeErrors(errorsOf(schema, data));
    expect(error?.message).toBe(message);
  });

  it('falls back to ajv-i18n for keywords without our own wording', () => {
    const [error] = localizeErrors(errorsOf({ type: 'object', minProperties: 2 }, { a: 1 }));
    expect(error?.message).toBe('nie powinien zawierać mniej niż 2 pól');
  });

  describe('email-ascii', () => {
    const schema = { type: 'object', properties: { email: { type: 'string', format: 'email-ascii' } } };
    it.each([
      ['jan@@example.pl', 'Niepoprawny adres e-mail'],
      ['jań@example.pl', 'Adres e-mail zawiera niedozwolone znaki'],
      [`${'a'.repeat(60)}@example.pl`, 'Adres e-mail nie może być dłuższy niż 64 znaki'],
    ])('%s -> %s (with the data given)', (email, message) => {
      const data = { email };
      expect(localizeErrors(errorsOf(schema, data), 'pl', { data })[0]?.message).toBe(message);
    });

    it('reads the value from verbose errors too', () => {
      const verbose = createAjv({ verbose: true }).compile(schema);
      verbose({ email: 'jań@example.pl' });
      expect(localizeErrors(verbose.errors)[0]?.message).toBe('Adres e-mail zawiera niedozwolone znaki');
    });

    it('says "invalid" when it cannot see the value', () => {
      expect(localizeErrors(errorsOf(schema, { email: 'jań@example.pl' }))[0]?.message).toBe(
        'Niepoprawny adres e-mail',
      );
    });
  });

  it('uses the schema text of ajv-errors beneath the field it replaces', () => {
    const schema = {
      type: 'object',
      properties: { workDate: { type: 'string' } },
      required: ['workDate'],
      errorMessage: { required: { workDate: 'Wybierz termin wykonywanych prac w sekcji wyżej' } },
    };
    expect(localizeErrors(errorsOf(schema, {}))).toEqual([
      {
        pointer: '/workDate',
        keyword: 'errorMessage',
        message: 'Wybierz termin wykonywanych prac w sekcji wyżej',
      },
    ]);
  });

  it('speaks English too', () => {
    const schema = {
      type: 'object',
      properties: { phase: { type: 'string' }, power: { type: 'number' } },
      required: ['name'],
      phaseForPower: { power: 'power', phase: 'phase' },
    };
    expect(localizeErrors(errorsOf(schema, { phase: 'single_phase', power: 12 }), 'en')).toEqual([
      { pointer: '/name', keyword: 'required', message: 'This field is required' },
      {
        pointer: '/phase',
        keyword: 'phaseForPower',
        message: 'Above 7 kW only a three-phase connection is available',
      },
    ]);
  });

  it('never throws on errors it did not make', () => {
    const foreign = [
      { keyword: 'attachments', instancePath: '', schemaPath: '#', params: {} },
      { keyword: 'numericString', instancePath: '/x', schemaPath: '#', params: { reason: 'unknown' } },
      { keyword: 'format', instancePath: '/x', schemaPath: '#', params: { format: 'no-such-format' } },
      { keyword: 'somethingElse', instancePath: '/x', schemaPath: '#', params: null },
    ] as unknown as ErrorObject[];
    expect(() => localizeErrors(foreign)).not.toThrow();
    expect(
      localizeErrors(foreign).every((error) => typeof error.message === 'string' && error.message !== ''),
    ).toBe(true);
  });

  it('returns nothing for no errors', () => {
    expect(localizeErrors(null)).toEqual([]);
    expect(localizeErrors(undefined)).toEqual([]);
  });
});

describe('message catalogs', () => {
  it.each([
    ['pl', pl],
    ['en', en],
  ])('%s has a message for every format and keyword', (_locale, catalog) => {
    for (const name of formatNames) expect(catalog.formats[name], name).toMatch(/\S/);
    expect(Object.keys(catalog.keywords).sort()).toEqual(Object.keys(checks).sort());
  });
});

describe('createAjvLocalizer', () => {
  it('sets Polish messages in place, as RJSF and ajv-i18n localizers do', () => {
    const errors = errorsOf({ type: 'object', required: ['a'] }, {});
    createAjvLocalizer('pl')(errors);
    expect(errors[0]?.message).toBe('Pole obowiązkowe');
  });
});

describe('errorFieldPath', () => {
  it('keeps the instance path of other errors', () => {
    expect(
      errorFieldPath({
        keyword: 'format',
        instancePath: '/a/0',
        schemaPath: '#',
        params: { format: 'pesel' },
      }),
    ).toBe('/a/0');
  });
});
