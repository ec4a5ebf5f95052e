// The small pieces an invoice row or tile is made of: portal-spec §3 (a placeholder for an absent
// investment address), §4 (overdue marked; PENDING shows the 'pending' text and the finish link with its
// tooltip, and a way to cancel it; PAID its payment date; CANCELED a chip).
// Drawn as plain elements with the list's classes (InvoiceListClasses), in the tables as in the tiles.
import { Loader } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { Invoice } from '@portal/api-contract';
import { ClockIcon, ExternalLinkIcon } from '@portal/ui';
import { Link as RouterLink } from '@tanstack/react-router';
import { useId, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { keepTogetherIn } from '../../../shared/lists/ListClasses.tsx';
import type { InvoiceRow } from '../lib/invoiceRow.ts';
import { HintTooltip } from './HintTooltip.tsx';
import { useInvoiceList } from './InvoiceListClasses.tsx';

export function InvestmentAddress({ address }: { address: string | null }) {
  const { classes, text } = useInvoiceList();
  if (address) return keepTogetherIn(address, classes.nowrap);
  return <span className={classes.mutedItalic}>{text.noAddress}</span>;
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
  const { classes, text } = useInvoiceList();
  if (issueNumber && issueId != null)
    return (
      <RouterLink
        to="/lista-spraw/$issueId"
        params={{ issueId: String(issueId) }}
        aria-label={t`Sprawa ${issueNumber}`}
        className={classes.textLink}
      >
        {issueNumber}
      </RouterLink>
    );
  if (issueNumber) return <>{issueNumber}</>;
  return (
    <span className={classes.muted}>
      <span aria-hidden="true">-</span>
      <span className={classes.srOnly}>{text.noCase}</span>
    </span>
  );
}

export function OverdueBadge() {
  const { classes, text } = useInvoiceList();
  return <span className={classes.overdueBadge}>{text.overdue}</span>;
}

/** The payment term, in the error colour with a badge when it has passed. */
export function PaymentTerm({ row }: { row: InvoiceRow }) {
  const { classes } = useInvoiceList();
  return (
    <div className={classes.paymentTerm}>
      <span className={row.overdue ? classes.paymentTermOverdue : classes.paymentTermDate}>
        {row.paymentTerm}
      </span>
      {row.overdue ? <OverdueBadge /> : null}
    </div>
  );
}

export function PendingBadge() {
  const { classes, text } = useInvoiceList();
  return (
    <span className={classes.pendingBadge}>
      <ClockIcon />
      {text.pending}
    </span>
  );
}

export function CanceledChip() {
  const { classes, text } = useInvoiceList();
  return <span className={classes.canceledChip}>{text.canceled}</span>;
}

export function PaidBadge() {
  const { classes, text } = useInvoiceList();
  return <span className={classes.paidBadge}>{text.paid}</span>;
}

export interface ListButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  className: string;
  /** As Chakra's Button: disabled, with a spinner over the (hidden) content or beside `loadingText`. */
  loading?: boolean;
  loadingText?: ReactNode;
}

/**
 * A button drawn with a list's class for Chakra's button recipe: the same element, states and spinner as
 * Chakra's Button, without resolving the recipe for each row.
 */
export function ListButton({ loading = false, loadingText, disabled, children, ...rest }: ListButtonProps) {
  return (
    <button type="button" {...rest} data-loading={loading ? '' : undefined} disabled={loading || disabled}>
      {loading ? <Loader text={loadingText}>{children}</Loader> : children}
    </button>
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
  const { classes, text } = useInvoiceList();
  const hintId = useId();
  if (!invoice.redirectUrl) return null;
  const link = (
    <a href={invoice.redirectUrl} className={classes.textLink} aria-describedby={hintId}>
      {text.finishPayment}
      <span className={classes.srOnly}>{t`za dokument ${invoice.number}`}</span>
      <ExternalLinkIcon />
    </a>
  );
  return (
    <div>
      {showHint ? (
        link
      ) : (
        <HintTooltip hint={text.finishHint} openDelay={200} closeDelay={150} maxW="72" py="2">
          {link}
        </HintTooltip>
      )}
      <p id={hintId} className={classes.finishHint} hidden={!showHint}>
        {text.finishHint}
      </p>
    </div>
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
  const { classes, text } = useInvoiceList();
  if (!invoice.paymentOrderId || !onCancel) return null;
  return (
    <ListButton
      className={classes.cancelButton}
      onClick={() => onCancel(invoice)}
      loading={cancelling === invoice.paymentOrderId}
      loadingText={text.cancelling}
      disabled={locked || (cancelling !== null && cancelling !== invoice.paymentOrderId)}
      aria-label={t`Anuluj płatność za dokument ${invoice.number}`}
    >
      {text.cancelPayment}
    </ListButton>
  );
}
