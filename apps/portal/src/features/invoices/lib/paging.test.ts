import { describe, expect, it } from 'vitest';
import { pageCount, pageItems, pageRange, readPageParam, resolvePage } from './paging.ts';

describe('paging of the historical invoices (10 a page, ?page=)', () => {
  it.each([
    [0, 1],
    [1, 1],
    [10, 1],
    [11, 2],
    [14, 2],
    [21, 3],
  ])('%i rows make %i pages', (total, pages) => {
    expect(pageCount(total)).toBe(pages);
  });

  it.each([
    [undefined, undefined],
    [2, 2],
    ['3', 3],
    [' 4 ', 4],
    ['abc', 0],
    ['1.5', 0],
    [1.5, 0],
    [0, 0],
    [-2, 0],
  ])('reads ?page=%j as %j', (raw, page) => {
    expect(readPageParam(raw)).toBe(page);
  });

  it.each([
    ['no page', undefined, 14, { page: 1, replaceWithBase: false }],
    ['page 2 of 2', 2, 14, { page: 2, replaceWithBase: false }],
    ['page 1 given explicitly', 1, 14, { page: 1, replaceWithBase: true }],
    ['an invalid page', 0, 14, { page: 1, replaceWithBase: true }],
    ['a page beyond the last', 3, 14, { page: 1, replaceWithBase: true }],
    ['page 2 of an empty list', 2, 0, { page: 1, replaceWithBase: true }],
  ])('%s resolves to %j', (_label, requested, total, expected) => {
    expect(resolvePage(requested, total)).toEqual(expected);
  });

  it('slices the rows of a page', () => {
    const rows = Array.from({ length: 14 }, (_, i) => i + 1);
    expect(pageItems(rows, 1)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(pageItems(rows, 2)).toEqual([11, 12, 13, 14]);
  });

  it('tells which rows a page shows', () => {
    expect(pageRange(14, 1)).toEqual({ from: 1, to: 10 });
    expect(pageRange(14, 2)).toEqual({ from: 11, to: 14 });
    expect(pageRange(0, 1)).toEqual({ from: 0, to: 0 });
  });
});
