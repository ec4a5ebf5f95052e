// portal-spec §2 and §9: the case list shows 10 cases a page under a 1-based `?page=` query; page 1 omits
// it; an invalid page, or one beyond the last, is replaced by the base path; the page input accepts 1 to
// the last page. The paging text reads 'x z y wyników' (§2).
import { emptyFilters, type IssueFilters } from './filterState.ts';

export const PAGE_SIZE = 10;

/** Marks a `?page=` value that is not a whole number of at least 1. */
export const INVALID_PAGE = 0;

/** At least one page, so an empty list is page 1 of 1. */
export function pageCount(total: number, pageSize = PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/**
 * Reads the raw `?page=` search value (the router gives numbers for '2', strings for 'abc'):
 * undefined when absent, the page when it is a whole number >= 1, INVALID_PAGE otherwise.
 */
export function readPageParam(raw: unknown): number | undefined {
  if (raw === undefined) return undefined;
  const value = typeof raw === 'string' && /^\d+$/.test(raw.trim()) ? Number(raw) : raw;
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 1 ? value : INVALID_PAGE;
}

export interface ResolvedPage {
  /** The page to show. */
  page: number;
  /** The address must be replaced by the base path (page 1 given explicitly, invalid, or beyond the last). */
  replaceWithBase: boolean;
}

export function resolvePage(
  requested: number | undefined,
  total: number,
  pageSize = PAGE_SIZE,
): ResolvedPage {
  if (requested === undefined) return { page: 1, replaceWithBase: false };
  if (requested === INVALID_PAGE || requested === 1 || requested > pageCount(total, pageSize)) {
    return { page: 1, replaceWithBase: true };
  }
  return { page: requested, replaceWithBase: false };
}

/** The search object for a page: page 1 omits the parameter. */
export function pageSearch(page: number): { page?: number } {
  return page > 1 ? { page } : {};
}

export function pageItems<T>(items: readonly T[], page: number, pageSize = PAGE_SIZE): T[] {
  const start = (page - 1) * pageSize;
  return items.slice(start, start + pageSize);
}

export interface PageRange {
  /** 1-based position of the first item shown (0 for an empty list). */
  from: number;
  to: number;
  total: number;
}

export function pageRange(page: number, total: number, pageSize = PAGE_SIZE): PageRange {
  if (total === 0) return { from: 0, to: 0, total };
  const from = Math.min((page - 1) * pageSize + 1, total);
  return { from, to: Math.min(page * pageSize, total), total };
}

/** What the page input's text means: a page from 1 to the last, or null when it is not one. */
export function parsePageInput(text: string, lastPage: number): number | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const page = Number(trimmed);
  return page >= 1 && page <= lastPage ? page : null;
}

/**
 * The list's address (issue 16): the page and every filter live in the query, so back, reload and a shared
 * link keep them. Polish keys beside the spec's `page`: typ, status, od, do (filing dates 'YYYY-MM-DD'),
 * adres. Empty filters are left out.
 */
export interface IssueListSearch {
  page?: number | undefined;
  typ?: string | undefined;
  status?: string | undefined;
  od?: string | undefined;
  do?: string | undefined;
  adres?: string | undefined;
}

const filterKeys = { typ: 'type', status: 'status', od: 'dateFrom', do: 'dateTo', adres: 'address' } as const;
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
