// Hydration: the invoices' tiles (and the parts the tables share with them) are plain elements whose classes
// are resolved once per list (ListClasses), as the case cards are, not some thirty Chakra components a tile,
// each resolving its style props and the Badges', Links' and Buttons' recipes again: they were most of the
// invoices screen's first commit on a phone. The texts every row repeats are translated once per list too.
import { useRecipe, visuallyHiddenStyle, type SystemStyleObject } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { textLink } from '@portal/ui';
import { createContext, useContext, type ReactNode } from 'react';
import { plainCheckboxBox, plainCheckboxLabel } from '../../../shared/forms/plainCheckboxBox.ts';
import { ListClasses } from '../../../shared/lists/ListClasses.tsx';
import { invoiceStatusLabels } from '../lib/invoiceRow.ts';

export type InvoicePart =
  | 'payableTile'
  | 'payableTileOverdue'
  | 'payableTileSelected'
  | 'payableTileSelectedOverdue'
  | 'historyTile'
  | 'historyTileCanceled'
  | 'heading'
  | 'headingLeading'
  | 'headingText'
  | 'kind'
  | 'number'
  | 'amount'
  | 'amountCanceled'
  | 'amountLarge'
  | 'amountLargeCanceled'
  | 'amountAndStatus'
  | 'facts'
  | 'term'
  | 'value'
  | 'strong'
  | 'muted'
  | 'mutedItalic'
  | 'nowrap'
  | 'srOnly'
  | 'textLink'
  | 'paymentTerm'
  | 'paymentTermDate'
  | 'paymentTermOverdue'
  | 'overdueBadge'
  | 'pendingBadge'
  | 'paidBadge'
  | 'canceledChip'
  | 'pendingActionsTile'
  | 'pendingActionsTable'
  | 'finishHint'
  | 'cancelButton'
  | 'tileActions'
  | 'payButtonTile'
  | 'payButtonTable'
  | 'transferButtonTile'
  | 'rowCheckbox'
  | 'rowCheckboxDisabled'
  | 'checkboxBox';

/** The looks of every part an invoice row or tile is made of, as Chakra's style props or recipes'. */
function useInvoiceStyles(): Record<InvoicePart, SystemStyleObject> {
  const badge = useRecipe({ key: 'badge' });
  const button = useRecipe({ key: 'button' });
  const link = useRecipe({ key: 'link' });
  const tile: SystemStyleObject = {
    borderWidth: '1px',
    borderColor: 'border.muted',
    borderRadius: 'lg',
    p: '4',
    bg: 'bg.panel',
  };
  const payableTile: SystemStyleObject = { ...tile, borderLeftWidth: '4px', borderLeftColor: 'border.muted' };
  const selectedTile: SystemStyleObject = {
    ...payableTile,
    borderColor: 'brand.border',
    borderLeftColor: 'brand.border',
    bg: 'brand.subtle',
  };
  const amount: SystemStyleObject = { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' };
  const largeAmount: SystemStyleObject = { ...amount, fontWeight: 'bold', textStyle: 'lg' };
  const textLinkStyles: SystemStyleObject = { ...link(), ...textLink, whiteSpace: 'nowrap' };
  const pendingActions: SystemStyleObject = {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
  };
  return {
    payableTile,
    payableTileOverdue: { ...payableTile, borderLeftColor: 'border.error' },
    payableTileSelected: selectedTile,
    payableTileSelectedOverdue: { ...selectedTile, borderLeftColor: 'border.error' },
    historyTile: tile,
    historyTileCanceled: { ...tile, bg: 'bg.subtle' },
    heading: { display: 'flex', gap: '3', alignItems: 'flex-start' },
    headingLeading: { pt: '0.5' },
    headingText: { display: 'flex', flexDirection: 'column', gap: '0.5', flex: '1', minW: '0' },
    kind: { textStyle: 'xs', color: 'fg.muted', fontWeight: 'medium' },
    number: { fontWeight: 'bold', overflowWrap: 'anywhere' },
    amount,
    amountCanceled: { ...amount, textDecoration: 'line-through' },
    amountLarge: largeAmount,
    amountLargeCanceled: { ...largeAmount, color: 'fg.muted', textDecoration: 'line-through' },
    amountAndStatus: { display: 'flex', flexDirection: 'column', gap: '1', alignItems: 'flex-end' },
    facts: { display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: '4', rowGap: '1.5', mt: '3' },
    term: { color: 'fg.muted', textStyle: 'sm' },
    value: { textStyle: 'sm', minW: '0', overflowWrap: 'anywhere' },
    strong: { fontWeight: 'semibold' },
    muted: { color: 'fg.muted' },
    mutedItalic: { color: 'fg.muted', fontStyle: 'italic' },
    nowrap: { whiteSpace: 'nowrap' },
    srOnly: visuallyHiddenStyle,
    textLink: textLinkStyles,
    paymentTerm: { display: 'flex', gap: '2', alignItems: 'center', flexWrap: 'wrap' },
    paymentTermDate: amount,
    paymentTermOverdue: { ...amount, color: 'fg.error', fontWeight: 'semibold' },
    overdueBadge: { ...badge({ variant: 'solid', size: 'sm' }), colorPalette: 'red', flexShrink: 0 },
    pendingBadge: { ...badge({ variant: 'subtle', size: 'md' }), colorPalette: 'orange', gap: '1' },
    paidBadge: { ...badge({ variant: 'subtle', size: 'md' }), colorPalette: 'green' },
    canceledChip: {
      ...badge({ variant: 'outline', size: 'md' }),
      colorPalette: 'gray',
      borderRadius: 'full',
      px: '2.5',
    },
    pendingActionsTile: { ...pendingActions, gap: '2', mt: '4' },
    pendingActionsTable: { ...pendingActions, gap: '1.5' },
    finishHint: { textStyle: 'xs', color: 'fg.muted', mt: '1', maxW: '60' },
    cancelButton: { ...button({ variant: 'outline', size: 'sm' }), colorPalette: 'red' },
    tileActions: { display: 'flex', gap: '2', mt: '4' },
    payButtonTile: { ...button({ size: 'md' }), colorPalette: 'brand', flex: '1' },
    payButtonTable: { ...button({ size: 'sm' }), colorPalette: 'brand' },
    transferButtonTile: {
      ...button({ variant: 'outline', size: 'md' }),
      colorPalette: 'brand',
      flexShrink: 0,
      px: '3',
    },
    // A bigger hit area than the 20 px box, for fingers (InvoiceCheckbox).
    rowCheckbox: { ...plainCheckboxLabel(false), p: '2', m: '-2' },
    rowCheckboxDisabled: { ...plainCheckboxLabel(true), p: '2', m: '-2' },
    checkboxBox: plainCheckboxBox,
  };
}

/** The list's texts that every row repeats. */
function useInvoiceTexts() {
  const { t, i18n } = useLingui();
  return {
    caseNumber: t`Numer sprawy`,
    investmentAddress: t`Adres inwestycji`,
    issueDate: t`Data wystawienia`,
    paymentTerm: t`Termin płatności`,
    paymentDate: t`Data płatności`,
    noAddress: t`Brak adresu inwestycji`,
    noCase: t`brak sprawy`,
    pay: t`Zapłać`,
    transferData: t`Dane do przelewu`,
    finishPayment: t`Dokończ płatność`,
    finishHint: t`Płatność została rozpoczęta, ale nie została zakończona. Przejdź do operatora płatności, aby ją dokończyć.`,
    cancelPayment: t`Anuluj płatność`,
    cancelling: t`Anulujemy…`,
    canceledDocument: t`Dokument anulowany.`,
    overdue: i18n._(invoiceStatusLabels.overdue),
    pending: i18n._(invoiceStatusLabels.pending),
    paid: i18n._(invoiceStatusLabels.paid),
    canceled: i18n._(invoiceStatusLabels.canceled),
  };
}

export interface InvoiceList {
  classes: Record<InvoicePart, string>;
  text: ReturnType<typeof useInvoiceTexts>;
}

const InvoiceListContext = createContext<InvoiceList | null>(null);

/** Resolves the invoice parts' classes and texts once for the rows and tiles inside it. */
export function InvoiceListClasses({ children }: { children: ReactNode }) {
  const styles = useInvoiceStyles();
  const text = useInvoiceTexts();
  return (
    <ListClasses styles={styles}>
      {(classes) => (
        <InvoiceListContext.Provider value={{ classes, text }}>{children}</InvoiceListContext.Provider>
      )}
    </ListClasses>
  );
}

/** The classes and texts of the invoice list around a part. */
export function useInvoiceList(): InvoiceList {
  const list = useContext(InvoiceListContext);
  if (!list) throw new Error('An invoice row part is drawn outside InvoiceListClasses.');
  return list;
}
