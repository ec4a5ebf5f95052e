// @vitest-environment node
// Form studio: fixtures and the catalog edited in the studio, on the API: judged before saving, saved formatted
// as `prettier --check` wants them, a new fixture on disk picked up whole, and the server's verdict on the
// preview's answers.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as prettier from 'prettier';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { schemaPaths } from '@portal/schema-kit';
import { repoRoot } from '@portal/schema-kit/testing';
import { sharedSchemasCopy } from '@portal/schema-kit/testing';
import type { Problem } from '@portal/schema-kit';
import type { ChangeReport, DataVerdict, FixtureVerdict, FormFiles } from './forms.ts';
import { handleApi } from './plugin.ts';
import type { SaveResult } from './save.ts';

const FORM_1 = 'schemas/forms/1-przylaczenie-do-40-kw';
const VALID = 'valid/private-person-new-house.json';

async function api<T>(root: string, method: string, url: string, body: unknown = {}) {
  const answer = await handleApi(schemaPaths(root), method, `/studio-api${url}`, async () => body);
  if (!answer) throw new Error(`not an API url: ${url}`);
  return answer as { status: number; body: T };
}

// One copy of schemas/ for the file, reset after each test.
const schemasCopy = sharedSchemasCopy({ afterEach, afterAll });

const validData = () =>
  (
    JSON.parse(readFileSync(path.join(repoRoot, FORM_1, 'fixtures', VALID), 'utf8')) as {
      data: Record<string, unknown>;
    }
  ).data;

/** The data with another PESEL (one digit off: a wrong check digit). */
function withPesel(data: Record<string, unknown>, pesel: string): Record<string, unknown> {
  const copied = structuredClone(data) as { applicant: { person: { pesel: string } } };
  copied.applicant.person.pesel = pesel;
  return copied as unknown as Record<string, unknown>;
}

describe('fixtures edited in the studio', () => {
  it('reads every fixture’s text and the catalog with the form', async () => {
    const { body } = await api<FormFiles>(repoRoot, 'GET', '/forms/1');
    expect(body.fixtureTexts[VALID]).toBe(
      readFileSync(path.join(repoRoot, FORM_1, 'fixtures', VALID), 'utf8'),
    );
    expect(body.catalog).toBe(readFileSync(path.join(repoRoot, 'schemas/catalog.json'), 'utf8'));
  });

  it('judges an edited and a new fixture before they are saved, with their data for the preview', async () => {
    const broken = JSON.stringify({ description: 'Zły PESEL', data: withPesel(validData(), '44051401358') });
    const fresh = JSON.stringify({ description: 'Nowy', data: validData() });
    const { body } = await api<{ fixtures: FixtureVerdict[] }>(repoRoot, 'POST', '/forms/1/fixtures', {
      files: { fixtures: { [VALID]: broken, 'valid/nowy.json': fresh, '../../escape.json': fresh } },
    });
    const byName = new Map(body.fixtures.map((verdict) => [verdict.name, verdict]));
    expect(byName.get(VALID)).toMatchObject({ pass: false, description: 'Zły PESEL' });
    expect(byName.get(VALID)!.actual).toContainEqual(
      expect.objectContaining({ pointer: '/applicant/person/pesel', message: 'Niepoprawny numer PESEL' }),
    );
    expect(byName.get('valid/nowy.json')).toMatchObject({ pass: true, today: '2026-06-15' });
    expect(byName.get('valid/nowy.json')!.data).toEqual(validData());
    // A name outside the fixtures' folders is never laid anywhere.
    expect([...byName.keys()].some((name) => name.includes('escape'))).toBe(false);
  });

  it('locates a fixture’s meta-schema problem in the edited fixture', async () => {
    const text = '{\n  "description": "",\n  "data": {}\n}\n';
    const { body } = await api<{ problems: Problem[] }>(repoRoot, 'POST', '/forms/1/check', {
      files: { fixtures: { 'valid/pusty-opis.json': text } },
    });
    expect(body.problems).toContainEqual(
      expect.objectContaining({ file: `${FORM_1}/fixtures/valid/pusty-opis.json`, line: 2 }),
    );
  });

  it('picks up a fixture added on disk whole: its verdict and its data', async () => {
    const copy = schemasCopy();
    copy.writeText(
      `${FORM_1}/fixtures/valid/z-dysku.json`,
      JSON.stringify({ description: 'Dodany obok studia', today: '2026-06-16', data: validData() }),
    );
    const { body } = await api<{ fixtures: FixtureVerdict[] }>(copy.root, 'POST', '/forms/1/fixtures', {
      files: {},
    });
    const added = body.fixtures.find((verdict) => verdict.name === 'valid/z-dysku.json');
    expect(added).toMatchObject({ pass: true, today: '2026-06-16', description: 'Dodany obok studia' });
    expect(added!.data).toEqual(validData());
  });
});

describe('saving fixtures and the catalog', () => {
  it('writes a new fixture and the raised version formatted as prettier --check wants, the check passing', async () => {
    const copy = schemasCopy();
    const form = (await api<FormFiles>(copy.root, 'GET', '/forms/1')).body;
    const catalog = form.catalog.replace(
      /("folder": "1-przylaczenie-do-40-kw",\s*"title": "[^"]*",\s*"version": ")1\.(\d+)\.0"/,
      (_match, start: string, minor: string) => `${start}1.${Number(minor) + 1}.0"`,
    );
    expect(catalog).not.toBe(form.catalog);
    const fixture = JSON.stringify({
      $schema: '../../../../meta/fixture.schema.json',
      description: 'Zły PESEL z podglądu',
      data: withPesel(validData(), '44051401358'),
      errors: [{ pointer: '/applicant/person/pesel', keyword: 'format', message: 'Niepoprawny numer PESEL' }],
    });
    const { body } = await api<SaveResult>(copy.root, 'POST', '/forms/1/save', {
      files: { fixtures: { 'invalid/zly-pesel.json': fixture }, 'catalog.json': catalog },
    });
    expect(body).toMatchObject({ saved: true, problems: [] });
    expect(body.written).toEqual(
      expect.arrayContaining([`${FORM_1}/fixtures/invalid/zly-pesel.json`, 'schemas/catalog.json']),
    );
    // Unchanged files are not rewritten.
    expect(body.written).not.toContain(`${FORM_1}/schema.json`);
    const options = (await prettier.resolveConfig(path.join(repoRoot, 'package.json'))) ?? {};
    for (const file of [`${FORM_1}/fixtures/invalid/zly-pesel.json`, 'schemas/catalog.json']) {
      const text = copy.readText(file);
      expect(await prettier.check(text, { ...options, filepath: file })).toBe(true);
    }
    const changes = await api<ChangeReport>(copy.root, 'POST', '/forms/1/changes', { files: {} });
    expect(changes.body.version).not.toBe(form.entry.version);
  });

  it('refuses a fixture name outside the fixtures’ folders and a catalog without the form', async () => {
    const copy = schemasCopy();
    const form = (await api<FormFiles>(copy.root, 'GET', '/forms/1')).body;
    const badName = await api<SaveResult>(copy.root, 'POST', '/forms/1/save', {
      files: { fixtures: { '../schema.json': '{}' } },
    });
    expect(badName.body.saved).toBe(false);
    expect(badName.body.refused).toMatch(/nazwa przykładu to valid\/ albo invalid\//);
    const withoutForm = form.catalog.replace('"folder": "1-przylaczenie-do-40-kw"', '"folder": "inny"');
    const noEntry = await api<SaveResult>(copy.root, 'POST', '/forms/1/save', {
      files: { 'catalog.json': withoutForm },
    });
    expect(noEntry.body.saved).toBe(false);
    expect(noEntry.body.refused).toMatch(/brak wpisu formularza 1/);
    expect(copy.readText('schemas/catalog.json')).toBe(form.catalog);
  });

  it('checks an edited catalog with the form, located in the edited text', async () => {
    const form = (await api<FormFiles>(repoRoot, 'GET', '/forms/1')).body;
    const broken = form.catalog.replace('"formIds": [1, 2, 6]', '"formIds": [1, 2, 999]');
    const { body } = await api<{ problems: Problem[] }>(repoRoot, 'POST', '/forms/1/check', {
      files: { 'catalog.json': broken },
    });
    expect(body.problems).toContainEqual(
      expect.objectContaining({ file: 'schemas/catalog.json', pointer: '/categories/0/frequent/formIds/2' }),
    );
  });
});

describe('the change report’s version', () => {
  it('is the edited catalog’s, beside the last commit’s and the next after that', async () => {
    const form = (await api<FormFiles>(repoRoot, 'GET', '/forms/1')).body;
    const [major, minor] = form.entry.version.split('.').map(Number);
    const raised = `${major}.${minor! + 1}.0`;
    const entryAt = form.catalog.indexOf('"folder": "1-przylaczenie-do-40-kw"');
    const catalog =
      form.catalog.slice(0, entryAt) +
      form.catalog.slice(entryAt).replace(`"version": "${form.entry.version}"`, `"version": "${raised}"`);
    const { body } = await api<ChangeReport>(repoRoot, 'POST', '/forms/1/changes', {
      files: { 'catalog.json': catalog },
    });
    expect(body).toMatchObject({
      version: raised,
      committedVersion: form.entry.version,
      nextVersion: raised,
    });
  });
});

describe('the server’s verdict on the preview’s answers', () => {
  it('gives the errors the user would see, on the edited schema', async () => {
    const ok = await api<DataVerdict>(repoRoot, 'POST', '/forms/1/verdict', { files: {}, data: validData() });
    expect(ok.body.errors).toEqual([]);
    const wrong = await api<DataVerdict>(repoRoot, 'POST', '/forms/1/verdict', {
      files: {},
      data: withPesel(validData(), '44051401358'),
      today: '2026-06-15',
    });
    expect(wrong.body.errors).toEqual([
      { pointer: '/applicant/person/pesel', keyword: 'format', message: 'Niepoprawny numer PESEL' },
    ]);
    const missing = await api<{ message: string }>(repoRoot, 'POST', '/forms/1/verdict', { files: {} });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toMatch(/Brak danych formularza/);
  });
});
