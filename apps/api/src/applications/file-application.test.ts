// The filing and confirming use cases' outcomes, without HTTP: the route only streams the upload and maps
// each outcome onto a reply (routes/api/application/*.test.ts prove the replies).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../test/test-app.ts';
import { createCustomer, lastMailTo, linkIn } from '../test/accounts.ts';
import { localStorage } from '../adapters/storage/local.ts';
import { PLACEHOLDER_OPERATOR } from '@portal/form-pdf/operator';
import type { ReceivedUpload } from '../uploads/receive.ts';
import { loadFormRegistry, type FormRegistry } from './form-registry.ts';
import { createFiling, type Filer } from './file-application.ts';

const SOLVED = 'solved-captcha';
const schemasDir = path.join(import.meta.dirname, '../test/schemas');
const silent = { info: () => {}, warn: () => {}, error: () => {} } as unknown as Filer['log'];

describe('filing use cases', () => {
  const database = useTestDatabase();
  let forms: FormRegistry;
  let filesDir: string;
  let registrations = 0;

  beforeAll(async () => {
    forms = await loadFormRegistry(schemasDir, { precompiledDir: '/nonexistent', log: { warn: () => {} } });
    filesDir = mkdtempSync(path.join(tmpdir(), 'filing-'));
  });
  afterAll(() => rmSync(filesDir, { recursive: true, force: true }));

  const filing = () =>
    createFiling({
      db: database.db,
      storage: localStorage(filesDir),
      forms,
      captcha: { verify: async (solution) => solution === SOLVED },
      publicUrl: 'http://portal.test',
      operator: PLACEHOLDER_OPERATOR,
    });

  const visitor = (idempotency: Filer['idempotency'] = null): Filer => ({
    accountId: null,
    address: '192.0.2.10',
    idempotency,
    log: silent,
  });

  /** A registration (form 902: no attachments) as the wizard sends it, and its upload. */
  function registration(captcha: string | null = SOLVED) {
    registrations += 1;
    const email = `rejestracja${registrations}.${Date.now()}@example.com`;
    const raw = JSON.stringify({
      formId: 902,
      formVersion: '1.0.0',
      data: { account: { email, conditionsNumber: 'ND\\WK\\22505\\2023', referralCode: 'Kod-2026' } },
      ...(captcha === null ? {} : { captcha }),
    });
    const upload: ReceivedUpload = { fields: { payload: raw }, files: [], cleanup: async () => {} };
    return { email, raw, upload };
  }

  it('refuses a visitor without a captcha or with a wrong one, and admits a customer without one', async () => {
    const useCase = filing();
    expect(await useCase.admit(registration(null).raw, visitor())).toEqual({ kind: 'captchaRefused' });
    expect(await useCase.admit(registration('wrong').raw, visitor())).toEqual({ kind: 'captchaRefused' });
    const customer: Filer = { ...visitor(), accountId: 1 };
    expect(await useCase.admit(registration(null).raw, customer)).toMatchObject({
      kind: 'admitted',
      payload: { formId: 902 },
    });
  });

  it('files an admitted application once per Idempotency-Key: a retry repeats the first answer', async () => {
    const useCase = filing();
    const { raw, upload, email } = registration();
    const filer = visitor({ scope: 'session:filing-test', key: 'key-1' });
    const admission = await useCase.admit(raw, filer);
    if (admission.kind !== 'admitted') throw new Error(`not admitted: ${admission.kind}`);

    const first = await useCase.file(filer, admission.payload, upload);
    expect(first).toMatchObject({
      kind: 'filed',
      answer: { applicationNumber: expect.stringMatching(/^WN\/\d{4}\/\d{6}$/), email },
      storedBytes: raw.length,
    });
    const again = await useCase.file(filer, admission.payload, upload);
    expect(again).toEqual({ kind: 'repeated', answer: first.answer });
    const stored = await database.db
      .selectFrom('application')
      .select('number')
      .where('email', '=', email)
      .execute();
    expect(stored).toEqual([{ number: first.answer.applicationNumber }]);
  });

  it("refuses in admission a payload it cannot file at all, with the reply's status", async () => {
    const useCase = filing();
    const { raw } = registration();
    const asked = JSON.parse(raw) as Record<string, unknown>;
    const refused = (payload: string | undefined) => useCase.admit(payload, visitor());
    await expect(refused(undefined)).rejects.toMatchObject({ statusCode: 400 });
    await expect(refused('{')).rejects.toMatchObject({ statusCode: 400 });
    await expect(refused(JSON.stringify({ ...asked, formId: 999_999 }))).rejects.toMatchObject({
      statusCode: 404,
    });
    await expect(refused(JSON.stringify({ ...asked, formVersion: '0.0.1' }))).rejects.toMatchObject({
      statusCode: 409,
    });
  });

  it("files a customer's application on the account, without a key filing again on a retry", async () => {
    const customer = await createCustomer(database.db);
    const useCase = filing();
    const filer: Filer = { ...visitor(), accountId: customer.id };
    const { raw, upload, email } = registration(null);
    const admission = await useCase.admit(raw, filer);
    if (admission.kind !== 'admitted') throw new Error(`not admitted: ${admission.kind}`);
    const first = await useCase.file(filer, admission.payload, upload);
    const second = await useCase.file(filer, admission.payload, upload);
    expect([first.kind, second.kind]).toEqual(['filed', 'filed']);
    expect(second.answer.applicationNumber).not.toBe(first.answer.applicationNumber);
    const stored = await database.db
      .selectFrom('application')
      .select(['number', 'account_id'])
      .where('email', '=', email)
      .orderBy('id')
      .execute();
    expect(stored).toEqual([
      { number: first.answer.applicationNumber, account_id: customer.id },
      { number: second.answer.applicationNumber, account_id: customer.id },
    ]);
  });

  async function filedLink() {
    const useCase = filing();
    const { raw, upload, email } = registration();
    const admission = await useCase.admit(raw, visitor());
    if (admission.kind !== 'admitted') throw new Error(`not admitted: ${admission.kind}`);
    const filed = await useCase.file(visitor(), admission.payload, upload);
    const link = linkIn((await lastMailTo(database.db, email))!.body_text, '/wniosek/potwierdz');
    return { useCase, token: link.searchParams.get('token')!, number: filed.answer.applicationNumber };
  }

  it('confirms by the e-mailed link once, and knows a registration', async () => {
    const { useCase, token, number } = await filedLink();
    expect(await useCase.confirm(token)).toEqual({
      kind: 'confirmed',
      applicationNumber: number,
      formId: 902,
      registration: true,
    });
    expect(await useCase.confirm(token)).toEqual({ kind: 'alreadyConfirmed' });
    expect(await useCase.confirm('no-such-token')).toEqual({ kind: 'unknownLink' });
  });

  it('refuses a link after its 24 hours', async () => {
    const { useCase, token } = await filedLink();
    expect(await useCase.confirm(token, Date.now() + 25 * 3_600_000)).toEqual({ kind: 'linkExpired' });
  });
});
