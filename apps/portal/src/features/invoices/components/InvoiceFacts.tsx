// The small pieces an invoice row or tile is made of: portal-spec §3 (a placeholder for an absent
// investment address), §4 (overdue marked; PENDING shows the 'pending' text and the finish link with its
// tooltip, and a way to cancel it; PAID its payment date; CANCELED a chip).
import { Badge, Box, Button, Flex, Link, Text, VisuallyHidden } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Invoice } from '@portal/api-contract';
import { KeepTogether, ClockIcon, ExternalLinkIcon, textLink } from '@portal/ui';
import { Link as RouterLink } from '@tanstack/react-router';
import { useId } from 'react';
import { invoiceStatusLabels, type InvoiceRow } from '../lib/invoiceRow.ts';
import { HintTooltip } from './HintTooltip.tsx';

export function InvestmentAddress({ address }: { address: string | null }) {
  if (address) return <KeepTogether>{address}</KeepTogether>;
  return (
    <Text as="span" color="fg.muted" fontStyle="italic">
      <Trans>Brak adresu inwestycji</Trans>
    </Text>
  );
}

/** The case number; with `issueId`, a link to the case (the invoices page linked nowhere). */
export function CaseNumber({
  issueNumber,
  issueId,
}: {
  issueNumber: string | null;
  issueId?: number | null;
}) {
  const { t } = useLingui();
  if (issueNumber && issueId != null)
    return (
      <Link asChild {...textLink} whiteSpace="nowrap">
        <RouterLink
          to="/lista-spraw/$issueId"
          params={{ issueId: String(issueId) }}
          aria-label={t`Sprawa ${issueNumber}`}
        >
          {issueNumber}
        </RouterLink>
      </Link>
    );
  if (issueNumber) return <>{issueNumber}</>;
  return (
    <Text as="span" color="fg.muted">
      <span aria-hidden="true">-</span>
      <VisuallyHidden>
        <Trans>brak sprawy</Trans>
      </VisuallyHidden>
    </Text>
  );
}

export function OverdueBadge() {
  const { i18n } = useLingui();
  return (
    <Badge colorPalette="red" variant="solid" size="sm" flexShrink={0}>
      {i18n._(invoiceStatusLabels.overdue)}
    </Badge>
  );
}

/** The payment term, in the error colour with a badge when it has passed. */
export function PaymentTerm({ row }: { row: InvoiceRow }) {
  return (
    <Flex gap="2" align="center" wrap="wrap">
      <Text
        as="span"
        whiteSpace="nowrap"
        fontVariantNumeric="tabular-nums"
        color={row.overdue ? 'fg.error' : undefined}
        fontWeight={row.overdue ? 'semibold' : undefined}
      >
        {row.paymentTerm}
      </Text>
      {row.overdue ? <OverdueBadge /> : null}
    </Flex>
  );
}

export function PendingBadge() {
  const { i18n } = useLingui();
  return (
    <Badge colorPalette="orange" variant="subtle" size="md" gap="1">
      <ClockIcon />
      {i18n._(invoiceStatusLabels.pending)}
    </Badge>
  );
}

export function CanceledChip() {
  const { i18n } = useLingui();
  return (
    <Badge variant="outline" colorPalette="gray" size="md" borderRadius="full" px="2.5">
      {i18n._(invoiceStatusLabels.canceled)}
    </Badge>
  );
}

export function PaidBadge() {
  const { i18n } = useLingui();
  return (
    <Badge colorPalette="green" variant="subtle" size="md">
      {i18n._(invoiceStatusLabels.paid)}
    </Badge>
  );
}

export interface FinishPaymentLinkProps {
  invoice: Invoice;
  /** On touch screens the tooltip's text is shown beneath the link instead (no hover there). */
  showHint?: boolean;
}

/** portal-spec §4: a PENDING invoice with a redirectUrl offers to finish the payment at the provider. */
export function FinishPaymentLink({ invoice, showHint = false }: FinishPaymentLinkProps) {
  const { t } = useLingui();
  const hintId = useId();
  if (!invoice.redirectUrl) return null;
  const hint = t`Płatność została rozpoczęta, ale nie została zakończona. Przejdź do operatora płatności, aby ją dokończyć.`;
  const link = (
    <Link href={invoice.redirectUrl} {...textLink} whiteSpace="nowrap" aria-describedby={hintId}>
      <Trans>Dokończ płatność</Trans>
      <VisuallyHidden>{t`za dokument ${invoice.number}`}</VisuallyHidden>
      <ExternalLinkIcon />
    </Link>
  );
  return (
    <Box>
      {showHint ? (
        link
      ) : (
        <HintTooltip hint={hint} openDelay={200} closeDelay={150} maxW="72" py="2">
          {link}
        </HintTooltip>
      )}
      <Text id={hintId} textStyle="xs" color="fg.muted" mt="1" maxW="60" hidden={!showHint}>
        {hint}
      </Text>
    </Box>
  );
}

export interface CancelPaymentButtonProps {
  invoice: Invoice;
  /** Left out without it (no cancelling where the screen does not offer it). */
  onCancel: ((invoice: Invoice) => void) | undefined;
  /** The payment order being cancelled, or null. */
  cancelling: string | null;
  /** A payment or a reload is under way. */
  locked: boolean;
}

/** Customer journeys: a payment left waiting at the provider can be cancelled, so the invoice is payable again. */
export function CancelPaymentButton({ invoice, onCancel, cancelling, locked }: CancelPaymentButtonProps) {
  const { t } = useLingui();
  if (!invoice.paymentOrderId || !onCancel) return null;
  return (
    <Button
      variant="outline"
      colorPalette="red"
      size="sm"
      onClick={() => onCancel(invoice)}
      loading={cancelling === invoice.paymentOrderId}
      loadingText={t`Anulujemy…`}
      disabled={locked || (cancelling !== null && cancelling !== invoice.paymentOrderId)}
      aria-label={t`Anuluj płatność za dokument ${invoice.number}`}
    >
      <Trans>Anuluj płatność</Trans>
    </Button>
  );
}
