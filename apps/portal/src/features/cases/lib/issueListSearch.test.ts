// The case lists' address: the page and every filter in the query.
import { describe, expect, it } from 'vitest';
import { INVALID_PAGE } from '../../../shared/pagination/paging.ts';
import { emptyFilters, NOTIFIED_ONLY } from './filterState.ts';
import { filtersFromSearch, searchFromFilters, validateIssueListSearch } from './issueListSearch.ts';

describe('the page in the address', () => {
  it('keeps only the page in the route search', () => {
    expect(validateIssueListSearch({})).toEqual({});
    expect(validateIssueListSearch({ page: 3, other: 'x' })).toEqual({ page: 3 });
    expect(validateIssueListSearch({ page: 'x' })).toEqual({ page: INVALID_PAGE });
  });
});

describe('the filters in the address (back, reload and shared links keep them)', () => {
  it('reads every filter from the query, as text, and drops empty or unknown ones', () => {
    expect(
      validateIssueListSearch({
        page: 2,
        typ: 'Mikroinstalacja',
        status: 'W realizacji',
        od: '2026-01-01',
        do: '2026-02-01',
        adres: 'Lipowa 5',
        sort: 'x',
      }),
    ).toEqual({
      page: 2,
      typ: 'Mikroinstalacja',
      status: 'W realizacji',
      od: '2026-01-01',
      do: '2026-02-01',
      adres: 'Lipowa 5',
    });
    expect(validateIssueListSearch({ adres: 2024, typ: '  ', status: { a: 1 } })).toEqual({ adres: '2024' });
    expect(validateIssueListSearch({ adres: 'x'.repeat(500) }).adres).toHaveLength(200);
  });

  it('reads the notified-only filter (the header’s Notifications entry) and no other value of it', () => {
    expect(validateIssueListSearch({ powiadomienia: 'tak' })).toEqual({ powiadomienia: 'tak' });
    expect(validateIssueListSearch({ powiadomienia: 'nie' })).toEqual({});
    expect(validateIssueListSearch({ powiadomienia: true })).toEqual({});
    const filters = { ...emptyFilters, notified: NOTIFIED_ONLY };
    expect(filtersFromSearch({ powiadomienia: 'tak' })).toEqual(filters);
    expect(searchFromFilters(filters)).toEqual({ powiadomienia: 'tak' });
  });

  it('turns the query into filters and back, leaving empty filters and the page out', () => {
    const filters = { ...emptyFilters, type: 'Mikroinstalacja', address: 'Lipowa' };
    expect(searchFromFilters(filters)).toEqual({ typ: 'Mikroinstalacja', adres: 'Lipowa' });
    expect(filtersFromSearch({ page: 3, typ: 'Mikroinstalacja', adres: 'Lipowa' })).toEqual(filters);
    expect(filtersFromSearch({})).toEqual(emptyFilters);
    expect(searchFromFilters(emptyFilters)).toEqual({});
  });
});
