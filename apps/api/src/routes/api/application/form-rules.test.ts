// Customer journeys, "Form rules the server must hold too", through the real endpoint with real forms: what the
// wizard normalises the server normalises the same way (blank text is missing; a NIP, a connection
// conditions number and a decimal typed as a phone makes them are accepted and stored as their format
// writes them, numbers as numbers), and the 50 MB limit is for all the application's files together.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FieldError } from '@portal/api-contract';
import { formFolder, readCatalog } from '@portal/form-catalog/node';
import { loadConfig, repoRoot } from '../../../config.ts';
import { filesFor, sendApplication } from '../../../test/application-send.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

const schemasDir = path.join(repoRoot, 'schemas');
/** schemas/README.md "Fixtures": the day of a fixture without its own. */
const DEFAULT_TODAY = '2026-06-15';
const MB = 1_048_576;

let t: TestApp;
beforeAll(async () => {
  const defaults = loadConfig({ NODE_ENV: 'test' });
  t = await createTestApp({
    schemasDir,
    captcha: { provider: 'altcha', altchaMaxNumber: 1000 },
    rateLimit: { max: 1_000_000, windowMs: 60_000, auth: 1_000_000 },
    // The visitor's 50 MB budget of stored bytes would refuse a 50 MB application first.
    floodLimits: { ...defaults.floodLimits, uploadBudget: { addressBytes: 0, accountBytes: 0, windowMs: 1 } },
  });
}, 120_000);
afterAll(async () => {
  await t.close();
});
afterEach(() => {
  vi.useRealTimers();
});

function fixture<Data>(formId: number, name: string): { version: string; data: Data } {
  const entry = readCatalog(schemasDir).forms.find((form) => form.id === formId)!;
  const file = path.join(formFolder(schemasDir, entry), 'fixtures', 'valid', name);
  const content = JSON.parse(readFileSync(file, 'utf8')) as { today?: string; data: Data };
  vi.useFakeTimers({ toFake: ['Date'], now: new Date(`${content.today ?? DEFAULT_TODAY}T10:00:00Z`) });
  return { version: entry.version, data: content.data };
}

async function storedPayload(applicationNumber: string) {
  const row = await t.db
    .selectFrom('application')
    .select('payload')
    .where('number', '=', applicationNumber)
    .executeTakeFirstOrThrow();
  return row.payload as Record<string, never>;
}

interface MeterForm {
  applicant: { company: { nip: string }; businessSeatAddress: { city: string } };
  pickupPoint: { reason: string; ppe?: string; connectionConditionsNumber?: string };
  metering: { meters: { power: string }[] };
}

describe('form 29 on the real endpoint', () => {
  it('accepts input a phone makes natural and stores it as the format writes it, decimals as numbers', async () => {
    const { version, data } = fixture<MeterForm>(29, 'business-on-behalf-additional-meter-40-kw.json');
    data.applicant.company.nip = 'PL 521 301 72 28';
    data.pickupPoint.reason = 'newPremises';
    delete data.pickupPoint.ppe;
    data.pickupPoint.connectionConditionsNumber = 'nd/wk/22505/2023';
    data.metering.meters[0]!.power = '29,5';
    const response = await sendApplication(t, 29, version, data, filesFor(data)!);
    expect(response.statusCode, response.body).toBe(200);
    const stored = (await storedPayload(response.json().applicationNumber)) as unknown as MeterForm;
    expect(stored.applicant.company.nip).toBe('5213017228');
    expect(stored.pickupPoint.connectionConditionsNumber).toBe('ND\\WK\\22505\\2023');
    expect(stored.metering.meters.map((meter) => meter.power)).toEqual([29.5, 10]);
  });

  it('refuses a required city left blank with "Pole obowiązkowe"', async () => {
    const { version, data } = fixture<MeterForm>(29, 'business-on-behalf-additional-meter-40-kw.json');
    data.applicant.businessSeatAddress.city = '   ';
    const response = await sendApplication(t, 29, version, data, filesFor(data)!);
    expect(response.statusCode).toBe(400);
    expect((response.json() as { details: FieldError[] }).details).toEqual([
      { pointer: '/applicant/businessSeatAddress/city', keyword: 'required', message: 'Pole obowiązkowe' },
    ]);
  });
});

describe('the 50 MB limit of an application (form 5, three attachment lists)', () => {
  type Descriptor = { id: string; name: string; size: number; type: string };
  type Lists = Record<'legalTitleDocument' | 'singleLineDiagram' | 'sitePlan', Descriptor[]>;
  const descriptor = (index: number, size: number): Descriptor => ({
    id: `3f6c1a2e-8b4d-4c1e-9a7f-0000000001${String(index).padStart(2, '0')}`,
    name: `plik-${index}.pdf`,
    size,
    type: 'application/pdf',
  });
  function withFiles(sizes: Record<keyof Lists, number[]>) {
    const { version, data } = fixture<{ attachments: Lists }>(5, 'private-person-solar-with-storage.json');
    let index = 0;
    for (const list of Object.keys(sizes) as (keyof Lists)[])
      data.attachments[list] = sizes[list].map((size) => descriptor(index++, size));
    return { version, data };
  }

  it('takes 50 MB over three lists', async () => {
    const { version, data } = withFiles({
      legalTitleDocument: [10 * MB, 10 * MB],
      singleLineDiagram: [10 * MB, 10 * MB],
      sitePlan: [10 * MB - 4096],
    });
    const response = await sendApplication(t, 5, version, data, filesFor(data)!);
    expect(response.statusCode, response.body).toBe(200);
  }, 60_000);

  it('refuses 54 MB over three lists, saying it of all the files', async () => {
    const { version, data } = withFiles({
      legalTitleDocument: [9 * MB, 9 * MB],
      singleLineDiagram: [9 * MB, 9 * MB],
      sitePlan: [9 * MB, 9 * MB],
    });
    const response = await sendApplication(t, 5, version, data, filesFor(data, { whateverTheTotal: true })!);
    expect(response.statusCode).toBe(422);
    expect((response.json() as { details: FieldError[] }).details).toEqual([
      {
        pointer: '/files/5',
        keyword: 'totalTooBig',
        message: 'Maksymalny rozmiar wszystkich plików nie może przekraczać 50 MB',
      },
    ]);
  }, 60_000);
});
