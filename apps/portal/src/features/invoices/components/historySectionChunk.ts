// Hydration, "the first view's weight": the invoices screen's historical section (its filters with the date
// fields, the drop-down, the numbered pages: ~10 KB gzip) is its own chunk. The route's loader starts it
// with the invoices' request, and the section draws only once the invoices have arrived, so it is not a
// request after the screen's: the screen's first view is the summary and the payable documents.
export const loadHistorySection = () =>
  import('./HistorySection.tsx').then((module) => ({ default: module.HistorySection }));
