// The back-office integration API (API key in X-Api-Key): how the operator's systems feed the portal.
import { Type, type Static } from 'typebox';
import { DbId, MultilineText, Text, Timestamp } from './primitives.ts';
import { Nullable, StringEnum } from './nullable.ts';
import { CustomerErased, CustomerSelector, DataArchive } from './privacy.ts';
import { AuditEventPage, AuditEventQuery } from './audit.ts';

export const BACKOFFICE_PREFIX = '/api/backoffice';

export const SsoTokenRequest = Type.Object(
  { email: Text({ minLength: 3, maxLength: 254 }) },
  { additionalProperties: false },
);
export type SsoTokenRequest = Static<typeof SsoTokenRequest>;

export const SsoTokenResponse = Type.Object({
  token: Type.String(),
  /** The portal address that signs the customer in (query parameter pd_token). */
  url: Type.String(),
  expiresAt: Type.String({ format: 'date-time' }),
});
export type SsoTokenResponse = Static<typeof SsoTokenResponse>;

export const BackofficeAttachment = Type.Object({
  id: Type.Integer(),
  field: Type.String(),
  filename: Type.String(),
  size: Type.Integer(),
  extension: Type.String(),
});

export const ApplicationStatus = StringEnum(['UNCONFIRMED', 'CONFIRMED', 'ACKNOWLEDGED', 'APPROVED']);

export const BackofficeApplication = Type.Object({
  id: Type.Integer(),
  number: Type.String(),
  formId: Type.Integer(),
  formTitle: Type.String(),
  formVersion: Type.String(),
  status: ApplicationStatus,
  email: Type.String(),
  smsPhone: Nullable(Type.String()),
  accountId: Nullable(Type.Integer()),
  createdAt: Type.String({ format: 'date-time' }),
  confirmedAt: Nullable(Type.String({ format: 'date-time' })),
  registration: Type.Boolean(),
  attachments: Type.Array(BackofficeAttachment),
});
export type BackofficeApplication = Static<typeof BackofficeApplication>;

export const BackofficeApplicationDetails = Type.Object({
  ...BackofficeApplication.properties,
  payload: Type.Record(Type.String(), Type.Unknown()),
});

export const ApplicationListQuery = Type.Object({
  /** Default CONFIRMED: what waits for verification. */
  status: Type.Optional(ApplicationStatus),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500, default: 100 })),
});

export const IdParams = Type.Object({ id: DbId() });
export const AttachmentParams = Type.Object({ id: DbId(), attachmentId: DbId() });

export const RegistrationApproved = Type.Object({ accountId: Type.Integer(), email: Type.String() });

const NullableString = Nullable(MultilineText({ maxLength: 2000 }));

/** Create or update a case by its number (the back office's key). */
export const IssueUpsert = Type.Object(
  {
    number: Text({ minLength: 1, maxLength: 64 }),
    barcode: Text({ minLength: 1, maxLength: 64 }),
    type: Text({ minLength: 1, maxLength: 200 }),
    status: Text({ minLength: 1, maxLength: 200 }),
    statusDescription: Type.Optional(NullableString),
    client: Text({ minLength: 1, maxLength: 300 }),
    address: Text({ minLength: 1, maxLength: 300 }),
    registrationDate: Timestamp(),
    /** Values of the known detail properties (keys of ISSUE_PROPERTY_LABELS). */
    properties: Type.Optional(
      Type.Record(Type.String({ pattern: '^[a-zA-Z]+$' }), MultilineText({ maxLength: 500 })),
    ),
    extraProperties: Type.Optional(
      Type.Array(Type.Object({ label: Text({ maxLength: 200 }), value: MultilineText({ maxLength: 500 }) }), {
        maxItems: 50,
      }),
    ),
    contact: Type.Optional(
      Type.Union([
        Type.Object(
          { name: Text({ minLength: 1, maxLength: 200 }), phone: NullableString, email: NullableString },
          { additionalProperties: false },
        ),
        Type.Null(),
      ]),
    ),
    notification: Type.Optional(NullableString),
    recent: Type.Optional(Type.Boolean()),
    noLetter: Type.Optional(Type.Boolean()),
    /** Links the case to the customer account with this e-mail. */
    customerEmail: Type.Optional(Text({ maxLength: 254 })),
  },
  { additionalProperties: false },
);
export type IssueUpsert = Static<typeof IssueUpsert>;

export const IssueUpserted = Type.Object({
  id: Type.Integer(),
  number: Type.String(),
  created: Type.Boolean(),
  accountId: Nullable(Type.Integer()),
});

export const HistoryEntry = Type.Object(
  {
    date: Type.Optional(Timestamp()),
    value: Text({ minLength: 1, maxLength: 200 }),
    description: Type.Optional(NullableString),
  },
  { additionalProperties: false },
);

export const DocumentStatusUpdate = Type.Object(
  {
    status: Text({ minLength: 1, maxLength: 200 }),
    responseDate: Type.Optional(Nullable(Timestamp())),
    barcode: Type.Optional(NullableString),
  },
  { additionalProperties: false },
);

export const CustomerDocument = Type.Object({
  id: Type.Integer(),
  issueId: Type.Integer(),
  issueNumber: Type.String(),
  message: Nullable(Type.String()),
  status: Type.String(),
  registrationDate: Type.String(),
  collected: Type.Boolean(),
  files: Type.Array(
    Type.Object({
      id: Type.Integer(),
      filename: Type.String(),
      size: Type.Integer(),
      extension: Type.String(),
    }),
  ),
});
export type CustomerDocument = Static<typeof CustomerDocument>;

export const DocumentParams = Type.Object({ id: DbId(), documentId: DbId() });
export const DocumentFileParams = Type.Object({ documentId: DbId(), fileId: DbId() });

export const InvoiceUpsert = Type.Object(
  {
    number: Text({ minLength: 1, maxLength: 64 }),
    customerEmail: Text({ minLength: 3, maxLength: 254 }),
    /** The case number, when the invoice belongs to a case. */
    issueNumber: Type.Optional(Nullable(Text({ maxLength: 64 }))),
    type: Text({ minLength: 1, maxLength: 100 }),
    /** At most 9 999 999.99 zł: the amount is stored in grosze in a PostgreSQL integer. */
    amount: Type.String({ pattern: '^[0-9]{1,7}(\\.[0-9]{1,2})?$' }),
    issueDate: Timestamp(),
    paymentTerm: Timestamp(),
    investmentAddress: Type.Optional(Nullable(Text({ maxLength: 300 }))),
  },
  { additionalProperties: false },
);
export type InvoiceUpsert = Static<typeof InvoiceUpsert>;

export const InvoiceNumberBody = Type.Object(
  { number: Text({ minLength: 1, maxLength: 64 }) },
  { additionalProperties: false },
);

export const BackofficeOrder = Type.Object({
  id: Type.String(),
  status: Type.String(),
  provider: Type.String(),
  totalAmount: Type.String(),
  title: Type.String(),
  customerEmail: Type.String(),
  invoices: Type.Array(Type.Object({ number: Type.String(), amount: Type.String() })),
  createdAt: Type.String(),
  paidAt: Nullable(Type.String()),
});

/**
 * Resilience, "payments that arrive late": why a payment the provider confirmed could not be booked.
 * unknown-order: no order of ours has the provider's session id; amount-mismatch: paid another amount or
 * currency than the order's; invoices-not-payable: the order had stopped waiting and an invoice was since
 * paid, canceled, changed or put in another order; already-paid: a second payment of a paid order.
 */
export const ReconciliationReason = StringEnum([
  'unknown-order',
  'amount-mismatch',
  'invoices-not-payable',
  'already-paid',
]);
export type ReconciliationReason = Static<typeof ReconciliationReason>;

export const PaymentReconciliation = Type.Object({
  id: Type.Integer(),
  /** The order's public id as the provider named it (also when no order has it). */
  orderId: Type.String(),
  orderStatus: Nullable(Type.String()),
  customerEmail: Nullable(Type.String()),
  provider: Type.String(),
  /** The provider's id of the payment (Przelewy24 orderId). */
  providerReference: Type.String(),
  /** What was paid, decimal with a dot. */
  amount: Type.String(),
  currency: Type.String(),
  reason: ReconciliationReason,
  /** The order's invoices with their current status. */
  invoices: Type.Array(Type.Object({ number: Type.String(), amount: Type.String(), status: Type.String() })),
  createdAt: Type.String({ format: 'date-time' }),
  resolvedAt: Nullable(Type.String({ format: 'date-time' })),
  resolution: Nullable(Type.String()),
  /** The name of the back-office key that resolved it. */
  resolvedBy: Nullable(Type.String()),
});
export type PaymentReconciliation = Static<typeof PaymentReconciliation>;

export const ReconciliationListQuery = Type.Object({
  /** Default open: the cases that wait for the back office. */
  status: Type.Optional(StringEnum(['open', 'resolved', 'all'])),
});

export const ResolveReconciliationRequest = Type.Object(
  {
    /** What was done, e.g. "zwrot 75,50 zł wykonany 2026-11-03" or "zaksięgowano ręcznie na FV/…". */
    resolution: MultilineText({ minLength: 1, maxLength: 2000 }),
  },
  { additionalProperties: false },
);
export type ResolveReconciliationRequest = Static<typeof ResolveReconciliationRequest>;

export const backofficeEndpoints = {
  /** Operability: the audit trail, newest first, filtered and paged. */
  auditEvents: {
    method: 'GET',
    path: `${BACKOFFICE_PREFIX}/audit-events`,
    querystring: AuditEventQuery,
    response: AuditEventPage,
    status: 200,
  },
  /** Data lifecycle: the same archive as the customer's "Pobierz moje dane", for the operator (RODO art. 15). */
  customerExport: {
    method: 'POST',
    path: `${BACKOFFICE_PREFIX}/customers/export`,
    body: CustomerSelector,
    response: DataArchive,
    status: 200,
  },
  /** Data lifecycle: ends the account and erases what the operator need not keep (RODO art. 17). */
  customerErase: {
    method: 'POST',
    path: `${BACKOFFICE_PREFIX}/customers/erase`,
    body: CustomerSelector,
    response: CustomerErased,
    status: 200,
  },
  ssoToken: {
    method: 'POST',
    path: `${BACKOFFICE_PREFIX}/sso-tokens`,
    body: SsoTokenRequest,
    response: SsoTokenResponse,
    status: 201,
  },
  applications: {
    method: 'GET',
    path: `${BACKOFFICE_PREFIX}/applications`,
    querystring: ApplicationListQuery,
    response: Type.Array(BackofficeApplication),
    status: 200,
  },
  application: {
    method: 'GET',
    path: `${BACKOFFICE_PREFIX}/applications/:id`,
    params: IdParams,
    response: BackofficeApplicationDetails,
    status: 200,
  },
  applicationAttachment: {
    method: 'GET',
    path: `${BACKOFFICE_PREFIX}/applications/:id/attachments/:attachmentId`,
    params: AttachmentParams,
    status: 200,
  },
  acknowledgeApplication: {
    method: 'POST',
    path: `${BACKOFFICE_PREFIX}/applications/:id/acknowledge`,
    params: IdParams,
    response: BackofficeApplication,
    status: 200,
  },
  upsertIssue: {
    method: 'POST',
    path: `${BACKOFFICE_PREFIX}/issues`,
    body: IssueUpsert,
    response: IssueUpserted,
    status: 200,
  },
  appendIssueHistory: {
    method: 'POST',
    path: `${BACKOFFICE_PREFIX}/issues/:id/history`,
    params: IdParams,
    body: HistoryEntry,
    status: 200,
  },
  updateIssueDocument: {
    method: 'PUT',
    path: `${BACKOFFICE_PREFIX}/issues/:id/documents/:documentId`,
    params: DocumentParams,
    body: DocumentStatusUpdate,
    status: 200,
  },
  customerDocuments: {
    method: 'GET',
    path: `${BACKOFFICE_PREFIX}/customer-documents`,
    querystring: Type.Object({ collected: Type.Optional(Type.Boolean()) }),
    response: Type.Array(CustomerDocument),
    status: 200,
  },
  collectCustomerDocument: {
    method: 'POST',
    path: `${BACKOFFICE_PREFIX}/customer-documents/:documentId/collect`,
    params: Type.Object({ documentId: DbId() }),
    status: 200,
  },
  customerDocumentFile: {
    method: 'GET',
    path: `${BACKOFFICE_PREFIX}/customer-documents/:documentId/files/:fileId`,
    params: DocumentFileParams,
    status: 200,
  },
  upsertInvoice: { method: 'POST', path: `${BACKOFFICE_PREFIX}/invoices`, body: InvoiceUpsert, status: 200 },
  cancelInvoice: {
    method: 'POST',
    path: `${BACKOFFICE_PREFIX}/invoices/cancel`,
    body: InvoiceNumberBody,
    status: 200,
  },
  orders: {
    method: 'GET',
    path: `${BACKOFFICE_PREFIX}/payment-orders`,
    response: Type.Array(BackofficeOrder),
    status: 200,
  },
  paymentReconciliations: {
    method: 'GET',
    path: `${BACKOFFICE_PREFIX}/payment-reconciliations`,
    querystring: ReconciliationListQuery,
    response: Type.Array(PaymentReconciliation),
    status: 200,
  },
  resolvePaymentReconciliation: {
    method: 'POST',
    path: `${BACKOFFICE_PREFIX}/payment-reconciliations/:id/resolve`,
    params: IdParams,
    body: ResolveReconciliationRequest,
    response: PaymentReconciliation,
    status: 200,
  },
  approveRegistration: {
    method: 'POST',
    path: `${BACKOFFICE_PREFIX}/applications/:id/approve-registration`,
    params: IdParams,
    response: RegistrationApproved,
    status: 200,
  },
} as const;
