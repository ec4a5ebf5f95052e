// Turns stored cases into the shapes of api-contract (portal-spec §3).
import {
  ISSUE_PROPERTY_LABELS,
  type IssueContact,
  type IssueDetails,
  type IssueListItem,
  type IssuePropertyKey,
} from '@portal/api-contract';
import type { Selectable } from 'kysely';
import type { IssueTable } from '../db/schema.ts';
import type { issueHistoryAndDocuments } from './issue-repository.ts';

export type IssueRow = Pick<
  Selectable<IssueTable>,
  | 'id'
  | 'number'
  | 'barcode'
  | 'registration_date'
  | 'client'
  | 'address'
  | 'type'
  | 'status'
  | 'status_description'
  | 'notification'
  | 'notification_dismissed'
  | 'recent'
>;

/**
 * Customer journeys: the case's notification unless the customer dismissed this very text (a new text from the
 * back office shows again). The list query (issue-list-repository.ts) applies the same rule in SQL.
 */
export function shownNotification(row: Pick<IssueRow, 'notification' | 'notification_dismissed'>) {
  return row.notification !== null && row.notification !== row.notification_dismissed
    ? row.notification
    : null;
}

export function toListItem(row: IssueRow): IssueListItem {
  return {
    id: row.id,
    number: row.number,
    barcode: row.barcode,
    registrationDate: row.registration_date.toISOString(),
    client: row.client,
    address: row.address,
    type: row.type,
    status: row.status,
    statusDescription: row.status_description,
    notification: shownNotification(row),
    recent: row.recent,
  };
}

export function statusesByType(rows: Pick<IssueRow, 'type' | 'status'>[]): Record<string, string[]> {
  const byType: Record<string, Set<string>> = { _all: new Set() };
  for (const { type, status } of rows) {
    (byType[type] ??= new Set()).add(status);
    byType._all!.add(status);
  }
  return Object.fromEntries(
    Object.entries(byType).map(([type, statuses]) => [
      type,
      [...statuses].sort((a, b) => a.localeCompare(b, 'pl')),
    ]),
  );
}

/** The contact as a vCard, so a phone's camera adds it to the address book from the QR code. */
export function contactQrText(contact: { name: string; phone: string | null; email: string | null }): string {
  return [
    'BEGIN:VCARD',
    'VERSION:3.0',
    `FN:${contact.name}`,
    contact.phone ? `TEL:${contact.phone}` : null,
    contact.email ? `EMAIL:${contact.email}` : null,
    'END:VCARD',
  ]
    .filter(Boolean)
    .join('\n');
}

/** The known properties in the spec's order (those with a value), then the extra ones. */
export function orderedProperties(
  row: IssueRow & {
    properties: Record<string, string>;
    extra_properties: { label: string; value: string }[];
  },
): IssueDetails['properties'] {
  const values: Partial<Record<IssuePropertyKey, string>> = {
    ...row.properties,
    caseNumber: row.number,
    barcode: row.barcode,
    status: row.status,
    receivedDate: row.properties.receivedDate ?? row.registration_date.toISOString().slice(0, 10),
    clientName: row.client,
    connectionAddress: row.address,
  };
  const known = (Object.keys(ISSUE_PROPERTY_LABELS) as IssuePropertyKey[])
    .filter((key) => values[key])
    .map((key) => ({ key, label: ISSUE_PROPERTY_LABELS[key], value: values[key]! }));
  return [...known, ...row.extra_properties.map((p) => ({ key: null, label: p.label, value: p.value }))];
}

type IssueDetailsRow = IssueRow &
  Pick<Selectable<IssueTable>, 'contact' | 'no_letter'> & {
    properties: Record<string, string>;
    extra_properties: { label: string; value: string }[];
  };

/** A case as its details screen shows it (GET /api/issues/:id, and the customer's data export). */
export function toIssueDetails(
  row: IssueDetailsRow,
  { history, documents }: Awaited<ReturnType<typeof issueHistoryAndDocuments>>,
): IssueDetails {
  return {
    ...toListItem(row),
    properties: orderedProperties(row),
    contact: toContact(row.contact),
    documents: documents.map((d) => ({
      id: d.id,
      barcode: d.barcode,
      status: d.status,
      registrationDate: d.registration_date.toISOString(),
      responseDate: d.response_date?.toISOString() ?? null,
      ...(d.source === 'customer' ? { sentLetter: { text: d.message, files: d.files } } : {}),
    })),
    history: history.map((h) => ({
      date: h.date.toISOString(),
      value: h.value,
      description: h.description,
    })),
    noLetter: row.no_letter,
  };
}

export function toContact(
  contact: { name: string; phone: string | null; email: string | null } | null,
): IssueContact | null {
  return contact ? { ...contact, qrcode: contactQrText(contact) } : null;
}
