// Security hardening, "Input": a multipart/form-data request whose Content-Type or body is malformed answered 500
// on the upload routes (busboy throws plain errors); it is bad input: 400 with a Polish message.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, createTestApp, type TestApp } from '../test/test-app.ts';
import { createCustomer } from '../test/accounts.ts';
import { uploadMessages } from './receive.ts';

let t: TestApp;
let customer: Client;
beforeAll(async () => {
  t = await createTestApp();
  const account = await createCustomer(t.db);
  customer = new Client(t.app);
  await customer.post('/api/account/login', { username: account.email, password: account.password });
});
afterAll(() => t.close());

const routes = [
  ['a visitor’s application', '/api/application/send'],
  ['a customer’s application', '/api/application/send/logged'],
  ['a document', '/api/issues/documents/send'],
] as const;

const send = (url: string, contentType: string, payload: string) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: {
      cookie: customer.cookieHeader,
      'x-xsrf-token': customer.cookies.get('XSRF-TOKEN')!,
      'content-type': contentType,
    },
    payload,
  });

const part = (boundary: string) =>
  `--${boundary}\r\nContent-Disposition: form-data; name="payload"\r\n\r\n{}\r\n--${boundary}--\r\n`;

describe.each(routes)('%s (%s)', (_name, url) => {
  it.each([
    ['no boundary', 'multipart/form-data'],
    ['a boundary of 257 characters', `multipart/form-data; boundary=${'a'.repeat(257)}`],
    ['a boundary of 71 characters', `multipart/form-data; boundary=${'a'.repeat(71)}`],
    ['an empty boundary', 'multipart/form-data; boundary='],
    ['an empty quoted boundary', 'multipart/form-data; boundary=""'],
    ['an unterminated quoted boundary', 'multipart/form-data; boundary="abc'],
    ['two boundaries', 'multipart/form-data; boundary=abc; boundary=def'],
    ['a charset only', 'multipart/form-data; charset=utf-8'],
    ['a bare parameter name', 'multipart/form-data; boundary'],
  ])('a Content-Type with %s is a 400 that says so', async (_case, contentType) => {
    for (const body of ['', part('abc')]) {
      const response = await send(url, contentType, body);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().message).toBe(uploadMessages.badBoundary);
    }
  });

  it.each([
    ['a body without the Content-Type’s boundary', part('other')],
    ['a body cut off inside a part', part('abc').slice(0, 60)],
    ['a body without its closing boundary', part('abc').replace('--abc--\r\n', '')],
    [
      'a field declared as JSON that is not JSON',
      '--abc\r\nContent-Disposition: form-data; name="payload"\r\nContent-Type: application/json\r\n\r\n{\r\n--abc--\r\n',
    ],
    [
      'a field named __proto__',
      '--abc\r\nContent-Disposition: form-data; name="__proto__"\r\n\r\nx\r\n--abc--\r\n',
    ],
  ])('%s is a 400 that says the data is incomplete or damaged', async (_case, body) => {
    const response = await send(url, 'multipart/form-data; boundary=abc', body);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toBe(uploadMessages.incomplete);
  });
});
