import { describe, expect, it } from 'vitest';
import {
  EMPTY_HISTORICAL_FILTERS,
  historicalFiltersFromSearch,
  readHistoricalSearch,
  searchFromHistoricalFilters,
} from './historicalSearch.ts';

describe('the historical filters in the address', () => {
  it('reads text, dates and a known sort; drops empty values, unknown sorts and the default sort', () => {
    expect(
      readHistoricalSearch({
        szukaj: 'FV/2026',
        od: '2026-01-01',
        do: '2026-02-01',
        sort: 'issueDate-asc',
        x: 1,
      }),
    ).toEqual({ szukaj: 'FV/2026', od: '2026-01-01', do: '2026-02-01', sort: 'issueDate-asc' });
    expect(readHistoricalSearch({ szukaj: ' ', sort: 'cena' })).toEqual({});
    expect(readHistoricalSearch({ sort: 'paymentTerm-desc', szukaj: 2026 })).toEqual({ szukaj: '2026' });
  });

  it('turns the address into filters and back, on the first page', () => {
    const filters = { ...EMPTY_HISTORICAL_FILTERS, text: 'Lipowa', sort: 'issueDate-desc' as const };
    expect(searchFromHistoricalFilters(filters)).toEqual({ szukaj: 'Lipowa', sort: 'issueDate-desc' });
    expect(historicalFiltersFromSearch({ page: 2, szukaj: 'Lipowa', sort: 'issueDate-desc' })).toEqual(
      filters,
    );
    expect(historicalFiltersFromSearch({})).toEqual(EMPTY_HISTORICAL_FILTERS);
    expect(searchFromHistoricalFilters(EMPTY_HISTORICAL_FILTERS)).toEqual({});
  });
});
