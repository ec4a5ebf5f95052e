// portal-spec §2 Case details: the active-invoices card, shown when active or pending invoices exist, with
// the same pay and transfer actions as the invoices page (§7: orderId is the case id here), and the case's
// payments history with its loader. Both read GET /api/issues/{id}/invoices (one request, shared).
import { Box, Button, Flex, Skeleton, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { skeletonRecipe } from '@chakra-ui/react/theme';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { decimalToGrosze, groszeToDecimal } from '@portal/api-contract/plain';
import { formatDate, HistoryIcon, Money, BankIcon, CardIcon } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { invoiceKeys, issueInvoicesQuery } from '../api/invoiceQueries.ts';
import { useInvoiceSelection } from '../hooks/useInvoiceSelection.ts';
import { usePaymentScreen } from '../hooks/usePaymentScreen.ts';
import { sortHistorical } from '../lib/historicalFilters.ts';
import { activeInvoices, historicalInvoices, payableInvoices } from '../lib/invoiceLists.ts';
import type { Notifier } from '../../../shared/notifications/notifier.ts';
import { orderIdOnCaseDetails } from '../lib/paymentRequest.ts';
import { payButtonState } from '../stores/paymentStore.ts';
import { EmptyState } from './EmptyState.tsx';
import { CanceledChip } from './InvoiceFacts.tsx';
import { InvoiceListClasses } from './InvoiceListClasses.tsx';
import { PayableSection } from './PayableSection.tsx';
import { RefetchNotice } from './RefetchNotice.tsx';
import { SectionPanel } from './SectionPanel.tsx';
import { LazyPaymentErrorDialog, LazyTransferDataDialog } from './lazyDialogs.tsx';
import { RetryButton } from '../../../shared/query/RetryButton.tsx';

export interface IssueInvoicesCardProps {
  issueId: number;
  notify: Notifier;
  /** Stories and tests. */
  now?: number;
  redirect?: (url: string) => void;
  layout?: 'table' | 'tiles';
}

/** The active-invoices card; nothing while loading, on error, or when the case has nothing to pay. */
export function IssueInvoicesCard({
  issueId,
  notify,
  now: fixedNow,
  redirect,
  layout,
}: IssueInvoicesCardProps) {
  const { t } = useLingui();
  const query = useQuery(issueInvoicesQuery(issueId));
  const screen = usePaymentScreen({
    notify,
    orderIdOf: useMemo(() => orderIdOnCaseDetails(issueId), [issueId]),
    invoicesQueryKey: invoiceKeys.issue(issueId),
    returnIssueId: issueId,
    ...(redirect ? { redirect } : {}),
  });
  const { payment, flow, openTransfer } = screen;
  const now = fixedNow ?? query.dataUpdatedAt;
  const invoices = query.data?.invoices;
  const payable = useMemo(() => payableInvoices(invoices ?? []), [invoices]);
  const active = useMemo(() => activeInvoices(invoices ?? []), [invoices]);
  const selection = useInvoiceSelection(payable);

  if (!query.data || payable.length === 0) return null;
  // Customer journeys: a payment under way stays in the total (owed until the provider confirms it), said as pending.
  const pendingGrosze = decimalToGrosze(query.data.totalPendingAmount);
  const total = groszeToDecimal(decimalToGrosze(query.data.totalActiveAmount) + pendingGrosze);
  const payAll = payButtonState(payment, { type: 'total' });

  return (
    <Box>
      <RefetchNotice visible={payment.refetchingInvoices} />
      <PayableSection
        id="faktury-sprawy"
        title={<Trans>Faktury do zapłaty w tej sprawie</Trans>}
        description={
          active.length > 1 ? (
            <Trans>
              Zapłać wszystkie dokumenty sprawy jedną płatnością albo zaznacz te, które chcesz opłacić teraz.
            </Trans>
          ) : (
            <Trans>Zapłać online albo przelewem na Twój indywidualny numer rachunku.</Trans>
          )
        }
        headerActions={
          active.length > 0 ? (
            <Flex direction="column" align={{ base: 'stretch', sm: 'flex-end' }} gap="2">
              <Text textStyle="sm" color="fg.muted" textAlign={{ base: 'start', sm: 'end' }}>
                <Trans>Do zapłaty</Trans>{' '}
                <Money value={total} textStyle="xl" fontWeight="bold" color="brand.fg" />
              </Text>
              {pendingGrosze > 0 ? (
                <Text textStyle="sm" color="fg.warning" textAlign={{ base: 'start', sm: 'end' }}>
                  <Trans>
                    w tym <Money value={query.data.totalPendingAmount} /> w toku płatności
                  </Trans>
                </Text>
              ) : null}
              <Flex gap="2" wrap="wrap">
                <Button
                  variant="outline"
                  colorPalette="brand"
                  size="sm"
                  flex={{ base: '1', sm: '0 0 auto' }}
                  onClick={() => openTransfer(active)}
                  aria-label={t`Dane do przelewu: wszystkie dokumenty sprawy`}
                >
                  <BankIcon />
                  <Trans>Dane do przelewu</Trans>
                </Button>
                <Button
                  colorPalette="brand"
                  size="sm"
                  flex={{ base: '1', sm: '0 0 auto' }}
                  onClick={() => void flow.pay('total', active)}
                  loading={payAll.loading}
                  disabled={payAll.disabled}
                  aria-label={t`Zapłać wszystkie dokumenty sprawy`}
                >
                  <CardIcon />
                  <Trans>Zapłać wszystkie</Trans>
                </Button>
              </Flex>
            </Flex>
          ) : null
        }
        invoices={payable}
        now={now}
        selectable={active.length > 1}
        selection={selection}
        {...screen.sectionActions}
        {...(layout ? { layout } : {})}
      />
      <LazyTransferDataDialog {...screen.transferDialog} accountNumber={query.data.accountNumber} />
      <LazyPaymentErrorDialog {...screen.errorDialog} />
    </Box>
  );
}

/** How many payments the history shows at first and adds on 'show more' (as the case's other lists). */
export const HISTORY_STEP = 3;

export interface IssuePaymentsHistoryProps {
  issueId: number;
}

/** portal-spec §2 Case details, right column: the payments history (invoice list) and its loader. */
export function IssuePaymentsHistory({ issueId }: IssuePaymentsHistoryProps) {
  const { t } = useLingui();
  const query = useQuery(issueInvoicesQuery(issueId));
  const [shown, setShown] = useState(HISTORY_STEP);
  const history = useMemo(
    () => sortHistorical(historicalInvoices(query.data?.invoices ?? []), 'paymentTerm-desc'),
    [query.data],
  );

  let content;
  if (query.isPending) {
    content = (
      <Stack gap="3" px={{ base: '4', md: '6' }} py="5" role="status">
        <VisuallyHidden>
          <Trans>Ładujemy płatności…</Trans>
        </VisuallyHidden>
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} recipe={skeletonRecipe} variant="pulse" h="12" borderRadius="md" />
        ))}
      </Stack>
    );
  } else if (query.isError) {
    content = (
      <Stack gap="3" px={{ base: '4', md: '6' }} py="5" align="flex-start">
        <Text color="fg.error" textStyle="sm">
          <Trans>Nie udało się wczytać płatności.</Trans>
        </Text>
        <RetryButton query={query} size="sm" variant="outline" />
      </Stack>
    );
  } else if (history.length === 0) {
    content = (
      <EmptyState icon={<HistoryIcon />}>
        <Trans>Brak płatności historycznych.</Trans>
      </EmptyState>
    );
  } else {
    const more = history.length - shown;
    const nextStep = Math.min(HISTORY_STEP, more);
    content = (
      <>
        <InvoiceListClasses>
          <Box as="ul" listStyleType="none" aria-label={t`Płatności w tej sprawie`}>
            {history.slice(0, shown).map((invoice) => (
              <Flex
                as="li"
                key={invoice.number}
                gap="3"
                justify="space-between"
                align="flex-start"
                px={{ base: '4', md: '6' }}
                py="3"
                borderBottomWidth="1px"
                borderColor="border.muted"
                _last={{ borderBottomWidth: '0' }}
              >
                <Stack gap="0.5" minW="0">
                  <Text fontWeight="semibold" overflowWrap="anywhere">
                    {invoice.number}
                  </Text>
                  <Text textStyle="xs" color="fg.muted">
                    {invoice.type}
                  </Text>
                </Stack>
                <Stack gap="1" align="flex-end" flexShrink={0}>
                  <Money
                    value={invoice.amount}
                    fontWeight="semibold"
                    color={invoice.status === 'CANCELED' ? 'fg.muted' : undefined}
                    textDecoration={invoice.status === 'CANCELED' ? 'line-through' : undefined}
                  />
                  {invoice.status === 'CANCELED' ? (
                    <CanceledChip />
                  ) : (
                    <Text textStyle="xs" color="fg.success" fontWeight="medium">
                      <Trans>Opłacona {formatDate(invoice.paymentDate)}</Trans>
                    </Text>
                  )}
                </Stack>
              </Flex>
            ))}
          </Box>
        </InvoiceListClasses>
        {more > 0 ? (
          <Box px={{ base: '4', md: '6' }} py="3" borderTopWidth="1px" borderColor="border.muted">
            <Button
              variant="ghost"
              colorPalette="brand"
              size="sm"
              onClick={() => setShown((count) => count + HISTORY_STEP)}
            >
              <Trans>Pokaż więcej ({nextStep})</Trans>
            </Button>
          </Box>
        ) : null}
      </>
    );
  }

  return (
    <SectionPanel
      id="platnosci-sprawy"
      compact
      title={<Trans>Historia płatności</Trans>}
      meta={
        query.data ? (
          <Plural
            value={history.length}
            one="# płatność"
            few="# płatności"
            many="# płatności"
            other="# płatności"
          />
        ) : null
      }
      busy={query.isFetching}
    >
      {content}
    </SectionPanel>
  );
}
