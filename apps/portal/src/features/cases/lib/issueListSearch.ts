// The case lists' address (portal-spec §2): the page and every filter live in the query.
import { readPageParam } from '../../../shared/pagination/pageParam.ts';
import { emptyFilters, NOTIFIED_ONLY, type IssueFilters } from './filterState.ts';

/**
 * The list's address: the page and every filter live in the query, so back, reload and a shared
 * link keep them. Polish keys beside the spec's `page`: typ, status, od, do (filing dates 'YYYY-MM-DD'),
 * adres, powiadomienia ('tak': only the cases with a notification). Empty filters are left out.
 */
export interface IssueListSearch {
  page?: number | undefined;
  typ?: string | undefined;
  status?: string | undefined;
  od?: string | undefined;
  do?: string | undefined;
  adres?: string | undefined;
  /** Customer journeys: 'tak' for the cases with a notification only (the header's Notifications entry). */
  powiadomienia?: string | undefined;
}

const filterKeys = {
  typ: 'type',
  status: 'status',
  od: 'dateFrom',
  do: 'dateTo',
  adres: 'address',
  powiadomienia: 'notified',
} as const;
type FilterKey = keyof typeof filterKeys;
/** Longer query values are cut: no filter needs more. */
const MAX_FILTER_LENGTH = 200;

function readFilterParam(raw: unknown): string | undefined {
  // The router parses JSON-looking values: '2024' arrives as a number.
  const value = typeof raw === 'number' || typeof raw === 'boolean' ? String(raw) : raw;
  if (typeof value !== 'string') return undefined;
  const cut = value.slice(0, MAX_FILTER_LENGTH);
  return cut.trim() === '' ? undefined : cut;
}

/** The list routes' validateSearch: keeps `page` as read, so that the screen can correct the address. */
export function validateIssueListSearch(search: Record<string, unknown>): IssueListSearch {
  const result: IssueListSearch = {};
  const page = readPageParam(search.page);
  if (page !== undefined) result.page = page;
  for (const key of Object.keys(filterKeys) as FilterKey[]) {
    const value = readFilterParam(search[key]);
    if (value !== undefined) result[key] = value;
  }
  // A yes-or-no filter: any other value means no filter.
  if (result.powiadomienia !== undefined && result.powiadomienia !== NOTIFIED_ONLY)
    delete result.powiadomienia;
  return result;
}

/** The filters the address asks for. */
export function filtersFromSearch(search: IssueListSearch): IssueFilters {
  const filters = { ...emptyFilters };
  for (const [key, field] of Object.entries(filterKeys) as [FilterKey, keyof IssueFilters][]) {
    filters[field] = search[key] ?? '';
  }
  return filters;
}

/** The address of a filter choice: back to its first page, empty filters left out. */
export function searchFromFilters(filters: IssueFilters): IssueListSearch {
  const result: IssueListSearch = {};
  for (const [key, field] of Object.entries(filterKeys) as [FilterKey, keyof IssueFilters][]) {
    if (filters[field] !== '') result[key] = filters[field];
  }
  return result;
}
