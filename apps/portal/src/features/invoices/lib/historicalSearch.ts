// The invoices page's historical section as the address and the screen hold it (portal-spec §2: sort by
// payment term or by issue date: page, filters and sort in the address). No date library here:
// the route reads the address with this before the screen's code has arrived (it is part of the
// portal's entry), and the filtering itself (historicalFilters.ts) comes with the screen.

export type HistoricalSort = 'paymentTerm-desc' | 'paymentTerm-asc' | 'issueDate-desc' | 'issueDate-asc';

export const HISTORICAL_SORTS: readonly HistoricalSort[] = [
  'paymentTerm-desc',
  'paymentTerm-asc',
  'issueDate-desc',
  'issueDate-asc',
];

export const DEFAULT_HISTORICAL_SORT: HistoricalSort = 'paymentTerm-desc';

export interface HistoricalFilters {
  text: string;
  /** 'YYYY-MM-DD' or '' when not set. */
  paidFrom: string;
  paidTo: string;
  sort: HistoricalSort;
}

export const EMPTY_HISTORICAL_FILTERS: HistoricalFilters = {
  text: '',
  paidFrom: '',
  paidTo: '',
  sort: DEFAULT_HISTORICAL_SORT,
};

export function isHistoricalSort(value: unknown): value is HistoricalSort {
  return typeof value === 'string' && (HISTORICAL_SORTS as readonly string[]).includes(value);
}

/**
 * The invoices page's address: the historical section's page, filters and sort, so back, reload
 * and a shared link keep them. Keys: page (portal-spec §2), szukaj, od, do (payment dates 'YYYY-MM-DD'),
 * sort (left out when it is the default). Empty values are left out.
 */
export interface InvoicesSearch {
  page?: number | undefined;
  szukaj?: string | undefined;
  od?: string | undefined;
  do?: string | undefined;
  sort?: HistoricalSort | undefined;
}

const MAX_SEARCH_LENGTH = 200;

function readText(raw: unknown): string | undefined {
  const value = typeof raw === 'number' ? String(raw) : raw;
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  return value.slice(0, MAX_SEARCH_LENGTH);
}

/** The filter part of the invoices route's validateSearch (the page is read by readPageParam). */
export function readHistoricalSearch(search: Record<string, unknown>): Omit<InvoicesSearch, 'page'> {
  const result: Omit<InvoicesSearch, 'page'> = {};
  const text = readText(search.szukaj);
  if (text !== undefined) result.szukaj = text;
  const from = readText(search.od);
  if (from !== undefined) result.od = from;
  const to = readText(search.do);
  if (to !== undefined) result.do = to;
  if (isHistoricalSort(search.sort) && search.sort !== DEFAULT_HISTORICAL_SORT) result.sort = search.sort;
  return result;
}

export function historicalFiltersFromSearch(search: InvoicesSearch): HistoricalFilters {
  return {
    text: search.szukaj ?? '',
    paidFrom: search.od ?? '',
    paidTo: search.do ?? '',
    sort: search.sort ?? DEFAULT_HISTORICAL_SORT,
  };
}

/** The address of a filter choice, on its first page. */
export function searchFromHistoricalFilters(filters: HistoricalFilters): InvoicesSearch {
  const result: InvoicesSearch = {};
  if (filters.text.trim() !== '') result.szukaj = filters.text;
  if (filters.paidFrom) result.od = filters.paidFrom;
  if (filters.paidTo) result.do = filters.paidTo;
  if (filters.sort !== DEFAULT_HISTORICAL_SORT) result.sort = filters.sort;
  return result;
}
