// portal-spec §3 Payment order request and §7: amounts go as plain decimal strings with a dot; orderId is
// the case number (issueNumber) on the invoices page and the case id on the case details page. §5: the
// browser runs the same pre-check as the server (api-contract's paymentPrecheck) and sends nothing when
// it fails.
import type { Invoice, PaymentOrderRequest, PaymentPrecheckError } from '@portal/api-contract';
import { paymentPrecheck } from '@portal/api-contract/plain';
import { sumAmount } from './invoiceLists.ts';

/** portal-spec §3 Payment UI state: paymentType. */
export type PaymentType = 'total' | 'total_overdue' | 'total_selected' | 'single';

export type OrderIdOf = (invoice: Invoice) => string | number;

/**
 * /platnosci: the case number. An invoice outside any case has none; the contract takes a string, so it
 * goes as '' (the server reads only number and amount to build the order).
 */
export const orderIdOnInvoicesPage: OrderIdOf = (invoice) => invoice.issueNumber ?? '';

/** Case details: the case id. */
export const orderIdOnCaseDetails =
  (issueId: number): OrderIdOf =>
  () =>
    issueId;

export function paymentOrderRequest(invoices: readonly Invoice[], orderIdOf: OrderIdOf): PaymentOrderRequest {
  return {
    totalAmount: sumAmount(invoices),
    invoices: invoices.map((invoice) => ({
      number: invoice.number,
      orderId: orderIdOf(invoice),
      amount: invoice.amount,
    })),
  };
}

export interface PaymentLimits {
  /** Złoty (portal-spec §9: 100000). */
  amountLimit: number;
  /** Characters of the transfer title (portal-spec §9: 127). */
  titleLimit: number;
}

/** portal-spec §5 with the server's own function: the amount limit first, then the title limit. */
export function precheckPaymentRequest(
  request: PaymentOrderRequest,
  limits: PaymentLimits,
): PaymentPrecheckError | null {
  return paymentPrecheck(
    request.totalAmount,
    request.invoices.map((invoice) => invoice.number),
    limits,
  );
}
