// Customer journeys, "Notifications can be listed, read and dismissed for good": "Ukryj powiadomienie" came back after
// a reload and the header badge stayed at 4. DELETE /api/issues/:id/notification dismisses it on the
// server: the case list, the case and the badge's count drop it, until the back office sets another.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IssueStatus } from '@portal/api-contract';
import { Client, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createCustomer } from '../../../test/accounts.ts';
import { createIntegrationKey } from '../../../backoffice/integration-keys.ts';

let t: TestApp;
let key: string;
let counter = 0;

beforeAll(async () => {
  t = await createTestApp();
  key = await createIntegrationKey(t.db, 'crm');
});
afterAll(() => t.close());

async function upsert(body: Record<string, unknown>): Promise<number> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/backoffice/issues',
    headers: { 'x-api-key': key },
    payload: {
      barcode: '590000111',
      type: 'Przyłączenie do sieci',
      status: IssueStatus.inProgress,
      client: 'Jan Testowy',
      address: 'ul. Lipowa 1, 05-500 Piaseczno',
      registrationDate: '2026-10-01T10:00:00.000Z',
      ...body,
    },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().id as number;
}

async function customerWithCases(notifications: (string | null)[]) {
  const customer = await createCustomer(t.db);
  const ids: number[] = [];
  const numbers: string[] = [];
  for (const notification of notifications) {
    counter += 1;
    const number = `PN/2026/${counter}`;
    ids.push(await upsert({ number, customerEmail: customer.email, notification }));
    numbers.push(number);
  }
  const client = new Client(t.app);
  await client.post('/api/account/login', { username: customer.email, password: customer.password });
  return { email: customer.email, client, ids, numbers };
}

const list = async (client: Client) =>
  (await client.get('/api/issues')).json() as {
    notifications: number;
    issues: { id: number; notification: string | null }[];
  };

describe('DELETE /api/issues/:id/notification', () => {
  it('dismisses for good: the count drops, the list and the case lose it, also on the next request', async () => {
    const { client, ids } = await customerWithCases(['Podpisz umowę', 'Dosłanie mapy', null]);
    const before = await client.get('/api/issues');
    expect(before.json().notifications).toBe(2);

    const dismissed = await client.request('DELETE', `/api/issues/${ids[0]}/notification`);
    expect(dismissed.statusCode, dismissed.body).toBe(204);

    // The list's ETag moves, so a browser holding the old list gets the new one, not a 304.
    const after = await client.request('GET', '/api/issues', undefined, {
      'if-none-match': String(before.headers.etag),
    });
    expect(after.statusCode).toBe(200);
    expect(after.json().notifications).toBe(1);
    const byId = new Map(after.json().issues.map((i: { id: number }) => [i.id, i]));
    expect(byId.get(ids[0])).toMatchObject({ notification: null });
    expect(byId.get(ids[1])).toMatchObject({ notification: 'Dosłanie mapy' });
    expect((await client.get(`/api/issues/${ids[0]}`)).json().notification).toBeNull();
    // Dismissing again changes nothing and is no error.
    expect((await client.request('DELETE', `/api/issues/${ids[0]}/notification`)).statusCode).toBe(204);
    expect((await list(client)).notifications).toBe(1);
  });

  it('a new notification from the back office shows again; repeating the dismissed one does not', async () => {
    const { client, ids, numbers, email } = await customerWithCases(['Podpisz umowę']);
    await client.request('DELETE', `/api/issues/${ids[0]}/notification`);
    // The back office sends the case again with the same text (e.g. a status change): still dismissed.
    await upsert({
      number: numbers[0],
      customerEmail: email,
      notification: 'Podpisz umowę',
      status: 'Umowa',
    });
    expect((await list(client)).notifications).toBe(0);
    await upsert({ number: numbers[0], customerEmail: email, notification: 'Wpłać zaliczkę' });
    expect(await list(client)).toMatchObject({
      notifications: 1,
      issues: [{ notification: 'Wpłać zaliczkę' }],
    });
    // Cleared and set again to the first text: it is a new notification.
    await client.request('DELETE', `/api/issues/${ids[0]}/notification`);
    await upsert({ number: numbers[0], customerEmail: email, notification: null });
    await upsert({ number: numbers[0], customerEmail: email, notification: 'Wpłać zaliczkę' });
    expect((await list(client)).notifications).toBe(1);
  });

  it('only the owner dismisses: another customer’s case is 404 like an unknown one, anonymous 401', async () => {
    const owner = await customerWithCases(['Podpisz umowę']);
    const stranger = await customerWithCases([]);
    const foreign = await stranger.client.request('DELETE', `/api/issues/${owner.ids[0]}/notification`);
    const unknown = await stranger.client.request('DELETE', '/api/issues/999999/notification');
    expect(foreign.statusCode).toBe(404);
    expect(unknown.statusCode).toBe(404);
    expect(
      (await new Client(t.app).request('DELETE', `/api/issues/${owner.ids[0]}/notification`)).statusCode,
    ).toBe(401);
    expect((await stranger.client.request('DELETE', '/api/issues/abc/notification')).statusCode).toBe(400);
    expect((await list(owner.client)).notifications).toBe(1);
  });
});
