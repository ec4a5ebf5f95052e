import { describe, expect, it } from 'vitest';
import { formatAnswer } from './formatAnswer.ts';

describe('formatAnswer', () => {
  it.each([
    ['an empty answer', undefined, { type: 'string' }, 'Nie podano'],
    ['a date as DD.MM.YYYY', '2026-03-15', { type: 'string', format: 'date' }, '15.03.2026'],
    [
      'a month and year by name',
      '2026-10-01',
      { type: 'string', format: 'date', pattern: '^[0-9]{4}-[0-9]{2}-01$' },
      'październik 2026',
    ],
    [
      'an option by its title',
      'cable',
      { type: 'string', oneOf: [{ const: 'cable', title: 'Kablowe' }] },
      'Kablowe',
    ],
    ['true as Tak', true, { type: 'boolean' }, 'Tak'],
    ['false as Nie', false, { type: 'boolean' }, 'Nie'],
    ['an unticked checkbox as Nie', undefined, { type: 'boolean' }, 'Nie'],
    [
      'an unanswered yes/no question as not given',
      undefined,
      {
        type: 'boolean',
        oneOf: [
          { const: true, title: 'Tak' },
          { const: false, title: 'Nie' },
        ],
      },
      'Nie podano',
    ],
    [
      'a large power grouped in thousands',
      '12600',
      { type: 'string', title: 'Moc [kW]', numericString: 'amount' },
      '12\u00a0600\u00a0kW',
    ],
    [
      'a large decimal grouped in thousands',
      '1150.25',
      { type: 'string', numericString: 'nonNegativeNumber' },
      '1\u00a0150,25',
    ],
    [
      'a power with its unit and a decimal comma',
      '12.5',
      { type: 'string', title: 'Moc [kW]', numericString: 'amount' },
      '12,5\u00a0kW',
    ],
    [
      'a bank account grouped',
      '61109010140000071219812874',
      { type: 'string', format: 'bank-account' },
      '61 1090 1014 0000 0712 1981 2874',
    ],
    [
      'attachments by file names',
      [
        { id: '1', name: 'a.pdf', size: 1 },
        { id: '2', name: 'b.png', size: 2 },
      ],
      { type: 'array', attachments: true },
      'a.pdf, b.png',
    ],
    [
      'several options',
      ['gas', 'heating'],
      {
        type: 'array',
        items: {
          oneOf: [
            { const: 'gas', title: 'Gazowa' },
            { const: 'heating', title: 'Ciepłownicza' },
          ],
        },
      },
      'Gazowa, Ciepłownicza',
    ],
  ])('%s', (_name, value, schema, expected) => {
    expect(formatAnswer(value, schema as never)).toBe(expected);
  });

  it('an amount in złoty as money', () => {
    expect(formatAnswer('1234.5', { type: 'string' }, { uiSchema: { 'ui:options': { unit: 'zł' } } })).toBe(
      '1\u00a0234,50\u00a0zł',
    );
  });

  it('a password never in clear', () => {
    expect(formatAnswer('Tajne1234x', { type: 'string', passwordStrength: true } as never)).toBe('••••••••');
  });
});
