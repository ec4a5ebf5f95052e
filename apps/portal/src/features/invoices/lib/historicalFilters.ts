// portal-spec §5 Historical invoice filters: the text search is a case-insensitive contains match on
// number, issueNumber or investmentAddress (by the case search's rule: shared/search); the payment date range (no future dates) matches the same day
// or between start and end; items without a payment date fail the date filter. §2: sort by payment term
// or by issue date. Dates compare as calendar days in the user's time zone ('YYYY-MM-DD', as a date input
// gives them), so an invoice paid at 23:30 on the 5th matches a range ending on the 5th.
import type { Invoice } from '@portal/api-contract';
import dayjs from 'dayjs';
import type { HistoricalFilters, HistoricalSort } from './historicalSearch.ts';
import { comparePolish } from '../../../shared/search/comparePolish.ts';
import { matchesSearch, matchesWords, searchWords } from '../../../shared/search/searchText.ts';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The calendar day of an epoch-milliseconds timestamp in local time. */
export function localDay(epochMs: number): string {
  return dayjs(epochMs).format('YYYY-MM-DD');
}

export function today(now: number = Date.now()): string {
  return localDay(now);
}

export type DateFieldError = 'invalid' | 'future' | 'after_end';

export interface DateRangeErrors {
  paidFrom: DateFieldError | null;
  paidTo: DateFieldError | null;
}

/** Which bounds of the payment date range cannot be used, and why (shown beneath the fields). */
export function dateRangeErrors(
  filters: Pick<HistoricalFilters, 'paidFrom' | 'paidTo'>,
  now: number,
): DateRangeErrors {
  const todayDay = today(now);
  const check = (value: string): DateFieldError | null => {
    if (!value) return null;
    if (!ISO_DAY.test(value) || dayjs(value).format('YYYY-MM-DD') !== value) return 'invalid';
    if (value > todayDay) return 'future';
    return null;
  };
  const paidFrom = check(filters.paidFrom);
  const paidTo = check(filters.paidTo);
  if (!paidFrom && !paidTo && filters.paidFrom && filters.paidTo && filters.paidFrom > filters.paidTo) {
    return { paidFrom: 'after_end', paidTo: null };
  }
  return { paidFrom, paidTo };
}

/**
 * portal-spec §5's text search over the number, the case number and the investment address, by the portal's
 * one search rule: case, Polish diacritics and punctuation ignored, every word found.
 */
export function matchesText(invoice: Invoice, text: string): boolean {
  return matchesSearch([invoice.number, invoice.issueNumber, invoice.investmentAddress], text);
}

/** Bounds are inclusive days; an empty bound is open. With any bound set, no payment date fails. */
export function matchesPaymentDate(invoice: Invoice, paidFrom: string, paidTo: string): boolean {
  if (!paidFrom && !paidTo) return true;
  if (invoice.paymentDate === null) return false;
  const day = localDay(invoice.paymentDate);
  if (paidFrom && day < paidFrom) return false;
  if (paidTo && day > paidTo) return false;
  return true;
}

const sortKeys: Record<HistoricalSort, { key: 'paymentTerm' | 'issueDate'; direction: 1 | -1 }> = {
  'paymentTerm-desc': { key: 'paymentTerm', direction: -1 },
  'paymentTerm-asc': { key: 'paymentTerm', direction: 1 },
  'issueDate-desc': { key: 'issueDate', direction: -1 },
  'issueDate-asc': { key: 'issueDate', direction: 1 },
};

export function sortHistorical(invoices: readonly Invoice[], sort: HistoricalSort): Invoice[] {
  const { key, direction } = sortKeys[sort];
  return [...invoices].sort((a, b) => direction * (a[key] - b[key]) || comparePolish(a.number, b.number));
}

/** Filters (ignoring a bound that has an error) and sorts the historical invoices. */
export function applyHistoricalFilters(
  invoices: readonly Invoice[],
  filters: HistoricalFilters,
  now: number,
): Invoice[] {
  const errors = dateRangeErrors(filters, now);
  const paidFrom = errors.paidFrom ? '' : filters.paidFrom;
  const paidTo = errors.paidTo ? '' : filters.paidTo;
  const words = searchWords(filters.text);
  return sortHistorical(
    invoices.filter(
      (invoice) =>
        matchesWords([invoice.number, invoice.issueNumber, invoice.investmentAddress], words) &&
        matchesPaymentDate(invoice, paidFrom, paidTo),
    ),
    filters.sort,
  );
}

/** How many filters narrow the list (the mobile filters toggle shows it). */
export function activeFilterCount(filters: HistoricalFilters): number {
  return [filters.text.trim(), filters.paidFrom, filters.paidTo].filter(Boolean).length;
}
