// portal-spec §2 and §9: the portal's lists (the case lists, the historical invoices) show 10 rows a page
// under a 1-based `?page=` query; page 1 omits it; an invalid page, or one beyond the last, is replaced by
// the base path; the page input accepts 1 to the last page. One copy for every list.

export { INVALID_PAGE, readPageParam } from './pageParam.ts';

export const PAGE_SIZE = 10;

/** At least one page, so an empty list is page 1 of 1. */
export function pageCount(total: number, pageSize = PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
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
  if (requested < 1 || requested === 1 || requested > pageCount(total, pageSize)) {
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
