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
  validateWithContext,
  type ContextualValidator,
} from '@portal/validation';
import { repoRoot } from '../../../config.ts';
import { findAttachmentDescriptors } from '../../../applications/attachments-in-data.ts';
import { extensionOf } from '../../../uploads/file-type.ts';
import { solveAltcha } from '../../../test/captcha.ts';
import { multipart, type Part } from '../../../test/multipart.ts';
import { Client, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { applicationUploadLimits } from './index.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const schemasDir = path.join(repoRoot, 'schemas');
/** Forms with power, date, attachment, cross-field and password rules between them. */
const FORM_IDS = [1, 9, 28, 30, 100];
/** schemas/README.md "Fixtures": the day of a fixture without its own. */
const DEFAULT_TODAY = '2026-06-15';

interface InvalidFixture {
  readonly file: string;
  readonly today?: string;
  readonly data: Record<string, unknown>;
  readonly errors: readonly { pointer: string; keyword: string }[];
}

/** The first bytes that make the server's content check accept a file of that extension. */
const MAGIC: Record<string, Buffer> = {
  pdf: Buffer.from('%PDF-1.7\n'),
  png: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  jpg: Buffer.from([0xff, 0xd8, 0xff]),
  jpeg: Buffer.from([0xff, 0xd8, 0xff]),
  tif: Buffer.from([0x49, 0x49, 0x2a, 0x00]),
  tiff: Buffer.from([0x49, 0x49, 0x2a, 0x00]),
  dwg: Buffer.from('AC1032'),
};

let t: TestApp;
const standaloneDir = path.join(here, '.same-errors-test');
const browserValidators = new Map<number, ContextualValidator>();

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
    writeFileSync(file, compileStandaloneModule(readForm(schemasDir, entry).schema));
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

/**
 * One file per attachment descriptor, of exactly the declared size (the server judges the size it
 * received), or null when the upload itself would be refused before any schema runs (too big, empty,
 * a type the server does not take): that is the upload's 422, not a field error of the form.
 */
function filesFor(data: unknown): Part[] | null {
  const { minFileSize, maxFileSize, maxTotalSize, maxFiles, extensions } = applicationUploadLimits;
  const descriptors = findAttachmentDescriptors(data).map((ref) => ref.descriptor);
  const total = descriptors.reduce((sum, descriptor) => sum + descriptor.size, 0);
  if (descriptors.length > maxFiles || total > maxTotalSize) return null;
  const parts: Part[] = [];
  for (const { id, name, size } of descriptors) {
    const magic = MAGIC[extensionOf(name)];
    if (
      !magic ||
      !extensions.includes(extensionOf(name)) ||
      size < Math.max(minFileSize, magic.length) ||
      size > maxFileSize
    )
      return null;
    const value = Buffer.concat([magic, Buffer.alloc(size - magic.length, 0x20)]);
    parts.push({ name: `file:${id}`, value, filename: name });
  }
  return parts;
}

async function send(formId: number, formVersion: string, data: object, files: Part[]) {
  const client = new Client(t.app);
  await client.csrf();
  const challenge = (await t.app.inject({ method: 'GET', url: '/api/captcha/challenge' })).json();
  const payload = { formId, formVersion, data, captcha: await solveAltcha(challenge) };
  const { body, contentType } = multipart([{ name: 'payload', value: JSON.stringify(payload) }, ...files]);
  return t.app.inject({
    method: 'POST',
    url: '/api/application/send',
    headers: {
      cookie: client.cookieHeader,
      'x-xsrf-token': client.cookies.get('XSRF-TOKEN')!,
      'content-type': contentType,
    },
    payload: body,
  });
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

        const response = await send(formId, entry.version, fixture.data, files);
        const reply = response.json() as { details?: FieldError[] };
        expect(response.statusCode, `${fixture.file}: ${response.body}`).toBe(400);

        const outcome = validateWithContext(browserValidate, fixture.data, { today });
        expect(outcome.valid, fixture.file).toBe(false);
        const browser = localizeErrors(outcome.errors, 'pl', { data: fixture.data });

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

describe('an answer with a hidden character (issue #27)', () => {
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

    const response = await send(1, entry.version, data, filesFor(data)!);
    expect(response.statusCode, response.body).toBe(400);
    const outcome = validateWithContext(browserValidators.get(1)!, data, { today });
    const browser = localizeErrors(outcome.errors, 'pl', { data });
    expect(browser).toEqual([
      { pointer: '/applicant/person/firstName', keyword: 'pattern', message: UNSAFE_TEXT_MESSAGE },
    ]);
    expect(asSet((response.json() as { details: FieldError[] }).details)).toEqual(asSet(browser));
  });
});
