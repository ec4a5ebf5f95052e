// portal-spec §2 and §9 Invoices: the historical section shows 10 rows a page under a 1-based `?page=`
// query. As on the case list, page 1 omits the parameter and an invalid page, or one beyond the last, is
// replaced by the base path.

export const INVOICE_PAGE_SIZE = 10;

export function pageCount(total: number, pageSize = INVOICE_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The `?page=` value as the router gives it: a whole number >= 1, 0 when invalid, undefined when absent. */
export function readPageParam(raw: unknown): number | undefined {
  if (raw === undefined) return undefined;
  const value = typeof raw === 'string' && /^\d+$/.test(raw.trim()) ? Number(raw) : raw;
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 1 ? value : 0;
}

export interface ResolvedPage {
  page: number;
  /** The address must drop its `?page=` (page 1 given explicitly, an invalid page, or beyond the last). */
  replaceWithBase: boolean;
}

export function resolvePage(requested: number | undefined, total: number, pageSize = INVOICE_PAGE_SIZE): ResolvedPage {
  if (requested === undefined) return { page: 1, replaceWithBase: false };
  if (requested < 1 || requested === 1 || requested > pageCount(total, pageSize)) {
    return { page: 1, replaceWithBase: true };
  }
  return { page: requested, replaceWithBase: false };
}

export function pageItems<T>(items: readonly T[], page: number, pageSize = INVOICE_PAGE_SIZE): T[] {
  const start = (page - 1) * pageSize;
  return items.slice(start, start + pageSize);
}

/** 1-based positions of the first and last row shown ('11–14 z 14'); 0 and 0 for an empty list. */
export function pageRange(total: number, page: number, pageSize = INVOICE_PAGE_SIZE): { from: number; to: number } {
  if (total === 0) return { from: 0, to: 0 };
  const from = (page - 1) * pageSize + 1;
  return { from, to: Math.min(total, from + pageSize - 1) };
}
