// The back-office integration API (API key in X-Api-Key): how the operator's systems feed the portal.
import { Type, type Static } from 'typebox';
import { Nullable, StringEnum } from './nullable.ts';

export const BACKOFFICE_PREFIX = '/api/backoffice';

export const SsoTokenRequest = Type.Object(
  { email: Type.String({ minLength: 3, maxLength: 254 }) },
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

export const IdParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });
export const AttachmentParams = Type.Object({ id: Type.Integer({ minimum: 1 }), attachmentId: Type.Integer({ minimum: 1 }) });

export const RegistrationApproved = Type.Object({ accountId: Type.Integer(), email: Type.String() });

const NullableString = Nullable(Type.String({ maxLength: 2000 }));

/** Create or update a case by its number (the back office's key). */
export const IssueUpsert = Type.Object(
  {
    number: Type.String({ minLength: 1, maxLength: 64 }),
    barcode: Type.String({ minLength: 1, maxLength: 64 }),
    type: Type.String({ minLength: 1, maxLength: 200 }),
    status: Type.String({ minLength: 1, maxLength: 200 }),
    statusDescription: Type.Optional(NullableString),
    client: Type.String({ minLength: 1, maxLength: 300 }),
    address: Type.String({ minLength: 1, maxLength: 300 }),
    registrationDate: Type.String({ format: 'date-time' }),
    /** Values of the known detail properties (keys of ISSUE_PROPERTY_LABELS). */
    properties: Type.Optional(Type.Record(Type.String({ pattern: '^[a-zA-Z]+$' }), Type.String({ maxLength: 500 }))),
    extraProperties: Type.Optional(Type.Array(Type.Object({ label: Type.String({ maxLength: 200 }), value: Type.String({ maxLength: 500 }) }), { maxItems: 50 })),
    contact: Type.Optional(
      Type.Union([
        Type.Object({ name: Type.String({ minLength: 1, maxLength: 200 }), phone: NullableString, email: NullableString }, { additionalProperties: false }),
        Type.Null(),
      ]),
    ),
    notification: Type.Optional(NullableString),
    recent: Type.Optional(Type.Boolean()),
    noLetter: Type.Optional(Type.Boolean()),
    /** Links the case to the customer account with this e-mail. */
    customerEmail: Type.Optional(Type.String({ maxLength: 254 })),
  },
  { additionalProperties: false },
);
export type IssueUpsert = Static<typeof IssueUpsert>;

export const IssueUpserted = Type.Object({ id: Type.Integer(), number: Type.String(), created: Type.Boolean(), accountId: Nullable(Type.Integer()) });

export const HistoryEntry = Type.Object(
  { date: Type.Optional(Type.String({ format: 'date-time' })), value: Type.String({ minLength: 1, maxLength: 200 }), description: Type.Optional(NullableString) },
  { additionalProperties: false },
);

export const DocumentStatusUpdate = Type.Object(
  { status: Type.String({ minLength: 1, maxLength: 200 }), responseDate: Type.Optional(Nullable(Type.String({ format: 'date-time' }))), barcode: Type.Optional(NullableString) },
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
  files: Type.Array(Type.Object({ id: Type.Integer(), filename: Type.String(), size: Type.Integer(), extension: Type.String() })),
});
export type CustomerDocument = Static<typeof CustomerDocument>;

export const DocumentParams = Type.Object({ id: Type.Integer({ minimum: 1 }), documentId: Type.Integer({ minimum: 1 }) });
export const DocumentFileParams = Type.Object({ documentId: Type.Integer({ minimum: 1 }), fileId: Type.Integer({ minimum: 1 }) });

export const InvoiceUpsert = Type.Object(
  {
    number: Type.String({ minLength: 1, maxLength: 64 }),
    customerEmail: Type.String({ minLength: 3, maxLength: 254 }),
    /** The case number, when the invoice belongs to a case. */
    issueNumber: Type.Optional(Nullable(Type.String({ maxLength: 64 }))),
    type: Type.String({ minLength: 1, maxLength: 100 }),
    amount: Type.String({ pattern: '^[0-9]{1,9}(\\.[0-9]{1,2})?$' }),
    issueDate: Type.String({ format: 'date-time' }),
    paymentTerm: Type.String({ format: 'date-time' }),
    investmentAddress: Type.Optional(Nullable(Type.String({ maxLength: 300 }))),
  },
  { additionalProperties: false },
);
export type InvoiceUpsert = Static<typeof InvoiceUpsert>;

export const InvoiceNumberBody = Type.Object({ number: Type.String({ minLength: 1, maxLength: 64 }) }, { additionalProperties: false });

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

export const backofficeEndpoints = {
  ssoToken: { method: 'POST', path: `${BACKOFFICE_PREFIX}/sso-tokens`, body: SsoTokenRequest, response: SsoTokenResponse, status: 201 },
  applications: { method: 'GET', path: `${BACKOFFICE_PREFIX}/applications`, querystring: ApplicationListQuery, response: Type.Array(BackofficeApplication), status: 200 },
  application: { method: 'GET', path: `${BACKOFFICE_PREFIX}/applications/:id`, params: IdParams, response: BackofficeApplicationDetails, status: 200 },
  applicationAttachment: { method: 'GET', path: `${BACKOFFICE_PREFIX}/applications/:id/attachments/:attachmentId`, params: AttachmentParams, status: 200 },
  acknowledgeApplication: { method: 'POST', path: `${BACKOFFICE_PREFIX}/applications/:id/acknowledge`, params: IdParams, response: BackofficeApplication, status: 200 },
  upsertIssue: { method: 'POST', path: `${BACKOFFICE_PREFIX}/issues`, body: IssueUpsert, response: IssueUpserted, status: 200 },
  appendIssueHistory: { method: 'POST', path: `${BACKOFFICE_PREFIX}/issues/:id/history`, params: IdParams, body: HistoryEntry, status: 200 },
  updateIssueDocument: { method: 'PUT', path: `${BACKOFFICE_PREFIX}/issues/:id/documents/:documentId`, params: DocumentParams, body: DocumentStatusUpdate, status: 200 },
  customerDocuments: { method: 'GET', path: `${BACKOFFICE_PREFIX}/customer-documents`, querystring: Type.Object({ collected: Type.Optional(Type.Boolean()) }), response: Type.Array(CustomerDocument), status: 200 },
  collectCustomerDocument: { method: 'POST', path: `${BACKOFFICE_PREFIX}/customer-documents/:documentId/collect`, params: Type.Object({ documentId: Type.Integer({ minimum: 1 }) }), status: 200 },
  customerDocumentFile: { method: 'GET', path: `${BACKOFFICE_PREFIX}/customer-documents/:documentId/files/:fileId`, params: DocumentFileParams, status: 200 },
  upsertInvoice: { method: 'POST', path: `${BACKOFFICE_PREFIX}/invoices`, body: InvoiceUpsert, status: 200 },
  cancelInvoice: { method: 'POST', path: `${BACKOFFICE_PREFIX}/invoices/cancel`, body: InvoiceNumberBody, status: 200 },
  orders: { method: 'GET', path: `${BACKOFFICE_PREFIX}/payment-orders`, response: Type.Array(BackofficeOrder), status: 200 },
  approveRegistration: { method: 'POST', path: `${BACKOFFICE_PREFIX}/applications/:id/approve-registration`, params: IdParams, response: RegistrationApproved, status: 200 },
} as const;
