// The `?page=` query as the list routes read it in their validateSearch (portal-spec §2, §9), apart from the
// lists' paging (paging.ts): the routes' validators are part of the portal's entry, the paging comes with
// the screens.

/** Marks a `?page=` value that is not a whole number of at least 1. */
export const INVALID_PAGE = 0;

/**
 * Reads the raw `?page=` search value (the router gives numbers for '2', strings for 'abc'):
 * undefined when absent, the page when it is a whole number >= 1, INVALID_PAGE otherwise.
 */
export function readPageParam(raw: unknown): number | undefined {
  if (raw === undefined) return undefined;
  const value = typeof raw === 'string' && /^\d+$/.test(raw.trim()) ? Number(raw) : raw;
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 1 ? value : INVALID_PAGE;
}
