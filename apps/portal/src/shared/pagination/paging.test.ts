// portal-spec §2 and §9: 10 a page, a 1-based ?page= that page 1 omits, an invalid page or one beyond
// the last replaced by the base path, the page input from 1 to the last page, 'x z y wyników'.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  INVALID_PAGE,
  PAGE_SIZE,
  pageCount,
  pageItems,
  pageRange,
  pageSearch,
  parsePageInput,
  readPageParam,
  resolvePage,
} from './paging.ts';

describe('page size and count', () => {
  it('is 10 a page', () => {
    expect(PAGE_SIZE).toBe(10);
  });

  it.each([
    [0, 1],
    [1, 1],
    [10, 1],
    [11, 2],
    [25, 3],
    [30, 3],
    [31, 4],
  ])('%i cases make %i pages', (total, pages) => {
    expect(pageCount(total)).toBe(pages);
  });
});

describe('reading ?page=', () => {
  it.each([
    [undefined, undefined],
    [2, 2],
    ['2', 2],
    [' 7 ', 7],
    [1, 1],
    [0, INVALID_PAGE],
    [-3, INVALID_PAGE],
    [2.5, INVALID_PAGE],
    ['2.5', INVALID_PAGE],
    ['abc', INVALID_PAGE],
    ['', INVALID_PAGE],
    [null, INVALID_PAGE],
    [true, INVALID_PAGE],
    [[2], INVALID_PAGE],
    [Number.MAX_SAFE_INTEGER + 2, INVALID_PAGE],
  ])('%j reads as %j', (raw, expected) => {
    expect(readPageParam(raw)).toBe(expected);
  });
});

describe('resolving the page against the list', () => {
  it.each([
    [undefined, 25, { page: 1, replaceWithBase: false }],
    [2, 25, { page: 2, replaceWithBase: false }],
    [3, 25, { page: 3, replaceWithBase: false }],
    [4, 25, { page: 1, replaceWithBase: true }],
    [1, 25, { page: 1, replaceWithBase: true }],
    [INVALID_PAGE, 25, { page: 1, replaceWithBase: true }],
    [2, 0, { page: 1, replaceWithBase: true }],
    [undefined, 0, { page: 1, replaceWithBase: false }],
    [2, 10, { page: 1, replaceWithBase: true }],
    [2, 11, { page: 2, replaceWithBase: false }],
    [-2, 25, { page: 1, replaceWithBase: true }],
  ])('page %j of %i cases: %j', (requested, total, expected) => {
    expect(resolvePage(requested, total)).toEqual(expected);
  });

  it('always lands on a page that exists', () => {
    fc.assert(
      fc.property(
        fc.option(fc.integer({ min: 0, max: 500 }), { nil: undefined }),
        fc.nat(2000),
        (requested, total) => {
          const { page, replaceWithBase } = resolvePage(requested, total);
          expect(page).toBeGreaterThanOrEqual(1);
          expect(page).toBeLessThanOrEqual(pageCount(total));
          if (!replaceWithBase && requested !== undefined) expect(page).toBe(requested);
        },
      ),
    );
  });

  it('omits the parameter for page 1', () => {
    expect(pageSearch(1)).toEqual({});
    expect(pageSearch(2)).toEqual({ page: 2 });
  });
});

describe('the items of a page and the paging text numbers', () => {
  const items = Array.from({ length: 25 }, (_, i) => i + 1);

  it.each([
    [1, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]],
    [3, [21, 22, 23, 24, 25]],
    [4, []],
  ])('page %i holds %j', (page, expected) => {
    expect(pageItems(items, page)).toEqual(expected);
  });

  it.each([
    [1, 25, { from: 1, to: 10, total: 25 }],
    [3, 25, { from: 21, to: 25, total: 25 }],
    [1, 7, { from: 1, to: 7, total: 7 }],
    [1, 0, { from: 0, to: 0, total: 0 }],
    [2, 14, { from: 11, to: 14, total: 14 }],
  ])('page %i of %i cases shows %j', (page, total, expected) => {
    expect(pageRange(page, total)).toEqual(expected);
  });

  it('covers every item exactly once across the pages', () => {
    fc.assert(
      fc.property(fc.array(fc.integer(), { maxLength: 120 }), (list) => {
        const pages = pageCount(list.length);
        const joined = Array.from({ length: pages }, (_, i) => pageItems(list, i + 1)).flat();
        expect(joined).toEqual(list);
      }),
    );
  });
});

describe('the page input (1 to the last page)', () => {
  it.each([
    ['1', 3, 1],
    ['3', 3, 3],
    [' 2 ', 3, 2],
    ['0', 3, null],
    ['4', 3, null],
    ['-1', 3, null],
    ['1.5', 3, null],
    ['', 3, null],
    ['dwa', 3, null],
  ])('%j with %i pages is %j', (text, last, expected) => {
    expect(parsePageInput(text, last)).toBe(expected);
  });
});
