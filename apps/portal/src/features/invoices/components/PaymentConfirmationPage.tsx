// The return page of the payment provider, /platnosci/potwierdzenie?zamowienie=<order uuid>
// (docs/decisions.md): the provider sends its signed notification to the server and the browser back here,
// in either order, so the page polls GET /api/orders/{id} while the order is PENDING and shows the
// provider's verdict when it arrives: waiting, paid, rejected or expired. Polling gives up after
// MAX_WAIT_MS and offers to check again.
import { Box, Button, Flex, Spinner, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { PaymentOrderState } from '@portal/api-contract';
import {
  AlertTriangleIcon,
  ButtonLink,
  CheckCircleIcon,
  FullScreenLoader,
  MessagePanel,
  Page,
  formatDate,
  formatMoney,
  type MessageTone,
  ClockIcon,
  CloseIcon,
} from '@portal/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink } from '@tanstack/react-router';
import { useEffect, useState, type ReactNode } from 'react';
import { isApiClientError } from '../../../lib/api/index.ts';
import { useDocumentTitle } from '../../../lib/useDocumentTitle.ts';
import { invoiceKeys, paymentOrderQuery } from '../api/invoiceQueries.ts';
import { paymentReturnIssue } from '../lib/paymentReturn.ts';
import { RetryButton } from '../../../shared/query/RetryButton.tsx';

/** How long the page keeps asking before it says the confirmation is late. */
export const MAX_WAIT_MS = 120_000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isOrderId(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}

export interface PaymentConfirmationPageProps {
  /** The `zamowienie` query parameter. */
  orderId: string | undefined;
}

/** The way back: to the case the payment was made from, otherwise to the invoices page. */
function BackToInvoices({ primary = true, children }: { primary?: boolean; children?: ReactNode }) {
  const [issueId] = useState(paymentReturnIssue);
  return (
    // A long label wraps inside the card on a phone instead of overflowing it.
    <ButtonLink
      asChild
      size="lg"
      colorPalette="brand"
      variant={primary ? 'solid' : 'outline'}
      whiteSpace="normal"
      h="auto"
      minH="12"
      py="2"
      maxW="full"
      textAlign="center"
    >
      {issueId !== null ? (
        <RouterLink to="/lista-spraw/$issueId" params={{ issueId: String(issueId) }}>
          <Trans>Wróć do sprawy</Trans>
        </RouterLink>
      ) : (
        <RouterLink to="/platnosci">{children ?? <Trans>Wróć do płatności</Trans>}</RouterLink>
      )}
    </ButtonLink>
  );
}

function OrderSummary({ order }: { order: PaymentOrderState }) {
  const amount = formatMoney(order.totalAmount);
  const count = order.invoiceNumbers.length;
  return (
    <Box
      as="dl"
      display="grid"
      gridTemplateColumns={{ base: '1fr', sm: 'auto 1fr' }}
      columnGap="6"
      rowGap={{ base: '1', sm: '2' }}
      textAlign="start"
      bg="bg.subtle"
      borderRadius="lg"
      borderWidth="1px"
      borderColor="border.muted"
      px="5"
      py="4"
      mt="2"
      textStyle="md"
      color="fg"
    >
      <Text as="dt" color="fg.muted">
        <Trans>Kwota</Trans>
      </Text>
      <Text as="dd" fontWeight="bold" fontVariantNumeric="tabular-nums" mb={{ base: '2', sm: '0' }}>
        {amount}
      </Text>
      <Text as="dt" color="fg.muted">
        {count === 1 ? <Trans>Dokument</Trans> : <Trans>Dokumenty</Trans>}
      </Text>
      <Box as="dd" fontWeight="semibold" mb={{ base: '2', sm: '0' }}>
        {order.invoiceNumbers.join(', ')}
      </Box>
      {order.paidAt ? (
        <>
          <Text as="dt" color="fg.muted">
            <Trans>Data płatności</Trans>
          </Text>
          <Text as="dd" fontWeight="semibold">
            {formatDate(order.paidAt)}
          </Text>
        </>
      ) : null}
    </Box>
  );
}

interface Verdict {
  tone: MessageTone;
  icon?: ReactNode;
  title: ReactNode;
  text: ReactNode;
}

function verdictOf(order: PaymentOrderState): Verdict {
  switch (order.status) {
    case 'PAID':
      return {
        tone: 'success',
        icon: <CheckCircleIcon />,
        title: <Trans>Płatność zakończona</Trans>,
        text: <Trans>Dziękujemy! Operator płatności potwierdził wpłatę, a dokumenty są już opłacone.</Trans>,
      };
    case 'REJECTED':
      return {
        tone: 'error',
        icon: <CloseIcon />,
        title: <Trans>Płatność została odrzucona</Trans>,
        text: (
          <Trans>
            Operator płatności nie przyjął płatności albo została ona przerwana. Pieniądze nie zostały
            pobrane, a dokumenty znów czekają na zapłatę. Możesz spróbować ponownie.
          </Trans>
        ),
      };
    case 'EXPIRED':
      return {
        tone: 'warning',
        icon: <AlertTriangleIcon />,
        title: <Trans>Płatność wygasła</Trans>,
        text: (
          <Trans>
            Płatność nie została zakończona w wyznaczonym czasie. Dokumenty znów czekają na zapłatę. Możesz
            zapłacić ponownie.
          </Trans>
        ),
      };
    case 'CANCELED':
      return {
        tone: 'warning',
        icon: <AlertTriangleIcon />,
        title: <Trans>Płatność została anulowana</Trans>,
        text: (
          <Trans>
            Płatność anulowano, zanim operator płatności ją potwierdził. Dokumenty znów czekają na zapłatę.
            Możesz zapłacić ponownie.
          </Trans>
        ),
      };
    default:
      return {
        tone: 'info',
        icon: <ClockIcon />,
        title: <Trans>Czekamy na potwierdzenie płatności</Trans>,
        text: (
          <Trans>
            Operator płatności jeszcze nie potwierdził wpłaty. Zwykle trwa to kilka sekund, a ta strona
            odświeży się sama.
          </Trans>
        ),
      };
  }
}

export function PaymentConfirmationPage({ orderId }: PaymentConfirmationPageProps) {
  const { t } = useLingui();
  useDocumentTitle(t`Potwierdzenie płatności`);
  const queryClient = useQueryClient();
  const valid = isOrderId(orderId);
  const [waitedTooLong, setWaitedTooLong] = useState(false);
  const query = useQuery({
    ...paymentOrderQuery(valid ? orderId : '', { poll: !waitedTooLong }),
    enabled: valid,
    retry: (count, error) => isApiClientError(error) && error.kind === 'network' && count < 3,
  });
  const status = query.data?.status;
  const final = status !== undefined && status !== 'PENDING';

  useEffect(() => {
    if (status !== 'PENDING' || waitedTooLong) return;
    const timer = setTimeout(() => setWaitedTooLong(true), MAX_WAIT_MS);
    return () => clearTimeout(timer);
  }, [status, waitedTooLong]);

  // The invoices changed with the verdict (paid, or payable again): the lists must not show the old state.
  useEffect(() => {
    if (final) void queryClient.invalidateQueries({ queryKey: invoiceKeys.all });
  }, [final, queryClient]);

  if (!valid || (query.isError && isApiClientError(query.error) && query.error.kind === 'not_found')) {
    return (
      <Page width="narrow">
        <MessagePanel
          tone="warning"
          title={<Trans>Nie znaleziono płatności</Trans>}
          actions={<BackToInvoices />}
        >
          <Trans>
            Adres strony nie wskazuje żadnej Twojej płatności. Stan dokumentów sprawdzisz na liście płatności.
          </Trans>
        </MessagePanel>
      </Page>
    );
  }
  if (query.isPending) {
    return <FullScreenLoader label={<Trans>Sprawdzamy stan płatności…</Trans>} />;
  }
  if (query.isError) {
    return (
      <Page width="narrow">
        <MessagePanel
          tone="error"
          title={<Trans>Nie udało się sprawdzić stanu płatności</Trans>}
          actions={
            <>
              <RetryButton query={query} size="lg" />
              <BackToInvoices primary={false} />
            </>
          }
        >
          <Trans>Sprawdź połączenie z internetem i spróbuj ponownie za chwilę.</Trans>
        </MessagePanel>
      </Page>
    );
  }

  const order = query.data;
  const verdict = verdictOf(order);
  const waiting = order.status === 'PENDING';
  return (
    <Page width="narrow">
      <VisuallyHidden role="status">
        {waiting ? null : t`Stan płatności został zaktualizowany.`}
      </VisuallyHidden>
      <MessagePanel
        tone={verdict.tone}
        {...(verdict.icon ? { icon: <>{verdict.icon}</> } : {})}
        title={verdict.title}
        meta={<OrderSummary order={order} />}
        actions={
          waiting ? (
            <>
              {waitedTooLong ? (
                <Button
                  size="lg"
                  colorPalette="brand"
                  onClick={() => {
                    setWaitedTooLong(false);
                    void query.refetch();
                  }}
                >
                  <Trans>Sprawdź ponownie</Trans>
                </Button>
              ) : null}
              <BackToInvoices primary={waitedTooLong ? false : true} />
            </>
          ) : (
            <BackToInvoices>
              {order.status === 'PAID' ? (
                <Trans>Wróć do płatności</Trans>
              ) : (
                <Trans>Wróć do płatności i zapłać ponownie</Trans>
              )}
            </BackToInvoices>
          )
        }
      >
        <Stack gap="3">
          <Text>{verdict.text}</Text>
          {waiting ? (
            <Flex align="center" gap="3" justify={{ base: 'flex-start', md: 'center' }} color="brand.fg">
              {waitedTooLong ? (
                <Text textStyle="md" color="fg.warning" fontWeight="medium">
                  <Trans>
                    Potwierdzenie się opóźnia. Jeśli zapłaciłeś, nie płać ponownie: sprawdź stan płatności za
                    kilka minut.
                  </Trans>
                </Text>
              ) : (
                <>
                  <Spinner size="sm" />
                  <Text textStyle="md" fontWeight="medium">
                    <Trans>Sprawdzamy stan płatności…</Trans>
                  </Text>
                </>
              )}
            </Flex>
          ) : null}
        </Stack>
      </MessagePanel>
    </Page>
  );
}
