// Security hardening, "Input": free text reached the back office's terminal with C1 controls (U+0080-U+009F) and
// bidirectional overrides and isolates in it. Every text field of every route refuses them with a 400 and
// the field's Polish message, as it refuses C0 controls: the contract's `Text` and `MultilineText`
// fields (found from the schemas, so a new route is covered without a new line here), a document's
// text and an application's answers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MULTI_LINE_TEXT_PATTERN, SINGLE_LINE_TEXT_PATTERN, UNSAFE_TEXT_MESSAGE } from '@portal/api-contract';
import { createTestApp, type TestApp } from './test/test-app.ts';
import { loadConfig } from './config.ts';
import { createCustomer } from './test/accounts.ts';
import { multipart, type Part } from './test/multipart.ts';
import { exampleOf, withValueAt } from './test/hostile-input.ts';
import { createIntegrationKey } from './backoffice/integration-keys.ts';
import { contract, createIssueFor, identityHeaders, type Identity } from './test/contract-requests.ts';

let t: TestApp;
let ownIssueId: number;
let headersOf: (identity: Identity) => Promise<Record<string, string>>;

beforeAll(async () => {
  const { floodLimits } = loadConfig({ NODE_ENV: 'test' });
  t = await createTestApp({
    rateLimit: { max: 1_000_000, windowMs: 60_000, auth: 1_000_000 },
    floodLimits: { ...floodLimits, errorReports: 1_000_000, wrongApiKey: 1_000_000 },
  });
  const key = await createIntegrationKey(t.db, 'crm');
  const customer = await createCustomer(t.db);
  ownIssueId = await createIssueFor(t.app, key, customer.email, 'PP/2026/27');
  headersOf = identityHeaders(t.db, customer.id, key);
});
afterAll(() => t.close());

/** The characters of the issue: C1 controls, embeddings, overrides and isolates. */
const HIDDEN = ['\u0080', '\u0085', '\u009b', '\u009f', '\u202a', '\u202e', '\u2066', '\u2069'];

type Schema = {
  type?: string | string[];
  pattern?: string;
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: { not?: { required?: string[] } }[];
};

/** The paths of the free-text fields in the example `exampleOf` builds from the same schema. */
function textFieldPaths(schema: Schema, path: (string | number)[] = []): (string | number)[][] {
  if (schema.anyOf) return textFieldPaths(schema.anyOf[0]!, path);
  // Nullable(Text()) is `type: ['string', 'null']`; exampleOf takes the first type.
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'string')
    return schema.pattern === SINGLE_LINE_TEXT_PATTERN || schema.pattern === MULTI_LINE_TEXT_PATTERN
      ? [path]
      : [];
  if (type === 'array' && schema.items) return textFieldPaths(schema.items, [...path, 0]);
  const excluded = new Set(schema.oneOf?.[0]?.not?.required ?? []);
  return Object.entries(schema.properties ?? {})
    .filter(([name]) => !excluded.has(name))
    .flatMap(([name, property]) => textFieldPaths(property, [...path, name]));
}

const cases = [...contract].flatMap(([route, shape]) => {
  const [method, url] = route.split(' ') as ['GET' | 'POST', string];
  return (['body', 'querystring'] as const).flatMap((part) => {
    const schema = shape[part] as Schema | undefined;
    if (!schema) return [];
    const params = shape.params;
    return textFieldPaths(schema).map((path) => ({ method, url, params, part, schema, path }));
  });
});

describe('every Text and MultilineText field of the contract refuses C1 and bidirectional controls', () => {
  it('finds the free-text fields of the account, error-report and back-office routes', () => {
    const routes = new Set(cases.map((c) => c.url));
    for (const url of ['/api/account/login', '/api/report-error', '/api/js-error', '/api/backoffice/issues'])
      expect(routes).toContain(url);
    expect(cases.length).toBeGreaterThan(30);
  });

  it.each(cases.map((c) => [`${c.method} ${c.url} ${c.part} /${c.path.join('/')}`, c] as const))(
    '%s',
    async (_name, { method, url, params, part, schema, path }) => {
      const example = exampleOf(schema as never);
      // Valid path parameters, so the text field is what the request is refused for.
      const values = { ...(params ? (exampleOf(params as never) as object) : {}), id: ownIssueId };
      const target = url.replace(/:(\w+)/g, (_m, name: string) =>
        String(values[name as keyof typeof values]),
      );
      for (const [i, hidden] of HIDDEN.entries()) {
        const value = withValueAt(example, path, `Tekst${hidden}x`);
        const query =
          part === 'querystring' ? `?${new URLSearchParams(value as Record<string, string>)}` : '';
        const response = await t.app.inject({
          method,
          url: target + query,
          headers: await headersOf(i % 2 ? 'backoffice' : 'customer'),
          ...(part === 'body' ? { payload: value as object } : {}),
        });
        expect(response.statusCode, `U+${hidden.codePointAt(0)!.toString(16)}: ${response.body}`).toBe(400);
        const prefix = part === 'querystring' ? '/querystring' : '';
        expect(response.json().details).toContainEqual({
          pointer: `${prefix}/${path.join('/')}`,
          keyword: 'pattern',
          message: UNSAFE_TEXT_MESSAGE,
        });
      }
    },
  );
});

describe('the multipart text fields refuse them too', () => {
  const upload = async (url: string, parts: Part[]) => {
    const { body, contentType } = multipart(parts);
    return t.app.inject({
      method: 'POST',
      url,
      headers: { ...(await headersOf('customer')), 'content-type': contentType },
      payload: body,
    });
  };

  it.each(HIDDEN.map((c) => [`U+${c.codePointAt(0)!.toString(16)}`, c]))(
    'a document’s text with %s',
    async (_name, hidden) => {
      const response = await upload('/api/issues/documents/send', [
        { name: 'issueId', value: String(ownIssueId) },
        { name: 'text', value: `Pismo ${hidden} do sprawy` },
      ]);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().details).toEqual([
        { pointer: '/text', keyword: 'pattern', message: UNSAFE_TEXT_MESSAGE },
      ]);
    },
  );

  it.each(HIDDEN.map((c) => [`U+${c.codePointAt(0)!.toString(16)}`, c]))(
    'an application’s answer with %s',
    async (_name, hidden) => {
      const data = {
        applicant: { firstName: `Ewa${hidden}`, pesel: '44051401359' },
        contact: { email: 'ewa@example.com' },
        power: { kw: 12, phase: 'three_phase' },
      };
      const response = await upload('/api/application/send/logged', [
        { name: 'payload', value: JSON.stringify({ formId: 901, formVersion: '1.2.0', data }) },
      ]);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().details).toEqual([
        { pointer: '/applicant/firstName', keyword: 'pattern', message: UNSAFE_TEXT_MESSAGE },
      ]);
    },
  );
});
