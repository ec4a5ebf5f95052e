// portal-spec §8: invoice_state_mismatch opens the payment error dialog with the matching message (a
// default one for an unknown type) and a refresh-invoices button; it advises refreshing and retrying.
import { Button, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRef } from 'react';
import { paymentErrorDialogMessage } from '../lib/paymentErrors.ts';
import { InvoiceDialog } from './InvoiceDialog.tsx';
import { RefreshIcon } from '@portal/ui';

export interface PaymentErrorDialogProps {
  open: boolean;
  errorType: string | null;
  onClose: () => void;
  onRefresh: () => void;
}

export function PaymentErrorDialog({ open, errorType, onClose, onRefresh }: PaymentErrorDialogProps) {
  const { i18n } = useLingui();
  const refreshRef = useRef<HTMLButtonElement>(null);
  return (
    <InvoiceDialog
      open={open}
      onClose={onClose}
      role="alertdialog"
      initialFocus={refreshRef}
      title={<Trans>Nie można rozpocząć płatności</Trans>}
      footer={
        <>
          <Button variant="ghost" colorPalette="brand" onClick={onClose}>
            <Trans>Zamknij</Trans>
          </Button>
          <Button ref={refreshRef} colorPalette="brand" onClick={onRefresh}>
            <RefreshIcon />
            <Trans>Odśwież dokumenty</Trans>
          </Button>
        </>
      }
    >
      <Stack gap="3">
        <Text>{i18n._(paymentErrorDialogMessage(errorType))}</Text>
      </Stack>
    </InvoiceDialog>
  );
}
