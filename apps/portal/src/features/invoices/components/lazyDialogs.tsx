// Performance, "The first view": the invoices' dialogs (the transfer data with its QR code, the payment error)
// load when first opened, not with the screen that may open them: Chakra's dialog machinery and the QR
// code are a large part of that screen's code, and most visits open neither.
import { lazy, Suspense, useState, type ComponentType } from 'react';
import type { PaymentErrorDialogProps } from './PaymentErrorDialog.tsx';
import type { TransferDataDialogProps } from './TransferDataDialog.tsx';

function lazyDialog<P extends { open: boolean }>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Dialog = lazy(async () => ({ default: await load() }));
  return function LazyDialog(props: P) {
    const [wanted, setWanted] = useState(props.open);
    // Once opened it stays mounted, so that it can close with its animation and reopen at once.
    if (props.open && !wanted) setWanted(true);
    if (!wanted) return null;
    const Loaded = Dialog as unknown as ComponentType<P>;
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  };
}

export const LazyTransferDataDialog = lazyDialog<TransferDataDialogProps>(() =>
  import('./TransferDataDialog.tsx').then((module) => module.TransferDataDialog),
);

export const LazyPaymentErrorDialog = lazyDialog<PaymentErrorDialogProps>(() =>
  import('./PaymentErrorDialog.tsx').then((module) => module.PaymentErrorDialog),
);
