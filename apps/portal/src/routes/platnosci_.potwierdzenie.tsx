import { createFileRoute } from '@tanstack/react-router';
import { PaymentConfirmationPage } from '../features/invoices/components/PaymentConfirmationPage.tsx';
import { requireAuth } from '../shared/session/guards/requireAuth.ts';
import { useRouteSearch } from '../lib/routeMatch.ts';

export interface PaymentConfirmationSearch {
  /** The payment order's id, as the provider's return address carries it (docs/decisions.md). */
  zamowienie?: string;
}

// The payment provider sends the customer back here (private): the order's state, until it is final.
export const Route = createFileRoute('/platnosci_/potwierdzenie')({
  beforeLoad: requireAuth,
  validateSearch: (search: Record<string, unknown>): PaymentConfirmationSearch =>
    typeof search.zamowienie === 'string' ? { zamowienie: search.zamowienie } : {},
  component: PaymentConfirmationRoute,
});

function PaymentConfirmationRoute() {
  const { zamowienie } = useRouteSearch(Route);
  return <PaymentConfirmationPage orderId={zamowienie} />;
}
