// portal-spec §2 and §4 Historical invoices: PAID shows its payment date, CANCELED a chip. The same columns
// as the pay section with the payment date last (a table on wide screens, tiles below md).
import { Box, Flex, Grid, Stack, Table, Text, VisuallyHidden } from '@chakra-ui/react';
import { tableSlotRecipe } from '@chakra-ui/react/theme';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Invoice } from '@portal/api-contract';
import { formatDate, Money } from '@portal/ui';
import { ScrollableTable } from './ScrollableTable.tsx';
import { CanceledChip, CaseNumber, InvestmentAddress, PaidBadge } from './InvoiceFacts.tsx';
import { Fact } from './PayableInvoiceTiles.tsx';

export interface HistoricalInvoicesListProps {
  invoices: readonly Invoice[];
  caption: string;
}

const header = {
  scope: 'col',
  color: 'fg.muted',
  fontWeight: 'semibold',
  textStyle: 'xs',
  textTransform: 'uppercase',
  letterSpacing: 'wide',
  py: '3',
} as const;

function PaymentOutcome({ invoice }: { invoice: Invoice }) {
  if (invoice.status === 'CANCELED') return <CanceledChip />;
  return (
    <Text as="span" whiteSpace="nowrap" fontVariantNumeric="tabular-nums" fontWeight="medium">
      {formatDate(invoice.paymentDate)}
    </Text>
  );
}

export function HistoricalInvoicesTable({ invoices, caption }: HistoricalInvoicesListProps) {
  return (
    <ScrollableTable label={caption}>
      <Table.Root recipe={tableSlotRecipe} size="sm" textStyle="sm" css={{ '& td, & th': { px: '2.5' } }}>
        <Table.Caption>
          <VisuallyHidden>{caption}</VisuallyHidden>
        </Table.Caption>
        <Table.Header>
          <Table.Row bg="bg.subtle">
            <Table.ColumnHeader {...header} ps={{ md: '6' }}>
              <Trans>Rodzaj dokumentu</Trans>
            </Table.ColumnHeader>
            <Table.ColumnHeader {...header}>
              <Trans>Numer dokumentu</Trans>
            </Table.ColumnHeader>
            <Table.ColumnHeader {...header}>
              <Trans>Numer sprawy</Trans>
            </Table.ColumnHeader>
            <Table.ColumnHeader {...header}>
              <Trans>Adres inwestycji</Trans>
            </Table.ColumnHeader>
            <Table.ColumnHeader {...header}>
              <Trans>Data wystawienia</Trans>
            </Table.ColumnHeader>
            <Table.ColumnHeader {...header}>
              <Trans>Termin płatności</Trans>
            </Table.ColumnHeader>
            <Table.ColumnHeader {...header} textAlign="end">
              <Trans>Kwota</Trans>
            </Table.ColumnHeader>
            <Table.ColumnHeader {...header} pe={{ md: '6' }}>
              <Trans>Data płatności</Trans>
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {invoices.map((invoice) => (
            <Table.Row
              key={invoice.number}
              data-status={invoice.status}
              color={invoice.status === 'CANCELED' ? 'fg.muted' : undefined}
            >
              <Table.Cell ps={{ md: '6' }} minW="24">
                {invoice.type}
              </Table.Cell>
              <Table.Cell fontWeight="semibold" whiteSpace="nowrap" color="fg">
                {invoice.number}
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">
                <CaseNumber issueNumber={invoice.issueNumber} issueId={invoice.issueId} />
              </Table.Cell>
              <Table.Cell minW="36" maxW="60">
                <InvestmentAddress address={invoice.investmentAddress} />
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
                {formatDate(invoice.issueDate)}
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
                {formatDate(invoice.paymentTerm)}
              </Table.Cell>
              <Table.Cell textAlign="end" fontWeight="semibold">
                <Money
                  value={invoice.amount}
                  textDecoration={invoice.status === 'CANCELED' ? 'line-through' : undefined}
                />
              </Table.Cell>
              <Table.Cell pe={{ md: '6' }}>
                <PaymentOutcome invoice={invoice} />
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </ScrollableTable>
  );
}

export function HistoricalInvoiceTiles({ invoices, caption }: HistoricalInvoicesListProps) {
  const { t } = useLingui();
  return (
    <Stack as="ul" gap="3" px="4" pb="4" listStyleType="none" aria-label={caption}>
      {invoices.map((invoice) => (
        <Box
          as="li"
          key={invoice.number}
          data-status={invoice.status}
          borderWidth="1px"
          borderColor="border.muted"
          borderRadius="lg"
          p="4"
          bg={invoice.status === 'CANCELED' ? 'bg.subtle' : 'bg.panel'}
        >
          <Flex gap="3" align="flex-start">
            <Stack gap="0.5" flex="1" minW="0">
              <Text textStyle="xs" color="fg.muted" fontWeight="medium">
                {invoice.type}
              </Text>
              <Text fontWeight="bold" overflowWrap="anywhere">
                {invoice.number}
              </Text>
            </Stack>
            <Stack gap="1" align="flex-end">
              <Money
                value={invoice.amount}
                fontWeight="bold"
                textStyle="lg"
                color={invoice.status === 'CANCELED' ? 'fg.muted' : undefined}
                textDecoration={invoice.status === 'CANCELED' ? 'line-through' : undefined}
              />
              {invoice.status === 'CANCELED' ? <CanceledChip /> : <PaidBadge />}
            </Stack>
          </Flex>
          <Grid as="dl" templateColumns="auto 1fr" columnGap="4" rowGap="1.5" mt="3">
            {invoice.status === 'PAID' ? (
              <Fact label={<Trans>Data płatności</Trans>}>
                <Text as="span" fontWeight="semibold">
                  {formatDate(invoice.paymentDate)}
                </Text>
              </Fact>
            ) : null}
            <Fact label={<Trans>Numer sprawy</Trans>}>
              <CaseNumber issueNumber={invoice.issueNumber} issueId={invoice.issueId} />
            </Fact>
            <Fact label={<Trans>Adres inwestycji</Trans>}>
              <InvestmentAddress address={invoice.investmentAddress} />
            </Fact>
            <Fact label={<Trans>Data wystawienia</Trans>}>{formatDate(invoice.issueDate)}</Fact>
            <Fact label={<Trans>Termin płatności</Trans>}>{formatDate(invoice.paymentTerm)}</Fact>
          </Grid>
          <VisuallyHidden>{invoice.status === 'CANCELED' ? t`Dokument anulowany.` : null}</VisuallyHidden>
        </Box>
      ))}
    </Stack>
  );
}
