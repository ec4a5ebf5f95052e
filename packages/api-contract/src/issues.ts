// Cases ("sprawy"): portal-spec §3 (issue list item, list response, case details, history, documents,
// contact), §4 (statuses), §5 (send-document rules), §7 (/api/issues). The details shape is not in
// the spec; it is fixed here and documented in docs/decisions.md.
import { Type, type Static } from 'typebox';
import { DbId } from './primitives.ts';
import { Nullable } from './nullable.ts';

export * from './issue-values.ts';

export const IssueListItem = Type.Object({
  id: Type.Integer(),
  number: Type.String(),
  barcode: Type.String(),
  /** ISO date-time of registration at the operator. */
  registrationDate: Type.String(),
  client: Type.String(),
  address: Type.String(),
  type: Type.String(),
  status: Type.String(),
  statusDescription: Nullable(Type.String()),
  notification: Nullable(Type.String()),
  recent: Type.Boolean(),
});
export type IssueListItem = Static<typeof IssueListItem>;

export const IssueListQuery = Type.Object({ history: Type.Optional(Type.Boolean()) });

export const IssueListResponse = Type.Object({
  issues: Type.Array(IssueListItem),
  /** Open cases with a notification: the header badge. */
  notifications: Type.Integer(),
  /** Statuses present per case type; key `_all` lists every status. */
  statusesByType: Type.Record(Type.String(), Type.Array(Type.String())),
});
export type IssueListResponse = Static<typeof IssueListResponse>;

/** portal-spec §3 "Detail data labels", in the order the spec gives them. */
export const ISSUE_PROPERTY_LABELS = {
  caseNumber: 'Numer sprawy',
  barcode: 'Numer kodu kreskowego',
  status: 'Status',
  receivedDate: 'Data wpływu do OSD',
  responseDeadline: 'Termin udzielenia odpowiedzi',
  clientName: 'Nazwa klienta',
  connectionAddress: 'Adres przyłączenia',
  requestedPower: 'Moc wnioskowana',
  documentsFiledDate: 'Data złożenia dokumentów',
  objectType: 'Rodzaj obiektu',
  contractStatus: 'Status umowy',
  contractSigningDate: 'Data podpisania umowy',
  contractTerm: 'Termin lub data umowy',
  investmentStatus: 'Status realizacji inwestycji',
} as const;
export type IssuePropertyKey = keyof typeof ISSUE_PROPERTY_LABELS;

export const IssueProperty = Type.Object({
  /** A key of ISSUE_PROPERTY_LABELS, or null for an extra property the back office added. */
  key: Nullable(Type.String()),
  label: Type.String(),
  value: Type.String(),
});

export const IssueContact = Type.Object({
  name: Type.String(),
  phone: Nullable(Type.String()),
  email: Nullable(Type.String()),
  /** Text for the QR code the portal draws (a vCard of the contact). */
  qrcode: Type.String(),
});
export type IssueContact = Static<typeof IssueContact>;

export const IssueHistoryItem = Type.Object({
  date: Type.String(),
  value: Type.String(),
  description: Nullable(Type.String()),
});
export type IssueHistoryItem = Static<typeof IssueHistoryItem>;

/** A file of a letter the customer sent (the letter is listed by its text and files). */
export const SentLetterFile = Type.Object({ name: Type.String(), size: Type.Integer({ minimum: 0 }) });

export const IssueDocumentStatus = Type.Object({
  id: Type.Integer(),
  barcode: Nullable(Type.String()),
  status: Type.String(),
  registrationDate: Type.String(),
  responseDate: Nullable(Type.String()),
  /**
   * Customer journeys: present for a letter the customer sent through the portal (it has no barcode): its text
   * (null when only files were sent) and its files. Optional: an answer stored for an idempotent resend
   * before the portal kept sent letters has none.
   */
  sentLetter: Type.Optional(
    Type.Object({ text: Nullable(Type.String()), files: Type.Array(SentLetterFile) }),
  ),
});
export type IssueDocumentStatus = Static<typeof IssueDocumentStatus>;

export const IssueDetails = Type.Object({
  ...IssueListItem.properties,
  properties: Type.Array(IssueProperty),
  contact: Type.Union([IssueContact, Type.Null()]),
  documents: Type.Array(IssueDocumentStatus),
  /** Newest first: the first item's value is the current status (portal-spec §3). */
  history: Type.Array(IssueHistoryItem),
  noLetter: Type.Boolean(),
});
export type IssueDetails = Static<typeof IssueDetails>;

export const IssueIdParams = Type.Object({ id: DbId() });

export const SendDocumentResponse = Type.Object({ document: IssueDocumentStatus });
