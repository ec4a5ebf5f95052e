// quality-bar "Reliability": every bad input gets a clear Polish message and a 4xx, never a 500
// (resilience, "hostile input and abuse"). For every route the app serves, generated malformed bodies, params and
// queries, sent by a visitor, a signed-in customer and the back office: the answer is never 5xx.
import fc from 'fast-check';
import { Value } from 'typebox/value';
import type { TSchema } from 'typebox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@portal/api-contract';
import { loadConfig } from './config.ts';
import { createTestApp, type TestApp } from './test/test-app.ts';
import { createCustomer } from './test/accounts.ts';
import { multipart, samplePdf, type Part } from './test/multipart.ts';
import {
  exampleOf,
  hostileContentLength,
  hostileHeaders,
  hostileJson,
  hostileMultipartType,
  hostileNumber,
  hostileParam,
  hostileQuery,
  hostileString,
  pathsOf,
  rawJsonText,
  rawMultipartBody,
  withValueAt,
} from './test/hostile-input.ts';
import { createIntegrationKey } from './backoffice/integration-keys.ts';
import {
  contract,
  createIssueFor,
  identityHeaders,
  type ContractShape,
  type Identity,
} from './test/contract-requests.ts';

/** Runs per route and identity: enough to hit each kind of hostile value, bounded to stay well under a minute. */
const RUNS = Number(process.env.HOSTILE_RUNS ?? 12);

let t: TestApp;
let key: string;
let customerId: number;
let ownIssueId: number;
let headersOf: (identity: Identity) => Promise<Record<string, string>>;

beforeAll(async () => {
  t = await createTestApp({
    rateLimit: { max: 1_000_000, windowMs: 60_000, auth: 1_000_000 },
    // The per-address flood limits would answer 429 before the hostile input is judged.
    floodLimits: {
      ...loadConfig({ NODE_ENV: 'test' }).floodLimits,
      errorReports: 1_000_000,
      confirm: 1_000_000,
      wrongApiKey: 1_000_000,
    },
    captcha: { provider: 'altcha', altchaMaxNumber: 1000 },
    // X-Forwarded-For is read, so its garbage reaches the rate limits and the captcha's address.
    trustProxy: true,
  });
  key = await createIntegrationKey(t.db, 'crm');
  const customer = await createCustomer(t.db);
  customerId = customer.id;
  ownIssueId = await createIssueFor(t.app, key, customer.email, 'PP/2026/77');
  headersOf = identityHeaders(t.db, customerId, key);
});
afterAll(() => t.close());

const validForm901 = {
  applicant: { firstName: 'Ewa', pesel: '44051401359' },
  contact: { email: 'ewa@example.com' },
  power: { kw: 12, phase: 'three_phase' },
  documents: [{ id: 'f1', name: 'mapa.pdf', size: 10, type: 'application/pdf' }],
};

/** A JSON body: a valid example with one hostile value somewhere, hostile JSON, or raw hostile text. */
function bodyArbitrary(schema: TSchema | undefined): fc.Arbitrary<{ text: string; type: string }> {
  const asJson = (value: unknown) => ({ text: JSON.stringify(value) ?? 'null', type: 'application/json' });
  const raw = rawJsonText.map((text) => ({ text, type: 'application/json' }));
  if (!schema) return fc.oneof(hostileJson.map(asJson), raw);
  const example = exampleOf(schema as never);
  const paths = pathsOf(example);
  const mutated = fc
    .tuple(fc.constantFrom(...paths), fc.oneof(hostileString, hostileNumber, hostileJson))
    .map(([path, value]) => withValueAt(example, path, value));
  const extraKey = fc.tuple(hostileString, hostileJson).map(([k, v]) => ({ ...(example as object), [k]: v }));
  return fc.oneof(
    { weight: 4, arbitrary: mutated.map(asJson) },
    extraKey.map(asJson),
    hostileJson.map(asJson),
    raw,
  );
}

/** Multipart parts as the upload routes read them, each part possibly hostile, in any order. */
const hostilePart: fc.Arbitrary<Part> = fc.oneof(
  fc.record({
    name: fc.constantFrom('issueId', 'text'),
    value: fc.oneof(hostileString, hostileNumber.map(String), fc.constant(String(1))),
  }),
  fc.constant(null).map(() => ({ name: 'issueId', value: String(ownIssueId) })),
  fc
    .tuple(
      fc.constantFrom(...pathsOf(validForm901)),
      fc.oneof(hostileString, hostileNumber, hostileJson),
      fc.boolean(),
    )
    .map(([path, value, logged]) => ({
      name: 'payload',
      value: JSON.stringify({
        formId: 901,
        formVersion: '1.2.0',
        data: withValueAt(validForm901, path, value),
        ...(logged ? {} : { captcha: 'x' }),
      }),
    })),
  fc.record({ name: fc.oneof(hostileString, fc.constant('payload')), value: hostileString }),
  fc
    .record({
      name: fc.oneof(fc.constantFrom('file', 'file:f1'), hostileString),
      filename: fc.oneof(
        hostileString,
        fc.constantFrom('a.pdf', 'a\u0000.pdf', '\u0007dzwonek.pdf', 'faktura\u202Efdp.pdf'),
      ),
    })
    .map(({ name, filename }) => ({ name, filename, value: samplePdf(200) })),
);
const multipartBody = fc.array(hostilePart, { maxLength: 5 }).map((parts) => {
  const { body, contentType } = multipart(
    parts.map((p) => ({
      ...p,
      name: p.name.replace(/["\r\n]/g, ''),
      ...(p.filename !== undefined ? { filename: p.filename.replace(/["\r\n]/g, '') } : {}),
    })),
  );
  return { body, type: contentType };
});

const BOUNDARY = '----portalHostile7MA4YWxkTrZu0gW';
/** A multipart body: well formed with hostile parts, or malformed itself, under a sound or broken Content-Type. */
const hostileMultipart: fc.Arbitrary<{ body: Buffer; type: string }> = fc.oneof(
  multipartBody,
  fc.record({
    body: rawMultipartBody(BOUNDARY),
    type: fc.oneof(fc.constant(`multipart/form-data; boundary=${BOUNDARY}`), hostileMultipartType(BOUNDARY)),
  }),
  multipartBody.chain(({ body, type }) =>
    hostileMultipartType(type.split('boundary=')[1]!).map((broken) => ({ body, type: broken })),
  ),
);
/** Content-Types a JSON body may come with that are not plain `application/json`. */
const hostileBodyType = fc.constantFrom(
  'application/json; charset=utf-16',
  'application/json; charset=',
  'application/json; charset="',
  'application/json, text/plain',
  'application/jsonx',
  'text/plain',
  'application/x-www-form-urlencoded',
  'application/octet-stream',
  '*/*',
  '',
  ';',
);

/** The value of a path parameter the route accepts: the own case, or the contract's example. */
function validParam(name: string, shape: ContractShape | undefined): string {
  const schema = (shape?.params as { properties?: Record<string, TSchema> } | undefined)?.properties?.[name];
  return schema ? String(exampleOf(schema as never)) : name === 'id' ? String(ownIssueId) : 'simulator';
}

function pathArbitrary(url: string, shape: ContractShape | undefined): fc.Arbitrary<string> {
  const names = [...url.matchAll(/:(\w+)/g)].map((m) => m[1]!);
  if (names.length === 0) return fc.constant(url);
  const valid = (name: string) => validParam(name, shape);
  return fc
    .tuple(...names.map((name) => fc.oneof(hostileParam, fc.constant(valid(name)))))
    .map((values) => names.reduce((path, name, i) => path.replace(`:${name}`, values[i]!), url));
}

describe("the issue's examples are refused by the contract with a 400 and the field that is wrong", () => {
  const json = (value: unknown) => ({
    payload: typeof value === 'string' ? value : JSON.stringify(value),
    type: 'application/json',
  });
  const upload = (parts: Part[]) => {
    const { body, contentType } = multipart(parts);
    return { payload: body, type: contentType };
  };
  const invoice = {
    number: 'FV/1',
    customerEmail: 'jan@example.com',
    type: 'Faktura VAT',
    amount: '10.00',
    issueDate: '2026-01-02T00:00:00Z',
    paymentTerm: '2026-02-02T00:00:00Z',
  };
  const jsError = { code: 'JS.Render.1', message: 'm', path: '/', width: 1, userAgent: 'ua', stack: 's' };
  const form901 = (data: unknown) => JSON.stringify({ formId: 901, formVersion: '1.2.0', data });

  it.each<
    [
      string,
      Identity,
      'GET' | 'POST',
      () => string,
      (() => { payload: string | Buffer; type: string }) | null,
      string,
    ]
  >([
    ['an id >= 2^31 in a path', 'customer', 'GET', () => '/api/issues/99999999999', null, '/params/id'],
    ['an id of exactly 2^31', 'customer', 'GET', () => '/api/issues/2147483648/invoices', null, '/params/id'],
    ['1e300 as an id', 'backoffice', 'GET', () => '/api/backoffice/applications/1e300', null, '/params/id'],
    [
      'NUL in a text field',
      'visitor',
      'POST',
      () => '/api/report-error',
      () => json({ code: 'A\u0000', info: 'x' }),
      '/code',
    ],
    [
      'NUL in a login name',
      'visitor',
      'POST',
      () => '/api/account/login',
      () => json({ username: 'jan\u0000', password: 'x' }),
      '/username',
    ],
    [
      '1e300 as a number',
      'visitor',
      'POST',
      () => '/api/js-error',
      () => json(JSON.stringify(jsError).replace('"width":1', '"width":1e300')),
      '/width',
    ],
    [
      'an amount past the integer of grosze',
      'backoffice',
      'POST',
      () => '/api/backoffice/invoices',
      () => json({ ...invoice, amount: '99999999.99' }),
      '/amount',
    ],
    [
      'a date in the year 0',
      'backoffice',
      'POST',
      () => '/api/backoffice/invoices',
      () => json({ ...invoice, issueDate: '0000-01-01T00:00:00Z' }),
      '/issueDate',
    ],
    [
      'NUL in a document text',
      'customer',
      'POST',
      () => '/api/issues/documents/send',
      () =>
        upload([
          { name: 'issueId', value: String(ownIssueId) },
          { name: 'text', value: 'Pismo\u0000' },
        ]),
      '/text',
    ],
    [
      'an issue id >= 2^31 in a document',
      'customer',
      'POST',
      () => '/api/issues/documents/send',
      () =>
        upload([
          { name: 'issueId', value: '2147483648' },
          { name: 'text', value: 'Pismo' },
        ]),
      '/issueId',
    ],
    [
      'NUL in an application answer',
      'customer',
      'POST',
      () => '/api/application/send/logged',
      () =>
        upload([
          {
            name: 'payload',
            value: form901({ ...validForm901, applicant: { firstName: 'Ewa\u0000', pesel: '44051401359' } }),
          },
        ]),
      '/applicant/firstName',
    ],
  ])('%s', async (_name, identity, method, url, body, path) => {
    const sent = body?.();
    const response = await t.app.inject({
      method,
      url: url(),
      headers: { ...(await headersOf(identity)), ...(sent ? { 'content-type': sent.type } : {}) },
      ...(sent ? { payload: sent.payload } : {}),
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().details.map((d: { pointer: string }) => d.pointer)).toContain(path);
  });
});

/** One generated request: who sends it, where, with which extra headers and which body. */
interface HostileRequest {
  identity: Identity;
  url: string;
  headers?: Record<string, string>;
  body?: { body: string | Buffer; type: string } | undefined;
}
type Route = { method: string; url: string };

/**
 * Sends the requests `requestFor` generates for each route the app serves and fails when any answer is a
 * 5xx. Every route is tried even after one fails, so a run lists all of them at once.
 */
async function expectNo5xxOnAnyRoute(
  requestFor: (route: Route, shape: ContractShape | undefined) => fc.Arbitrary<HostileRequest>,
): Promise<void> {
  const routes = t.app.routeTable.filter((r) => r.method !== 'HEAD');
  expect(routes.length).toBeGreaterThan(30);
  const failures: string[] = [];
  for (const route of routes) {
    const outcome = await fc.check(
      fc.asyncProperty(requestFor(route, contract.get(`${route.method} ${route.url}`)), async (request) => {
        const { identity, url, headers = {}, body } = request;
        const response = await t.app.inject({
          method: route.method as 'GET',
          url,
          headers: {
            ...(await headersOf(identity)),
            ...(body ? { 'content-type': body.type } : {}),
            ...headers,
          },
          ...(body ? { payload: body.body } : {}),
        });
        expect(response.statusCode, response.body.slice(0, 300)).toBeLessThan(500);
      }),
      { numRuns: RUNS },
    );
    if (outcome.failed)
      failures.push(
        `${route.method} ${route.url}: ${JSON.stringify(outcome.counterexample).slice(0, 600)} -> ${String(outcome.errorInstance).slice(0, 300)}`,
      );
  }
  expect(failures, failures.join('\n\n')).toEqual([]);
}

const identity = fc.constantFrom<Identity>('visitor', 'customer', 'backoffice');

describe('never 5xx (quality-bar "Reliability")', () => {
  it('the contract examples the property test mutates are themselves valid, so mutations reach the handlers', () => {
    for (const [route, shape] of contract) {
      for (const schema of [shape.body, shape.params, shape.querystring]) {
        if (schema) expect(Value.Check(schema, exampleOf(schema as never)), route).toBe(true);
      }
    }
  });

  it(
    'every route answers hostile bodies, params and queries from every identity with less than 500',
    { timeout: 300_000 },
    () =>
      expectNo5xxOnAnyRoute((route, shape) => {
        const uploads =
          route.url === endpoints.sendIssueDocument.path ||
          route.url.startsWith(endpoints.sendApplication.path);
        const body =
          route.method === 'GET'
            ? fc.constant(undefined)
            : uploads
              ? fc.oneof(
                  { weight: 3, arbitrary: multipartBody },
                  bodyArbitrary(undefined).map(({ text, type }) => ({ body: text, type })),
                )
              : bodyArbitrary(shape?.body).map(({ text, type }) => ({ body: text, type }));
        return fc
          .record({
            identity,
            path: pathArbitrary(route.url, shape),
            query: fc.option(hostileQuery, { freq: 2 }),
            body,
          })
          .map(({ path, query, ...rest }) => ({ ...rest, url: query ? `${path}?${query}` : path }));
      }),
  );

  it(
    'every route answers hostile multipart bodies and headers from every identity with less than 500',
    { timeout: 300_000 },
    () =>
      expectNo5xxOnAnyRoute((route, shape) => {
        // Valid path parameters and the contract's example body, so the hostile part reaches the route.
        const url = route.url.replace(/:(\w+)/g, (_m, name: string) => validParam(name, shape));
        const json = JSON.stringify(shape?.body ? exampleOf(shape.body as never) : {});
        const body: fc.Arbitrary<HostileRequest['body']> =
          route.method === 'GET'
            ? fc.constant(undefined)
            : fc.oneof(
                { weight: 3, arbitrary: hostileMultipart },
                hostileBodyType.map((type) => ({ body: json, type })),
              );
        return fc.record({ identity, headers: hostileHeaders, body }).chain((request) =>
          fc
            .oneof(
              { weight: 4, arbitrary: fc.constant(null) },
              hostileContentLength(request.body ? Buffer.byteLength(request.body.body) : 0),
            )
            .map((length) => ({
              ...request,
              url,
              headers: { ...request.headers, ...(length === null ? {} : { 'content-length': length }) },
            })),
        );
      }),
  );
});
