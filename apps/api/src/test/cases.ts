// Cases as the back office files them, and documents as the portal sends them, for the API's tests.
import type { LightMyRequestResponse } from 'fastify';
import type { App } from '../app.ts';
import type { Client } from './test-app.ts';
import { multipart, type Part } from './multipart.ts';

/** What a test case is, but for its number and customer. */
export const sampleCase = {
  barcode: '590000111',
  type: 'Przyłączenie do sieci',
  status: 'W realizacji',
  client: 'Jan',
  address: 'ul. Lipowa 1',
  registrationDate: '2026-10-01T10:00:00.000Z',
};

/** A case filed through the back-office API (POST /api/backoffice/issues) for the customer; its id. */
export async function createCase(
  app: App,
  apiKey: string,
  fields: { number: string; customerEmail: string; status?: string },
): Promise<number> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/backoffice/issues',
    headers: { 'x-api-key': apiKey },
    payload: { ...sampleCase, ...fields },
  });
  if (response.statusCode !== 200) throw new Error(`case not created: ${response.body}`);
  return response.json().id;
}

/** A multipart POST as the portal's forms send it: with the session and the anti-forgery token. */
export function postMultipart(
  app: App,
  client: Client,
  url: string,
  parts: Part[],
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  const { body, contentType } = multipart(parts);
  return app.inject({
    method: 'POST',
    url,
    headers: {
      cookie: client.cookieHeader,
      'x-xsrf-token': client.cookies.get('XSRF-TOKEN')!,
      'content-type': contentType,
      ...headers,
    },
    payload: body,
  });
}

/** POST /api/issues/documents/send as the portal sends it, with an Idempotency-Key when given. */
export function sendDocument(
  app: App,
  client: Client,
  parts: Part[],
  idempotencyKey?: string | null,
): Promise<LightMyRequestResponse> {
  return postMultipart(
    app,
    client,
    '/api/issues/documents/send',
    parts,
    idempotencyKey ? { 'idempotency-key': idempotencyKey } : {},
  );
}
