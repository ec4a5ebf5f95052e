// portal-spec §2 Invoices, the historical section: paid and canceled invoices with filters (§5), 10 a page
// under `?page=`; 'Brak płatności historycznych.' when there are none, 'Brak wyników dla podanych
// kryteriów filtrowania' when the filters leave none.
import { Box, VisuallyHidden } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Invoice } from '@portal/api-contract';
import { SearchOffIcon, HistoryIcon } from '@portal/ui';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { applyHistoricalFilters } from '../lib/historicalFilters.ts';
import { EMPTY_HISTORICAL_FILTERS, type HistoricalFilters } from '../lib/historicalSearch.ts';
import { pageCount, pageItems, resolvePage } from '../../../shared/pagination/paging.ts';
import { EmptyState } from './EmptyState.tsx';
import { HistoricalFiltersPanel } from './HistoricalFiltersPanel.tsx';
import { HistoricalInvoicesTable, HistoricalInvoiceTiles } from './HistoricalInvoicesList.tsx';
import { NumberedPagination } from '../../../shared/pagination/NumberedPagination.tsx';
import { useInvoiceLayout } from './PayableSection.tsx';
import { SectionPanel } from './SectionPanel.tsx';

export interface HistorySectionProps {
  /** Paid and canceled invoices, in any order. */
  invoices: readonly Invoice[];
  now: number;
  /** The `?page=` the address asks for (undefined when absent, 0 when invalid). */
  requestedPage: number | undefined;
  onPageChange: (page: number, options: { replace: boolean }) => void;
  /** The filters from the page's address; without them the section keeps its own. */
  filters?: HistoricalFilters;
  /** Applies new filters on their first page (with `filters`). */
  onFiltersChange?: (filters: HistoricalFilters) => void;
  title?: ReactNode;
  layout?: 'table' | 'tiles';
}

export function HistorySection({
  invoices,
  now,
  requestedPage,
  onPageChange,
  filters: addressFilters,
  onFiltersChange,
  title,
  layout,
}: HistorySectionProps) {
  const { t } = useLingui();
  const shown = useInvoiceLayout(layout);
  const [ownFilters, setOwnFilters] = useState<HistoricalFilters>(EMPTY_HISTORICAL_FILTERS);
  const filters = addressFilters ?? ownFilters;
  const [touched, setTouched] = useState(false);
  // A shared or reloaded address with filters shows its result count too.
  const filtersTouched =
    touched ||
    filters.text !== '' ||
    filters.paidFrom !== '' ||
    filters.paidTo !== '' ||
    filters.sort !== EMPTY_HISTORICAL_FILTERS.sort;
  const sectionRef = useRef<HTMLDivElement>(null);
  const filtered = useMemo(() => applyHistoricalFilters(invoices, filters, now), [invoices, filters, now]);
  const { page, replaceWithBase } = resolvePage(requestedPage, filtered.length);
  const lastPage = pageCount(filtered.length);

  useEffect(() => {
    if (replaceWithBase) onPageChange(1, { replace: true });
  }, [replaceWithBase, onPageChange]);

  const changeFilters = (next: HistoricalFilters) => {
    setTouched(true);
    if (onFiltersChange) {
      onFiltersChange(next);
      return;
    }
    setOwnFilters(next);
    if (page !== 1) onPageChange(1, { replace: true });
  };

  const goToPage = (next: number) => {
    onPageChange(next, { replace: false });
    sectionRef.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  };

  const caption = t`Płatności historyczne: dokumenty opłacone i anulowane`;
  let content: ReactNode;
  if (invoices.length === 0) {
    content = (
      <EmptyState icon={<HistoryIcon />}>
        <Trans>Brak płatności historycznych.</Trans>
      </EmptyState>
    );
  } else if (filtered.length === 0) {
    content = (
      <EmptyState icon={<SearchOffIcon />}>
        <Trans>Brak wyników dla podanych kryteriów filtrowania</Trans>
      </EmptyState>
    );
  } else {
    const rows = pageItems(filtered, page);
    content = (
      <>
        {shown === 'table' ? (
          <HistoricalInvoicesTable invoices={rows} caption={caption} />
        ) : (
          <HistoricalInvoiceTiles invoices={rows} caption={caption} />
        )}
        <NumberedPagination
          page={page}
          lastPage={lastPage}
          total={filtered.length}
          onPageChange={goToPage}
          label={t`Strony płatności historycznych`}
        />
      </>
    );
  }

  return (
    <Box ref={sectionRef} scrollMarginTop="24">
      <SectionPanel
        id="historia-platnosci"
        title={title ?? <Trans>Płatności historyczne</Trans>}
        description={<Trans>Dokumenty opłacone i anulowane.</Trans>}
      >
        {invoices.length > 0 ? (
          <HistoricalFiltersPanel
            filters={filters}
            onChange={changeFilters}
            now={now}
            alwaysOpen={shown === 'table'}
          />
        ) : null}
        {content}
        <VisuallyHidden role="status">
          {filtersTouched ? t`Liczba wyników: ${filtered.length}` : null}
        </VisuallyHidden>
      </SectionPanel>
    </Box>
  );
}
