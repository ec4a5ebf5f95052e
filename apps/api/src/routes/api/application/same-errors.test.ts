// docs/architecture.md "Field errors": a payload the server refuses, the browser would have refused too,
// with the same errors. For every invalid fixture of a few real forms (schemas/forms/*/fixtures/invalid),
// the real API (PGlite, injected requests, a solved captcha, every attachment sent as a file of the
// declared size) answers 400, and its `details` are the same set of { pointer, keyword, message } as the
// browser's precompiled validator (the standalone module `pnpm schemas:build` generates from the same
// bundled schema) localizes for the same data on the same day. The fixture's declared (pointer, keyword)
// pairs are checked too, so the comparison is never between two empty lists.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { UNSAFE_TEXT_MESSAGE, type FieldError } from '@portal/api-contract';
import { readCatalog, readForm } from '@portal/form-catalog/node';
import {
  compileStandaloneModule,
  localizeErrors,
  normalizeAnswers,
  validateWithContext,
  type ContextualValidator,
} from '@portal/validation';
import { repoRoot } from '../../../config.ts';
import { filesFor, sendApplication } from '../../../test/application-send.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const schemasDir = path.join(repoRoot, 'schemas');
/** Forms with power, date, attachment and cross-field rules between them, and registration. */
const FORM_IDS = [1, 9, 28, 30, 100];
/** schemas/README.md "Fixtures": the day of a fixture without its own. */
const DEFAULT_TODAY = '2026-06-15';

interface InvalidFixture {
  readonly file: string;
  readonly today?: string;
  readonly data: Record<string, unknown>;
  readonly errors: readonly { pointer: string; keyword: string }[];
}

let t: TestApp;
const standaloneDir = path.join(here, '.same-errors-test');
const browserValidators = new Map<number, ContextualValidator>();
const browserSchemas = new Map<number, unknown>();

beforeAll(async () => {
  t = await createTestApp({
    schemasDir,
    captcha: { provider: 'altcha', altchaMaxNumber: 1000 },
    rateLimit: { max: 1_000_000, windowMs: 60_000, auth: 1_000_000 },
  });
  mkdirSync(standaloneDir, { recursive: true });
  const catalog = readCatalog(schemasDir);
  for (const id of FORM_IDS) {
    const entry = catalog.forms.find((form) => form.id === id)!;
    const file = path.join(standaloneDir, `${id}.validator.mjs`);
    const { schema } = readForm(schemasDir, entry);
    browserSchemas.set(id, schema);
    writeFileSync(file, compileStandaloneModule(schema));
    browserValidators.set(id, ((await import(file)) as { default: ContextualValidator }).default);
  }
}, 120_000);
afterAll(async () => {
  await t.close();
  rmSync(standaloneDir, { recursive: true, force: true });
});
afterEach(() => {
  vi.useRealTimers();
});

function invalidFixtures(folder: string): InvalidFixture[] {
  const dir = path.join(schemasDir, 'forms', folder, 'fixtures', 'invalid');
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => ({ file: name, ...JSON.parse(readFileSync(path.join(dir, name), 'utf8')) }));
}

const asSet = (errors: readonly FieldError[]) =>
  [
    ...new Set(errors.map(({ pointer, keyword, message }) => JSON.stringify({ pointer, keyword, message }))),
  ].sort();

describe('a payload the server refuses, the browser refuses with the same errors', () => {
  for (const formId of FORM_IDS) {
    it(`form ${formId}: every invalid fixture gets the browser's own { pointer, keyword, message } from the API`, async () => {
      const entry = readCatalog(schemasDir).forms.find((form) => form.id === formId)!;
      const browserValidate = browserValidators.get(formId)!;
      let compared = 0;
      for (const fixture of invalidFixtures(entry.folder)) {
        const files = filesFor(fixture.data);
        if (!files) continue;
        const today = fixture.today ?? DEFAULT_TODAY;
        // Only the clock is set (the server's "today" in Warsaw); timers stay real.
        vi.useFakeTimers({ toFake: ['Date'], now: new Date(`${today}T10:00:00Z`) });

        const response = await sendApplication(t, formId, entry.version, fixture.data, files);
        const reply = response.json() as { details?: FieldError[] };
        expect(response.statusCode, `${fixture.file}: ${response.body}`).toBe(400);

        // The wizard validates its data as the server does: normalised.
        const schema = browserSchemas.get(formId);
        const data = normalizeAnswers(schema, fixture.data);
        const outcome = validateWithContext(browserValidate, data, { today });
        expect(outcome.valid, fixture.file).toBe(false);
        const browser = localizeErrors(outcome.errors, 'pl', { data, schema });

        expect(asSet(reply.details ?? []), fixture.file).toEqual(asSet(browser));
        expect(
          [...new Set((reply.details ?? []).map((error) => `${error.pointer} ${error.keyword}`))].sort(),
          fixture.file,
        ).toEqual([...new Set(fixture.errors.map((error) => `${error.pointer} ${error.keyword}`))].sort());
        vi.useRealTimers();
        compared += 1;
      }
      expect(compared).toBeGreaterThanOrEqual(4);
    }, 120_000);
  }
});

describe('an answer with a hidden character', () => {
  it.each([
    ['a C1 control', '\u009b'],
    ['a right-to-left override', '\u202e'],
    ['a first-strong isolate', '\u2068'],
  ])('form 1: the server refuses %s with the browser’s own error', async (_name, hidden) => {
    const entry = readCatalog(schemasDir).forms.find((form) => form.id === 1)!;
    const fixture = JSON.parse(
      readFileSync(
        path.join(schemasDir, 'forms', entry.folder, 'fixtures', 'valid', 'private-person-new-house.json'),
        'utf8',
      ),
    ) as { today?: string; data: { applicant: { person: { firstName: string } } } };
    const data = structuredClone(fixture.data);
    data.applicant.person.firstName = `Anna${hidden}`;
    const today = fixture.today ?? DEFAULT_TODAY;
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(`${today}T10:00:00Z`) });

    const response = await sendApplication(t, 1, entry.version, data, filesFor(data)!);
    expect(response.statusCode, response.body).toBe(400);
    const outcome = validateWithContext(browserValidators.get(1)!, data, { today });
    const browser = localizeErrors(outcome.errors, 'pl', { data });
    expect(browser).toEqual([
      { pointer: '/applicant/person/firstName', keyword: 'pattern', message: UNSAFE_TEXT_MESSAGE },
    ]);
    expect(asSet((response.json() as { details: FieldError[] }).details)).toEqual(asSet(browser));
  });
});
