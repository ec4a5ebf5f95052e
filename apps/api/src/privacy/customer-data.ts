// Data lifecycle (RODO art. 15 and 20): everything the portal holds about one customer, as the portal holds it,
// for "Pobierz moje dane" and `pnpm backoffice customer:export`. The JSON leaves out what is not the
// customer's data but the portal's secrets about it: the password's hash, the second factor's secret,
// tokens and their hashes, the registration password's hash, storage keys.
import { groszeToDecimal } from '@portal/api-contract';
import type { Database } from '../db/database.ts';
import { accountForExport } from '../accounts/account-repository.ts';
import { accountApplicationsWithAttachments } from '../applications/application-repository.ts';
import {
  accountCustomerDocumentsWithFiles,
  accountIssues,
  issueHistoryAndDocuments,
} from '../issues/issue-repository.ts';
import { toIssueDetails } from '../issues/issue-views.ts';
import { accountInvoices, accountPaymentOrders, paymentOrderLines } from '../payments/invoice-repository.ts';
import { toInvoice } from '../payments/invoice-views.ts';

/** A stored file and where it goes in the archive. */
export interface ExportedFile {
  path: string;
  storageKey: string;
  size: number;
}

export interface CustomerData {
  /** The JSON document (dane.json). */
  document: Record<string, unknown>;
  files: ExportedFile[];
}

/** Folder and file names safe on every system the customer may unpack on; the id keeps them unique. */
export function archiveName(...parts: string[]): string {
  return parts
    .map(
      (part) =>
        part
          .normalize('NFC')
          // eslint-disable-next-line no-control-regex
          .replace(/[\u0000-\u001f\u007f-\u009f<>:"/\\|?*]+/g, '-')
          .replace(/^[.\s]+|[.\s]+$/g, '')
          .slice(0, 120) || 'plik',
    )
    .join('/');
}

export async function collectCustomerData(db: Database, accountId: number): Promise<CustomerData | null> {
  const account = await accountForExport(db, accountId);
  if (!account) return null;
  const files: ExportedFile[] = [];

  const issues = await accountIssues(db, accountId);
  const cases = [];
  for (const issue of issues) cases.push(toIssueDetails(issue, await issueHistoryAndDocuments(db, issue.id)));

  const { applications: applicationRows, attachments } = await accountApplicationsWithAttachments(
    db,
    accountId,
  );
  const applications = applicationRows.map((application) => ({
    number: application.number,
    formId: application.form_id,
    formVersion: application.form_version,
    status: application.status,
    email: application.email,
    smsPhone: application.sms_phone,
    createdAt: application.created_at.toISOString(),
    confirmedAt: application.confirmed_at?.toISOString() ?? null,
    acknowledgedAt: application.acknowledged_at?.toISOString() ?? null,
    answers: application.payload,
    attachments: attachments
      .filter((a) => a.application_id === application.id)
      .map((a) => {
        const path = archiveName('wnioski', application.number, `${a.id}-${a.filename}`);
        files.push({ path, storageKey: a.storage_key, size: a.size });
        return { field: a.field, filename: a.filename, size: a.size, file: path };
      }),
  }));

  const { documents: documentRows, files: documentFiles } = issues.length
    ? await accountCustomerDocumentsWithFiles(db, accountId)
    : { documents: [], files: [] };
  const documents = documentRows.map((document) => ({
    caseNumber: document.number,
    message: document.message,
    status: document.status,
    registrationDate: document.registration_date.toISOString(),
    responseDate: document.response_date?.toISOString() ?? null,
    files: documentFiles
      .filter((f) => f.document_id === document.id)
      .map((f) => {
        const path = archiveName('pisma', document.number, `${f.id}-${f.filename}`);
        files.push({ path, storageKey: f.storage_key, size: f.size });
        return { filename: f.filename, size: f.size, file: path };
      }),
  }));

  const invoices = (await accountInvoices(db, accountId)).map(toInvoice);
  const orders = await accountPaymentOrders(db, accountId);
  const paid = await paymentOrderLines(
    db,
    orders.map((o) => o.id),
  );
  const payments = orders.map((order) => ({
    id: order.public_id,
    status: order.status,
    total: groszeToDecimal(order.total),
    title: order.title,
    provider: order.provider,
    createdAt: order.created_at.toISOString(),
    paidAt: order.paid_at?.toISOString() ?? null,
    invoices: paid
      .filter((p) => p.order_id === order.id)
      .map((p) => ({ number: p.number, amount: groszeToDecimal(p.amount) })),
  }));

  return {
    document: {
      description:
        'Dane, które Portal Klienta przechowuje o Tobie. Pliki wymienione w polach "file" są w tym archiwum.',
      exportedAt: new Date().toISOString(),
      account: {
        id: account.id,
        email: account.email,
        kind: account.kind,
        displayName: account.display_name,
        firstName: account.first_name,
        lastName: account.last_name,
        phone: account.phone,
        status: account.status,
        createdAt: account.created_at.toISOString(),
        passwordChangedAt: account.password_changed_at?.toISOString() ?? null,
        secondFactorEnabled: Boolean(account.second_factor),
        erasedAt: account.erased_at?.toISOString() ?? null,
      },
      cases,
      applications,
      documents,
      invoices,
      payments,
    },
    files,
  };
}
