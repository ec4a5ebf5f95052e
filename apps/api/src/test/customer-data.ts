// Data lifecycle: a customer holding every kind of data the portal keeps (a case, a document with a file, an
// application with an attachment, an invoice, a payment order, mail waiting in the outbox), made through
// the same routes the portal and the back office use, for the export and erasure tests.
import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { enqueue } from '../outbox/outbox-message-repository.ts';
import { createCustomer } from './accounts.ts';
import { createCase, sendDocument } from './cases.ts';
import { multipart } from './multipart.ts';
import { Client, type TestApp } from './test-app.ts';

let counter = 0;

/** A PDF the file-type check accepts, with random bytes so that a copy is provably the same file. */
export const randomPdf = (bytes: number) =>
  Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(bytes - 9)]);

export async function customerWithEverything(t: TestApp, integrationKey: string) {
  counter += 1;
  const series = `${randomBytes(3).toString('hex').toUpperCase()}-${counter}`;
  // Customer journeys: the account holder a registration gave, unique to this customer (the erasure test looks for it).
  const customer = await createCustomer(t.db, {
    firstName: 'Jan',
    lastName: `Kowalski-${series}`,
    phone: `5${randomInt(10_000_000, 99_999_999)}`,
  });
  const client = new Client(t.app);
  const login = await client.post('/api/account/login', {
    username: customer.email,
    password: customer.password,
  });
  expect(login.statusCode, login.body).toBe(200);
  const bo = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, headers: { 'x-api-key': integrationKey }, payload });

  const caseNumber = `PP/RODO/${series}`;
  const caseId = await createCase(t.app, integrationKey, {
    number: caseNumber,
    customerEmail: customer.email,
  });

  const documentFile = randomPdf(3_000);
  const documentText = `W załączeniu podpisana umowa do sprawy ${caseNumber}.`;
  await client.csrf();
  const document = await sendDocument(t.app, client, [
    { name: 'issueId', value: String(caseId) },
    { name: 'text', value: documentText },
    { name: 'file', value: documentFile, filename: 'umowa podpisana.pdf' },
  ]);
  expect(document.statusCode, document.body).toBe(200);

  const attachment = randomPdf(5_000);
  const fileId = randomUUID();
  const applicationEmail = `wniosek.${series.toLowerCase()}@example.com`;
  const data = {
    applicant: { firstName: 'Jan', pesel: '44051401359' },
    contact: { email: applicationEmail, smsPhone: '601-234-567' },
    power: { kw: 5, phase: 'single_phase' },
    documents: [{ id: fileId, name: 'tytul-prawny.pdf', size: attachment.length, type: 'application/pdf' }],
  };
  const { body, contentType } = multipart([
    { name: 'payload', value: JSON.stringify({ formId: 901, formVersion: '1.2.0', data }) },
    { name: `file:${fileId}`, value: attachment, filename: 'tytul-prawny.pdf' },
  ]);
  const sent = await t.app.inject({
    method: 'POST',
    url: '/api/application/send/logged',
    headers: {
      cookie: client.cookieHeader,
      'x-xsrf-token': client.cookies.get('XSRF-TOKEN')!,
      'content-type': contentType,
    },
    payload: body,
  });
  expect(sent.statusCode, sent.body).toBe(200);
  const applicationNumber: string = sent.json().applicationNumber;

  const invoiceNumber = `FV/RODO/${series}`;
  const invoice = await bo('/api/backoffice/invoices', {
    number: invoiceNumber,
    customerEmail: customer.email,
    issueNumber: caseNumber,
    type: 'Faktura VAT',
    amount: '123.45',
    issueDate: '2026-10-01T00:00:00.000Z',
    paymentTerm: '2099-01-01T00:00:00.000Z',
    investmentAddress: 'ul. Lipowa 1, 05-500 Piaseczno',
  });
  expect(invoice.statusCode, invoice.body).toBe(200);
  const pay = await client.post('/api/orders/pay', {
    totalAmount: '123.45',
    invoices: [{ number: invoiceNumber, amount: '123.45', orderId: caseNumber }],
  });
  expect(pay.statusCode, pay.body).toBe(200);

  // Mail carrying the customer's link, still waiting to be sent.
  await enqueue(t.db, {
    channel: 'email',
    to: customer.email,
    subject: 'Zmiana hasła',
    text: `Link: ${t.config.publicUrl}/nowe-haslo?token=abc`,
  });

  return {
    customer,
    client,
    caseNumber,
    documentText,
    applicationNumber,
    applicationEmail,
    invoiceNumber,
    files: {
      attachment: { name: 'tytul-prawny.pdf', bytes: attachment },
      document: { name: 'umowa podpisana.pdf', bytes: documentFile },
    },
  };
}

/** Every storage key the portal's records hold for the account's applications and cases. */
export async function storageKeysOf(t: TestApp, accountId: number): Promise<string[]> {
  const attachments = await t.db
    .selectFrom('application_attachment')
    .innerJoin('application', 'application.id', 'application_attachment.application_id')
    .select('application_attachment.storage_key')
    .where('application.account_id', '=', accountId)
    .execute();
  const documents = await t.db
    .selectFrom('issue_document_file')
    .innerJoin('issue_document', 'issue_document.id', 'issue_document_file.document_id')
    .innerJoin('issue', 'issue.id', 'issue_document.issue_id')
    .select('issue_document_file.storage_key')
    .where('issue.account_id', '=', accountId)
    .execute();
  return [...attachments, ...documents].map((row) => row.storage_key);
}
