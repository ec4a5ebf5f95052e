// Customer journeys: every paginated list says which rows it shows in one wording ('1–10 z 25 wyników'); the case
// lists said that, the historical invoices 'Wyniki 1–10 z 17'.
import { plural } from '@lingui/core/macro';
import type { PageRange } from './paging.ts';

/** '1–10 z 25 wyników', '1–1 z 1 wyniku'. */
export function resultsRangeText({ from, to, total }: PageRange): string {
  return plural(total, {
    one: `${from}–${to} z # wyniku`,
    other: `${from}–${to} z # wyników`,
  });
}
