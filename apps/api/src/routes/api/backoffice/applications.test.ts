import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { samplePdf } from '../../../test/multipart.ts';
import { postMultipart } from '../../../test/cases.ts';
import { lastMailTo, linkIn } from '../../../test/accounts.ts';
import { solveAltcha } from '../../../test/captcha.ts';
import { createIntegrationKey } from '../../../backoffice/integration-keys.ts';

let t: TestApp;
let key: string;
beforeAll(async () => {
  t = await createTestApp({ captcha: { provider: 'altcha', altchaMaxNumber: 1000 } });
  key = await createIntegrationKey(t.db, 'crm');
});
afterAll(() => t.close());

const bo = (method: 'GET' | 'POST', url: string) =>
  t.app.inject({ method, url, headers: { 'x-api-key': key } });

async function file(
  formId: number,
  data: unknown,
  files: { id: string; content: Buffer; name: string }[] = [],
) {
  const client = new Client(t.app);
  await client.csrf();
  const challenge = (await t.app.inject({ method: 'GET', url: '/api/captcha/challenge' })).json();
  const payload = {
    formId,
    formVersion: formId === 901 ? '1.2.0' : '1.0.0',
    data,
    captcha: await solveAltcha(challenge),
  };
  const response = await postMultipart(t.app, client, '/api/application/send', [
    { name: 'payload', value: JSON.stringify(payload) },
    ...files.map((f) => ({ name: `file:${f.id}`, value: f.content, filename: f.name })),
  ]);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function confirm(email: string) {
  const link = linkIn((await lastMailTo(t.db, email))!.body_text, '/wniosek/potwierdz');
  await new Client(t.app).post('/api/application/confirm', { token: link.searchParams.get('token') });
}

describe('back-office applications', () => {
  it('lists confirmed applications only, with payload and downloadable attachments, then acknowledges', async () => {
    const email = `bo.${Date.now()}@example.com`;
    const fileId = randomUUID();
    const data = {
      applicant: { firstName: 'Ewa', pesel: '44051401359' },
      contact: { email },
      power: { kw: 12, phase: 'three_phase' },
      documents: [{ id: fileId, name: 'mapa zasadnicza.pdf', size: 10, type: 'application/pdf' }],
    };
    const sent = await file(901, data, [
      { id: fileId, content: samplePdf(3000), name: 'mapa zasadnicza.pdf' },
    ]);
    let list = (await bo('GET', '/api/backoffice/applications')).json();
    expect(list.find((a: { number: string }) => a.number === sent.applicationNumber)).toBeUndefined();

    await confirm(email);
    list = (await bo('GET', '/api/backoffice/applications')).json();
    const listed = list.find((a: { number: string }) => a.number === sent.applicationNumber);
    expect(listed).toMatchObject({
      status: 'CONFIRMED',
      formTitle: 'Zgłoszenie testowe',
      attachments: [{ filename: 'mapa zasadnicza.pdf', size: 3000 }],
    });

    const details = (await bo('GET', `/api/backoffice/applications/${listed.id}`)).json();
    expect(details.payload.applicant).toEqual({ firstName: 'Ewa', pesel: '44051401359' });

    const download = await bo(
      'GET',
      `/api/backoffice/applications/${listed.id}/attachments/${listed.attachments[0].id}`,
    );
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe(
      "attachment; filename*=UTF-8''mapa%20zasadnicza.pdf",
    );
    expect(download.rawPayload.length).toBe(3000);

    const acknowledged = await bo('POST', `/api/backoffice/applications/${listed.id}/acknowledge`);
    expect(acknowledged.json().status).toBe('ACKNOWLEDGED');
    expect((await bo('POST', `/api/backoffice/applications/${listed.id}/acknowledge`)).statusCode).toBe(409);
  });

  it('approving a registration creates the pending account and mails the activation link', async () => {
    const email = `nowy.klient.${Date.now()}@example.com`;
    await file(902, {
      account: { email, conditionsNumber: 'ND\\WK\\22505\\2023' },
    });
    await confirm(email);
    const listed = (await bo('GET', '/api/backoffice/applications'))
      .json()
      .find((a: { email: string }) => a.email === email);
    expect(listed.registration).toBe(true);
    // Customer journeys: the back office gets the application without an empty `credentials` or any password.
    const details = (await bo('GET', `/api/backoffice/applications/${listed.id}`)).json();
    expect(details.payload).toEqual({ account: { email, conditionsNumber: 'ND\\WK\\22505\\2023' } });
    const approved = await bo('POST', `/api/backoffice/applications/${listed.id}/approve-registration`);
    expect(approved.statusCode).toBe(200);
    // The pending account has no password until the activation link sets one.
    const account = await t.db
      .selectFrom('account')
      .select(['status', 'password_hash', 'first_name', 'last_name', 'phone'])
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    // A registration that left the holder's fields empty gives an account without them.
    expect(account).toEqual({
      status: 'PENDING',
      password_hash: null,
      first_name: null,
      last_name: null,
      phone: null,
    });
    const link = linkIn((await lastMailTo(t.db, email))!.body_text, '/konto/aktywuj');
    const token = link.searchParams.get('token')!;
    const activated = await new Client(t.app).post('/api/account/activate', {
      email,
      password: 'Aktywacja-2026',
      token,
    });
    expect(activated.statusCode).toBe(200);
    const login = await new Client(t.app).post('/api/account/login', {
      username: email,
      password: 'Aktywacja-2026',
    });
    expect(login.json().authorities).toEqual(['ROLE_USER']);
    expect(
      (await bo('POST', `/api/backoffice/applications/${listed.id}/approve-registration`)).statusCode,
    ).toBe(409);
  });

  it('approval keeps the account holder the fields marked `prefill` give, under the application’s e-mail', async () => {
    const email = `z.danymi.${Date.now()}@example.com`;
    await file(902, {
      account: { email, conditionsNumber: 'ND\\WK\\22505\\2023' },
      accountHolder: { firstName: 'Zofia', lastName: 'Wiśniewska', phone: '601-234-567' },
    });
    await confirm(email);
    const listed = (await bo('GET', '/api/backoffice/applications'))
      .json()
      .find((a: { email: string }) => a.email === email);
    const approved = await bo('POST', `/api/backoffice/applications/${listed.id}/approve-registration`);
    expect(approved.statusCode).toBe(200);
    const account = await t.db
      .selectFrom('account')
      .select(['email', 'first_name', 'last_name', 'phone'])
      .where('id', '=', approved.json().accountId)
      .executeTakeFirstOrThrow();
    expect(account).toEqual({ email, first_name: 'Zofia', last_name: 'Wiśniewska', phone: '601-234-567' });
  });

  it('needs the integration key', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/backoffice/applications' })).statusCode).toBe(401);
  });

  it('answers 404 for an unknown application or attachment', async () => {
    expect((await bo('GET', '/api/backoffice/applications/999999')).statusCode).toBe(404);
    expect((await bo('GET', '/api/backoffice/applications/999999/attachments/1')).statusCode).toBe(404);
  });
});
