// portal-spec §2 Invoices (/platnosci): the total and overdue tiles, the 'select document and pay' section
// and the historical section; the transfer-data and payment-error dialogs. §3 loading states LOADING,
// SUCCESS, ERROR. The payment flow (§4, §5, §8) is usePaymentFlow's.
import { Box, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ErrorBox, Page, PageHeading } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useMemo } from 'react';
import { isApiClientError } from '../../../lib/api/index.ts';
import { useDocumentTitle } from '../../../lib/useDocumentTitle.ts';
import { useBuildsFirstRender } from '../../../shared/loading/buildsFirstRender.tsx';
import { invoiceKeys, invoicesQuery } from '../api/invoiceQueries.ts';
import { useInvoiceSelection } from '../hooks/useInvoiceSelection.ts';
import { usePaymentScreen } from '../hooks/usePaymentScreen.ts';
import {
  activeInvoices,
  historicalInvoices,
  overdueInvoices,
  overduePendingInvoices,
  payableInvoices,
  pendingInvoices,
} from '../lib/invoiceLists.ts';
import type { HistoricalFilters } from '../lib/historicalSearch.ts';
import type { Notifier } from '../../../shared/notifications/notifier.ts';
import { orderIdOnInvoicesPage } from '../lib/paymentRequest.ts';
import { payButtonState } from '../stores/paymentStore.ts';
import { loadHistorySection } from './historySectionChunk.ts';
import { InvoicesLoading } from './InvoicesLoading.tsx';
import { PayableSection } from './PayableSection.tsx';
import { RefetchNotice } from './RefetchNotice.tsx';
import { SummaryTiles } from './SummaryTiles.tsx';
import { LazyPaymentErrorDialog, LazyTransferDataDialog } from './lazyDialogs.tsx';
import { RetryButton } from '../../../shared/query/RetryButton.tsx';

export interface InvoicesPageProps {
  /** The historical section's `?page=` (undefined when absent, 0 when invalid). */
  requestedPage: number | undefined;
  onPageChange: (page: number, options: { replace: boolean }) => void;
  /** The historical section's filters and sort from the address. */
  historyFilters?: HistoricalFilters;
  onHistoryFiltersChange?: (filters: HistoricalFilters) => void;
  notify: Notifier;
  /** Stories and tests: a fixed "now" (by default the time the invoices were loaded, as the server's totals). */
  now?: number;
  /** Stories and tests: where the provider's address goes instead of the browser's location. */
  redirect?: (url: string) => void;
  layout?: 'table' | 'tiles';
}

const HistorySection = lazy(loadHistorySection);

export function InvoicesPage({
  requestedPage,
  onPageChange,
  historyFilters,
  onHistoryFiltersChange,
  notify,
  now: fixedNow,
  redirect,
  layout,
}: InvoicesPageProps) {
  const { t } = useLingui();
  useDocumentTitle(t`Faktury i płatności`);
  const query = useQuery(invoicesQuery);
  // Hydration: over the pre-rendered page the first render is its skeleton, even with the data cached.
  const asBuilt = useBuildsFirstRender();
  const screen = usePaymentScreen({
    notify,
    orderIdOf: orderIdOnInvoicesPage,
    invoicesQueryKey: invoiceKeys.list,
    ...(redirect ? { redirect } : {}),
  });
  const { payment, flow, openTransfer } = screen;

  const now = fixedNow ?? query.dataUpdatedAt;
  const invoices = query.data?.invoices;
  const lists = useMemo(() => {
    const all = invoices ?? [];
    return {
      payable: payableInvoices(all),
      active: activeInvoices(all),
      overdue: overdueInvoices(all, now),
      pending: pendingInvoices(all),
      overduePending: overduePendingInvoices(all, now),
      historical: historicalInvoices(all),
    };
  }, [invoices, now]);
  const selection = useInvoiceSelection(lists.payable);

  let content;
  if (query.isPending || asBuilt) {
    content = <InvoicesLoading />;
  } else if (query.isError) {
    // Customer journeys: a server failure shows its error code (for the helpline), a lost connection says so.
    const errorId = isApiClientError(query.error) ? query.error.errorId : undefined;
    content = (
      <ErrorBox
        title={<Trans>Nie udało się wczytać dokumentów</Trans>}
        actions={<RetryButton query={query} size="sm" />}
      >
        {errorId ? (
          <Stack gap="1">
            <Text>
              <Trans>Wystąpił błąd serwera. Spróbuj ponownie za chwilę.</Trans>
            </Text>
            <Text fontWeight="semibold">
              <Trans>Kod błędu: {errorId}</Trans>
            </Text>
          </Stack>
        ) : (
          <Trans>Sprawdź połączenie z internetem i spróbuj ponownie za chwilę.</Trans>
        )}
      </ErrorBox>
    );
  } else {
    const data = query.data;
    content = (
      <Stack gap={{ base: '6', md: '8' }}>
        <SummaryTiles
          totalAmount={data.totalActiveAmount}
          totalCount={lists.active.length}
          overdueAmount={data.totalOverdueAmount}
          overdueCount={lists.overdue.length}
          pendingAmount={data.totalPendingAmount}
          pendingCount={lists.pending.length}
          overduePendingAmount={data.totalOverduePendingAmount}
          overduePendingCount={lists.overduePending.length}
          totalPayState={payButtonState(payment, { type: 'total' })}
          overduePayState={payButtonState(payment, { type: 'total_overdue' })}
          onPayTotal={() => void flow.pay('total', lists.active)}
          onPayOverdue={() => void flow.pay('total_overdue', lists.overdue)}
          onTransferTotal={() => openTransfer(lists.active)}
          onTransferOverdue={() => openTransfer(lists.overdue)}
        />
        <Box>
          <RefetchNotice visible={payment.refetchingInvoices} />
          <PayableSection
            invoices={lists.payable}
            now={now}
            selection={selection}
            {...screen.sectionActions}
            caseLinks
            {...(layout ? { layout } : {})}
          />
        </Box>
        <Suspense fallback={<InvoicesLoading tiles={false} />}>
          <HistorySection
            invoices={lists.historical}
            now={now}
            requestedPage={requestedPage}
            onPageChange={onPageChange}
            {...(historyFilters ? { filters: historyFilters } : {})}
            {...(onHistoryFiltersChange ? { onFiltersChange: onHistoryFiltersChange } : {})}
            {...(layout ? { layout } : {})}
          />
        </Suspense>
        <LazyTransferDataDialog {...screen.transferDialog} accountNumber={data.accountNumber} />
      </Stack>
    );
  }

  return (
    <Page>
      <PageHeading
        title={<Trans>Faktury i płatności</Trans>}
        description={
          <Trans>
            Sprawdź, co jest do zapłaty, i opłać dokumenty online albo przelewem na Twój indywidualny numer
            rachunku.
          </Trans>
        }
      />
      {content}
      <LazyPaymentErrorDialog {...screen.errorDialog} />
    </Page>
  );
}
