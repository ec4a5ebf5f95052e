// portal-spec §8 Payment errors (errorType lowercased): undefined, transaction, wsclient and
// invalid_total_amount each give an error toast with their own text; invoice_state_mismatch opens the
// payment error dialog; all advise refreshing the data and retrying. §5: the amount and title limits
// (checked in the browser first, and again by the server) say the amount or length and the limit.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PaymentPrecheckError } from '@portal/api-contract';
import { PaymentErrorType } from '@portal/api-contract/plain';
import { formatMoney } from '@portal/ui';

/** The errorType of a refused payment, read from the reply body; null when the body has none. */
export function readErrorType(body: unknown): string | null {
  if (typeof body !== 'object' || body === null || !('errorType' in body)) return null;
  const { errorType } = body as { errorType: unknown };
  return typeof errorType === 'string' && errorType ? errorType.toLowerCase() : null;
}

export function opensPaymentErrorDialog(errorType: string | null): boolean {
  return errorType === PaymentErrorType.stateMismatch;
}

/** The toast of a refused payment; unknown and missing types get the 'undefined' text. */
export function paymentErrorToast(errorType: string | null): MessageDescriptor {
  switch (errorType) {
    case PaymentErrorType.transaction:
      return msg`Operator płatności odrzucił transakcję. Odśwież dane i spróbuj ponownie.`;
    case PaymentErrorType.wsclient:
      return msg`Nie udało się połączyć z operatorem płatności. Odśwież dane i spróbuj ponownie za chwilę.`;
    case PaymentErrorType.invalidTotal:
      return msg`Kwota do zapłaty nie zgadza się z aktualnymi danymi dokumentów. Odśwież dane i spróbuj ponownie.`;
    default:
      return msg`Nie udało się rozpocząć płatności. Odśwież dane i spróbuj ponownie.`;
  }
}

/** The dialog's text for invoice_state_mismatch (and a default for a type the portal does not know). */
export function paymentErrorDialogMessage(errorType: string | null): MessageDescriptor {
  if (errorType === PaymentErrorType.stateMismatch) {
    return msg`Stan wybranych dokumentów zmienił się: płatność mogła zostać już rozpoczęta lub zakończona, na przykład w innym oknie. Odśwież listę dokumentów i spróbuj ponownie.`;
  }
  return msg`Płatności nie udało się rozpocząć. Odśwież listę dokumentów i spróbuj ponownie.`;
}

export function precheckMessage(error: PaymentPrecheckError): MessageDescriptor {
  if (error.kind === 'amount') {
    const amount = formatMoney(error.amount);
    const limit = formatMoney(error.limit);
    return msg`Łączna kwota płatności ${amount} przekracza limit jednej transakcji (${limit}). Zaznacz mniej dokumentów i zapłać je w kilku częściach.`;
  }
  const { length, limit } = error;
  return msg`Tytuł płatności ma ${length} znaków, a limit jednej transakcji to ${limit} znaków. Zaznacz mniej dokumentów i zapłać je w kilku częściach.`;
}

/** The server's re-check of §5 answers with the limit's errorType; the text is the pre-check's. */
export function serverLimitError(
  errorType: string | null,
  request: { totalAmount: string; titleLength: number },
  limits: { amountLimit: number; titleLimit: number },
): PaymentPrecheckError | null {
  if (errorType === PaymentErrorType.amountLimit) {
    return { kind: 'amount', amount: request.totalAmount, limit: limits.amountLimit };
  }
  if (errorType === PaymentErrorType.titleLimit) {
    return { kind: 'title', length: request.titleLength, limit: limits.titleLimit };
  }
  return null;
}
