import { describe, expect, it } from 'vitest';
import type { Invoice } from '@portal/api-contract';
import dayjs from 'dayjs';
import { invoice, NOW } from '../test/fixtures.ts';
import {
  activeFilterCount,
  applyHistoricalFilters,
  dateRangeErrors,
  matchesPaymentDate,
  matchesText,
  sortHistorical,
} from './historicalFilters.ts';
import { EMPTY_HISTORICAL_FILTERS } from './historicalSearch.ts';

/** Local noon of a calendar day, as epoch milliseconds. */
const at = (day: string, time = '12:00') => dayjs(`${day}T${time}`).valueOf();

const paid = (number: string, paymentDay: string | null, extra: Partial<Invoice> = {}) =>
  invoice({ number, status: 'PAID', paymentDate: paymentDay === null ? null : at(paymentDay), ...extra });

describe('matchesText (portal-spec §5: case-insensitive contains on number, issueNumber, investmentAddress)', () => {
  const item = invoice({
    number: 'FV/2026/00123',
    issueNumber: 'ZP/2026/01001',
    investmentAddress: 'ul. Słoneczna 3, 05-800 Pruszków',
  });

  it.each([
    ['the whole number', 'FV/2026/00123', true],
    ['a part of the number', '00123', true],
    ['the number in lower case', 'fv/2026', true],
    ['the case number', 'zp/2026/01001', true],
    ['a part of the address with Polish letters in another case', 'SŁONECZNA', true],
    ['a part of the address', 'pruszków', true],
    ['surrounding spaces', '  00123  ', true],
    ['an empty text', '', true],
    ['text found nowhere', 'Lipowa', false],
    ['the document kind (not searched)', 'Faktura', false],
    // Customer journeys: one search rule with the case list (Polish letters, punctuation, any word order).
    ['the address without Polish letters', 'sloneczna pruszkow', true],
    ['the address words in another order', 'Pruszków Słoneczna 3', true],
    ['the number with other separators', 'fv 2026 00123', true],
    ['one word found, one not', 'pruszkow lipowa', false],
  ])('%s (%j) matches: %s', (_label, text, expected) => {
    expect(matchesText(item, text)).toBe(expected);
  });

  it('treats a missing case number and address as not matching', () => {
    const bare = invoice({ number: 'FV/1', issueNumber: null, investmentAddress: null });
    expect(matchesText(bare, 'ZP')).toBe(false);
    expect(matchesText(bare, 'fv/1')).toBe(true);
  });
});

describe('matchesPaymentDate (portal-spec §5: same day or between; no payment date fails)', () => {
  it.each([
    ['no bounds', '2026-07-05', '', '', true],
    ['the same day as a one-day range', '2026-07-05', '2026-07-05', '2026-07-05', true],
    ['between the bounds', '2026-07-05', '2026-07-01', '2026-07-10', true],
    ['on the start day', '2026-07-01', '2026-07-01', '2026-07-10', true],
    ['on the end day', '2026-07-10', '2026-07-01', '2026-07-10', true],
    ['a day before the start', '2026-06-30', '2026-07-01', '2026-07-10', false],
    ['a day after the end', '2026-07-11', '2026-07-01', '2026-07-10', false],
    ['after an open-ended start', '2026-07-20', '2026-07-01', '', true],
    ['before an open-ended start', '2026-06-20', '2026-07-01', '', false],
    ['before an open-started end', '2026-06-20', '', '2026-07-01', true],
    ['after an open-started end', '2026-07-20', '', '2026-07-01', false],
  ])('a payment %s (%s in %j..%j) matches: %s', (_label, day, from, to, expected) => {
    expect(matchesPaymentDate(paid('X', day), from, to)).toBe(expected);
  });

  it('matches late in the evening of the end day (compares local calendar days)', () => {
    const late = invoice({ number: 'L', status: 'PAID', paymentDate: at('2026-07-10', '23:30') });
    expect(matchesPaymentDate(late, '2026-07-10', '2026-07-10')).toBe(true);
  });

  it('fails an item without a payment date once any bound is set', () => {
    const canceled = invoice({ number: 'C', status: 'CANCELED', paymentDate: null });
    expect(matchesPaymentDate(canceled, '2026-07-01', '')).toBe(false);
    expect(matchesPaymentDate(canceled, '', '2026-07-01')).toBe(false);
    expect(matchesPaymentDate(canceled, '', '')).toBe(true);
  });
});

describe('dateRangeErrors (no future dates)', () => {
  const now = at('2026-07-15', '10:00');

  it.each([
    ['no dates', '', '', null, null],
    ['today as the end', '2026-07-01', '2026-07-15', null, null],
    ['tomorrow as the end', '', '2026-07-16', null, 'future'],
    ['tomorrow as the start', '2026-07-16', '', 'future', null],
    ['a start after the end', '2026-07-10', '2026-07-01', 'after_end', null],
    ['an impossible date', '2026-13-45', '', 'invalid', null],
  ])('%s gives %j / %j', (_label, paidFrom, paidTo, fromError, toError) => {
    expect(dateRangeErrors({ paidFrom, paidTo }, now)).toEqual({ paidFrom: fromError, paidTo: toError });
  });
});

describe('sortHistorical (by payment term or by issue date)', () => {
  const a = invoice({ number: 'A', issueDate: 3, paymentTerm: 20 });
  const b = invoice({ number: 'B', issueDate: 1, paymentTerm: 30 });
  const c = invoice({ number: 'C', issueDate: 2, paymentTerm: 10 });

  it.each([
    ['paymentTerm-desc', ['B', 'A', 'C']],
    ['paymentTerm-asc', ['C', 'A', 'B']],
    ['issueDate-desc', ['A', 'C', 'B']],
    ['issueDate-asc', ['B', 'C', 'A']],
  ] as const)('%s orders %j', (sort, expected) => {
    expect(sortHistorical([a, b, c], sort).map((i) => i.number)).toEqual(expected);
  });

  it('does not change the list it is given', () => {
    const list = [a, b, c];
    sortHistorical(list, 'issueDate-asc');
    expect(list.map((i) => i.number)).toEqual(['A', 'B', 'C']);
  });
});

describe('applyHistoricalFilters', () => {
  const list = [
    paid('FV/1', '2026-07-01', { paymentTerm: 1 }),
    paid('FV/2', '2026-07-05', { paymentTerm: 2, investmentAddress: 'ul. Polna 1' }),
    invoice({ number: 'FV/3', status: 'CANCELED', paymentTerm: 3 }),
  ];

  it('combines the text search, the date range and the sort', () => {
    const result = applyHistoricalFilters(
      list,
      { text: 'fv', paidFrom: '2026-07-01', paidTo: '2026-07-10', sort: 'paymentTerm-asc' },
      NOW,
    );
    expect(result.map((i) => i.number)).toEqual(['FV/1', 'FV/2']);
  });

  it('ignores a bound that lies in the future instead of emptying the list', () => {
    const result = applyHistoricalFilters(list, { ...EMPTY_HISTORICAL_FILTERS, paidTo: '2999-01-01' }, NOW);
    expect(result).toHaveLength(3);
  });

  it('counts the filters that narrow the list', () => {
    expect(activeFilterCount(EMPTY_HISTORICAL_FILTERS)).toBe(0);
    expect(activeFilterCount({ ...EMPTY_HISTORICAL_FILTERS, text: ' x ', paidFrom: '2026-07-01' })).toBe(2);
    expect(activeFilterCount({ ...EMPTY_HISTORICAL_FILTERS, text: '   ' })).toBe(0);
  });
});
