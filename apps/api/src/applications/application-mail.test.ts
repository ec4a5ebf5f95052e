// The confirmation e-mail repeats what the form computed: a form 3 application of the real
// schemas/ sent through the API gets the advance of applications-spec §9 in its e-mail, worded as the
// wizard's summary words it, with where and by when to pay it (the configured operator's account).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../config.ts';
import { solveAltcha } from '../test/captcha.ts';
import { lastMailTo } from '../test/accounts.ts';
import { samplePdf, type Part } from '../test/multipart.ts';
import { postMultipart } from '../test/cases.ts';
import { Client, createTestApp, type TestApp } from '../test/test-app.ts';
import { computedParagraphs } from './application-mail.ts';

const operator = {
  name: 'Energa-Operator SA',
  email: 'zgloszenia@operator.pl',
  postalAddress: ['Energa-Operator SA', 'ul. Marynarki Polskiej 130', '80-557 Gdańsk'],
  bankAccount: '61 1090 1014 0000 0712 1981 2874',
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    schemasDir: path.join(repoRoot, 'schemas'),
    captcha: { provider: 'altcha', altchaMaxNumber: 1000 },
    operator,
  });
}, 60_000);
afterAll(async () => {
  await t.close();
});

/** A valid fixture's data with every attachment descriptor sent as a small PDF. */
function fixtureApplication(file: string): { data: Record<string, unknown>; parts: Part[] } {
  const fixture = JSON.parse(readFileSync(path.join(repoRoot, 'schemas/forms', file), 'utf8')) as {
    data: Record<string, unknown>;
  };
  const parts: Part[] = [];
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (typeof value !== 'object' || value === null) return;
    const record = value as Record<string, unknown>;
    if (typeof record.id === 'string' && typeof record.name === 'string' && typeof record.size === 'number') {
      const name = record.name.replace(/\.\w+$/, '.pdf');
      record.name = name;
      record.type = 'application/pdf';
      parts.push({ name: `file:${record.id}`, value: samplePdf(1200), filename: name });
      return;
    }
    Object.values(record).forEach(visit);
  };
  visit(fixture.data);
  return { data: fixture.data, parts };
}

async function send(formId: number, formVersion: string, application: { data: object; parts: Part[] }) {
  const client = new Client(t.app);
  await client.csrf();
  const challenge = (await t.app.inject({ method: 'GET', url: '/api/captcha/challenge' })).json();
  const payload = { formId, formVersion, data: application.data, captcha: await solveAltcha(challenge) };
  return postMultipart(t.app, client, '/api/application/send', [
    { name: 'payload', value: JSON.stringify(payload) },
    ...application.parts,
  ]);
}

describe('the confirmation e-mail of an application above 1 kV', () => {
  it('states the advance the wizard showed, the operator account, the title and the due date', async () => {
    const application = fixtureApplication(
      '3-przylaczenie-z-sieci-sn/fixtures/valid/business-new-object-own-station.json',
    );
    const catalog = JSON.parse(readFileSync(path.join(repoRoot, 'schemas/catalog.json'), 'utf8')) as {
      forms: { id: number; version: string }[];
    };
    const version = catalog.forms.find((form) => form.id === 3)!.version;
    const response = await send(3, version, application);
    expect(response.statusCode, response.body).toBe(200);
    const { applicationNumber } = response.json() as { applicationNumber: string };
    const mail = await lastMailTo(t.db, 'biuro@piekarnia-nowak.pl');
    const text = mail!.body_text.replaceAll('\u00a0', ' ');
    expect(text).toContain(
      'Zaliczka na poczet opłaty za przyłączenie: 36 000,00 zł (30,00 zł × 1200 kW), do wpłaty w ciągu 14 dni od złożenia wniosku.',
    );
    expect(text).toMatch(
      new RegExp(
        `Wpłać zaliczkę do \\d{2}\\.\\d{2}\\.\\d{4} na rachunek 61 1090 1014 0000 0712 1981 2874 \\(odbiorca: Energa-Operator SA\\), w tytule przelewu podaj numer wniosku ${applicationNumber.replaceAll('/', '\\/')}\\.`,
      ),
    );
    expect(mail!.body_html).toContain('na rachunek 61 1090 1014 0000 0712 1981 2874');
  }, 60_000);
});

describe('computedParagraphs', () => {
  const advance = {
    pointer: '/connection/power',
    keyword: 'connectionAdvance',
    label: 'Zaliczka na poczet opłaty za przyłączenie',
    text: '30 000,00 zł (30,00 zł × 1000 kW), do wpłaty w ciągu 14 dni od złożenia wniosku',
    value: { amount: 30000, dueDays: 14 },
  };

  it('gives the due date 14 days after filing, across a month end', () => {
    expect(
      computedParagraphs([advance], { number: 'WN/2026/000001', filedOn: '2026-06-20', operator }),
    ).toEqual([
      'Zaliczka na poczet opłaty za przyłączenie: 30 000,00 zł (30,00 zł × 1000 kW), do wpłaty w ciągu 14 dni od złożenia wniosku.',
      'Wpłać zaliczkę do 04.07.2026 na rachunek 61 1090 1014 0000 0712 1981 2874 (odbiorca: Energa-Operator SA), w tytule przelewu podaj numer wniosku WN/2026/000001. Bez zaliczki wniosek nie zostanie rozpatrzony.',
    ]);
  });

  it('says nothing for an application without computed values (e.g. at 0,4 kV)', () => {
    expect(computedParagraphs([], { number: 'WN/2026/000001', filedOn: '2026-06-20', operator })).toEqual([]);
  });
});
