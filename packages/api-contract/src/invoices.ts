// Invoices and payments: portal-spec §3 (invoice, invoices response, payment order), §4 (invoice
// status, payment flow), §5 (payment pre-check), §7 (/api/issues/invoices, /api/orders/pay), §8
// (payment errors), §9 (title limit 127, amount limit 100000).
import { Type, type Static } from 'typebox';
import { MAX_DB_ID, Text } from './primitives.ts';
import { Nullable, StringEnum } from './nullable.ts';
import { ApiError } from './errors.ts';

export * from './payment-values.ts';

export const InvoiceStatus = StringEnum(['ACTIVE', 'PENDING', 'PAID', 'CANCELED']);
export type InvoiceStatus = Static<typeof InvoiceStatus>;

/** An amount as the spec sends it: a plain decimal string with a dot, e.g. "1234.56". */
export const DecimalAmount = Type.String({ pattern: '^-?[0-9]{1,9}(\\.[0-9]{1,2})?$' });

export const Invoice = Type.Object({
  /** Document kind, e.g. 'Faktura VAT'. */
  type: Type.String(),
  status: InvoiceStatus,
  number: Type.String(),
  /** The case number the invoice belongs to, or null. */
  issueNumber: Nullable(Type.String()),
  /** The case id, for links and for orderId on the case details page (portal-spec §7). */
  issueId: Nullable(Type.Integer()),
  /** Epoch milliseconds. */
  issueDate: Type.Integer(),
  paymentTerm: Type.Integer(),
  paymentDate: Nullable(Type.Integer()),
  amount: DecimalAmount,
  investmentAddress: Nullable(Type.String()),
  /** PENDING only: where to finish the payment. */
  redirectUrl: Nullable(Type.String()),
  /** PENDING only: the payment order waiting for the provider, which the customer may cancel. */
  paymentOrderId: Nullable(Type.String()),
});
export type Invoice = Static<typeof Invoice>;

export const InvoicesResponse = Type.Object({
  /** The customer's own account number for transfers (NRB, 26 digits). */
  accountNumber: Type.String(),
  /** ACTIVE invoices: what can be paid now. */
  totalActiveAmount: DecimalAmount,
  totalOverdueAmount: DecimalAmount,
  /** PENDING invoices (a payment started, not confirmed): still owed, shown as pending. */
  totalPendingAmount: DecimalAmount,
  /** PENDING invoices past their payment term. */
  totalOverduePendingAmount: DecimalAmount,
  invoices: Type.Array(Invoice),
});
export type InvoicesResponse = Static<typeof InvoicesResponse>;

export const IssueInvoicesResponse = Type.Object({
  accountNumber: Type.String(),
  totalActiveAmount: DecimalAmount,
  totalPendingAmount: DecimalAmount,
  invoices: Type.Array(Invoice),
});
export type IssueInvoicesResponse = Static<typeof IssueInvoicesResponse>;

export const PaymentOrderRequest = Type.Object(
  {
    totalAmount: DecimalAmount,
    invoices: Type.Array(
      Type.Object(
        {
          number: Text({ minLength: 1, maxLength: 64 }),
          orderId: Type.Union([Text({ maxLength: 64 }), Type.Integer({ minimum: 0, maximum: MAX_DB_ID })]),
          amount: DecimalAmount,
        },
        { additionalProperties: false },
      ),
      { minItems: 1, maxItems: 50 },
    ),
  },
  { additionalProperties: false },
);
export type PaymentOrderRequest = Static<typeof PaymentOrderRequest>;

export const PaymentOrderResponse = Type.Object({
  redirectUrl: Nullable(Type.String()),
  errorType: Nullable(Type.String()),
  status: Type.Integer(),
});
export type PaymentOrderResponse = Static<typeof PaymentOrderResponse>;
/** A refused payment answers with errorType; a malformed request with ApiError. */
export const PaymentFailure = Type.Union([PaymentOrderResponse, ApiError]);

export const PaymentOrderState = Type.Object({
  id: Type.String(),
  /** CANCELED: the customer cancelled the payment before it was confirmed. */
  status: StringEnum(['PENDING', 'PAID', 'REJECTED', 'EXPIRED', 'CANCELED']),
  totalAmount: DecimalAmount,
  invoiceNumbers: Type.Array(Type.String()),
  paidAt: Nullable(Type.Integer()),
});
export type PaymentOrderState = Static<typeof PaymentOrderState>;

/** The provider's signed server-to-server notification: POST /api/payments/notify/:provider. */
export const PaymentNotifyParams = Type.Object({ provider: Type.String({ pattern: '^[a-z0-9-]{1,32}$' }) });
/** The embedded payment simulator's page: /api/payments/simulator/:token (a random URL-safe token). */
export const SimulatorTokenParams = Type.Object({
  token: Type.String({ pattern: '^[A-Za-z0-9_-]{1,128}$' }),
});
