// portal-spec §2 Invoices, transfer data: the account number (in groups) and the payment title (the
// invoice numbers joined by spaces, §5), each with a copy button (§8 clipboard toasts, §9 confirmation
// for 5 s); a warning when the title is longer than the title limit (the bank may shorten it; split the
// payment); and the transfer as a QR code a banking app reads.
import { Box, Button, Grid, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Invoice } from '@portal/api-contract';
import { decimalToGrosze, paymentTitle } from '@portal/api-contract/plain';
import { ErrorBox, formatMoney } from '@portal/ui';
import { useCopyToClipboard } from '../hooks/useCopyToClipboard.ts';
import { accountDigits, formatAccountNumber } from '../lib/accountNumber.ts';
import { sumAmount } from '../lib/invoiceLists.ts';
import type { Notifier } from '../../../shared/notifications/notifier.ts';
import { transferQr } from '../lib/transferQr.ts';
import { TRANSFER_RECIPIENT } from '../lib/transferRecipient.ts';
import { CopyValue, TransferFact } from './CopyValue.tsx';
import { InvoiceDialog } from './InvoiceDialog.tsx';
import { TransferQrCode } from './TransferQrCode.tsx';

export interface TransferDataDialogProps {
  open: boolean;
  onClose: () => void;
  accountNumber: string;
  /** The invoices the transfer pays; the dialog keeps showing the last ones while it closes. */
  invoices: readonly Invoice[];
  titleLimit: number;
  notify: Notifier;
}

export function TransferDataDialog({
  open,
  onClose,
  accountNumber,
  invoices,
  titleLimit,
  notify,
}: TransferDataDialogProps) {
  const { t } = useLingui();
  const { copy, copiedKey } = useCopyToClipboard(notify);
  const title = paymentTitle(invoices.map((invoice) => invoice.number));
  const total = sumAmount(invoices);
  const grosze = decimalToGrosze(total);
  const titleTooLong = title.length > titleLimit;
  const length = title.length;
  const qr = transferQr({
    recipientNip: TRANSFER_RECIPIENT.nip,
    recipientName: TRANSFER_RECIPIENT.qrName,
    accountNumber,
    amountGrosze: grosze,
    title,
  });

  return (
    <InvoiceDialog
      open={open}
      onClose={onClose}
      size="lg"
      fullScreenOnMobile
      title={<Trans>Dane do przelewu</Trans>}
      footer={
        <Button variant="outline" colorPalette="brand" onClick={onClose}>
          <Trans>Zamknij</Trans>
        </Button>
      }
    >
      <Stack gap="4">
        <Text color="fg.muted" textStyle="sm">
          <Trans>
            Przelej kwotę na Twój indywidualny numer rachunku. Wpłata zostanie przypisana do Twojego konta
            automatycznie, a dokumenty oznaczymy jako opłacone po jej zaksięgowaniu.
          </Trans>
        </Text>
        {titleTooLong ? (
          <ErrorBox status="warning" title={<Trans>Tytuł przelewu jest za długi</Trans>}>
            <Trans>
              Tytuł ma {length} znaków, a limit to {titleLimit}, więc bank może go skrócić. Aby każdy dokument
              został rozpoznany, opłać je w kilku osobnych przelewach.
            </Trans>
          </ErrorBox>
        ) : null}
        <Grid
          templateColumns={{ base: '1fr', md: qr ? 'minmax(0, 1fr) 15rem' : '1fr' }}
          gap={{ base: '5', md: '6' }}
          alignItems="start"
        >
          <Box as="dl" borderWidth="1px" borderColor="border.muted" borderRadius="lg" px="4" py="1">
            <TransferFact label={<Trans>Odbiorca</Trans>}>
              <Text as="dd" fontWeight="semibold" mt="1">
                {TRANSFER_RECIPIENT.name}
              </Text>
            </TransferFact>
            <CopyValue
              label={<Trans>Numer rachunku</Trans>}
              copyLabel={t`Kopiuj numer rachunku`}
              copiedLabel={t`Skopiowano numer rachunku`}
              copied={copiedKey === 'account'}
              onCopy={() => void copy('account', accountDigits(accountNumber))}
              emphasis
            >
              <Text as="span" letterSpacing="wide" whiteSpace={{ base: 'normal', sm: 'nowrap' }}>
                {formatAccountNumber(accountNumber)}
              </Text>
            </CopyValue>
            <CopyValue
              label={<Trans>Kwota</Trans>}
              copyLabel={t`Kopiuj kwotę`}
              copiedLabel={t`Skopiowano kwotę`}
              copied={copiedKey === 'amount'}
              onCopy={() => void copy('amount', total.replace('.', ','))}
            >
              {formatMoney(total)}
            </CopyValue>
            <CopyValue
              label={<Trans>Tytuł przelewu</Trans>}
              copyLabel={t`Kopiuj tytuł przelewu`}
              copiedLabel={t`Skopiowano tytuł przelewu`}
              copied={copiedKey === 'title'}
              onCopy={() => void copy('title', title)}
            >
              {title}
            </CopyValue>
          </Box>
          {qr ? (
            <Box pt={{ base: '0', md: '1' }}>
              <TransferQrCode qr={qr} />
            </Box>
          ) : null}
        </Grid>
      </Stack>
    </InvoiceDialog>
  );
}
