// Generators of hostile input for the never-5xx property test (resilience, "hostile input and abuse"):
// the values that gave 500s (NUL bytes, ids >= 2^31, 1e300) and their relatives, plus a valid example
// of every contract shape so that one mutated field reaches the handler and the database.
import fc from 'fast-check';

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  not?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  minItems?: number;
  minimum?: number;
  maximum?: number;
};

/** Strings a valid example may use where a pattern asks for a shape; the first that matches wins. */
const PATTERN_CANDIDATES = [
  'Tekst ąę',
  '123456',
  'JBSWY3DPEHPK3PXP',
  'JS.Render.1',
  '12.34',
  '1',
  // The audit trail's filters: an action, an actor or subject as `kind:id`.
  'login.failed',
  'customer:1',
];

function exampleString(schema: JsonSchema): string {
  switch (schema.format) {
    case 'date-time':
      return '2026-01-02T03:04:05.000Z';
    case 'uuid':
      return '00000000-0000-4000-8000-000000000000';
    case 'email':
      return 'jan@example.com';
  }
  const candidates = schema.pattern
    ? PATTERN_CANDIDATES.filter((c) => new RegExp(schema.pattern!, 'u').test(c))
    : PATTERN_CANDIDATES;
  const text = candidates[0] ?? 'x';
  return text.padEnd(schema.minLength ?? 0, 'x');
}

/** A value the schema accepts, built from the schema alone (every optional property included). */
export function exampleOf(schema: JsonSchema): unknown {
  if (schema.default !== undefined) return schema.default;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  if (schema.anyOf) return exampleOf(schema.anyOf[0]!);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object': {
      // An object whose `oneOf` branches exclude each other's names (one of two spellings of a field)
      // takes the first branch: every optional property except those that branch forbids.
      const excluded = new Set(schema.oneOf?.[0]?.not?.required ?? []);
      return Object.fromEntries(
        Object.entries(schema.properties ?? {})
          .filter(([key]) => !excluded.has(key))
          .map(([key, value]) => [key, exampleOf(value)]),
      );
    }
    case 'array':
      return Array.from({ length: Math.max(schema.minItems ?? 1, 1) }, () => exampleOf(schema.items ?? {}));
    case 'integer':
    case 'number':
      return Math.min(Math.max(schema.minimum ?? 1, 1), schema.maximum ?? 1);
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      return exampleString(schema);
  }
}

/** Every path inside a JSON value, the root included, so a mutation can hit any level. */
export function pathsOf(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  const own = [prefix];
  if (Array.isArray(value)) return own.concat(...value.map((item, i) => pathsOf(item, [...prefix, i])));
  if (value && typeof value === 'object') {
    return own.concat(...Object.entries(value).map(([key, item]) => pathsOf(item, [...prefix, key])));
  }
  return own;
}

export function withValueAt(value: unknown, path: (string | number)[], replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<
    string | number,
    unknown
  >;
  const [head, ...rest] = path;
  copy[head!] = withValueAt(copy[head!], rest, replacement);
  return copy;
}

export const MAX_INT4 = 2 ** 31 - 1;

/** Text that once reached PostgreSQL (22021 on NUL) or that a log, a file name or a terminal misreads. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    'x'.repeat(10) + '\u0000',
    '\u0007\u001b[31mczerwony',
    'faktura\u202Efdp.exe',
    '\uFEFFbom',
    '\u200Bzero-width',
    '\uD800',
    '\r\n\r\nSet-Cookie: a=b',
    '%00',
    '../../etc/passwd',
    "'; drop table account; --",
    '1e300',
    'NaN',
    '-0',
    '9'.repeat(400),
    'ą'.repeat(5000),
    '',
    ' ',
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({
    unit: fc.integer({ min: 0, max: 0x1f }).map((c) => String.fromCharCode(c)),
    minLength: 1,
    maxLength: 5,
  }),
);

export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(
    2 ** 31,
    MAX_INT4,
    2 ** 32,
    2 ** 53 + 2,
    -1,
    0,
    -(2 ** 31) - 1,
    1e300,
    -1e300,
    1e-300,
    0.5,
    Number.MAX_VALUE,
  ),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Any JSON value built from hostile leaves, with prototype-polluting keys among the object keys. */
export const hostileJson: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileString,
    hostileNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(
      fc.oneof(hostileString, fc.constantFrom('__proto__', 'constructor', 'prototype')),
      tie('value'),
      { maxKeys: 4 },
    ),
  ),
})).value;

/** Bodies no JSON.stringify makes: broken, deeply nested, numbers beyond a double, huge arrays. */
export const rawJsonText: fc.Arbitrary<string> = fc.constantFrom(
  '{',
  '',
  'null',
  '[]',
  '"\\u0000"',
  '{"__proto__":{"admin":true}}',
  '{"constructor":{"prototype":{"admin":true}}}',
  '{"a":1e999}',
  '{"a":-1e999,"b":1e-999}',
  '{"id":99999999999999999999999}',
  '\u0000',
  '['.repeat(20_000) + ']'.repeat(20_000),
  '{"a":'.repeat(5_000) + '1' + '}'.repeat(5_000),
  JSON.stringify({ a: Array.from({ length: 100_000 }, () => 0) }),
);

/** Path parameter values: ids past PostgreSQL's integer, negative, non-numeric, percent-encoded. */
export const hostileParam: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '2147483648',
    '2147483647',
    '99999999999',
    '99999999999999999999999',
    '-1',
    '0',
    '1e300',
    '1e3',
    '0x10',
    '1.5',
    'NaN',
    'Infinity',
    '%00',
    'a%00b',
    '%2e%2e%2f',
    '%ZZ',
    '%C0%AE',
    '%E2%80%AE',
    'x'.repeat(3000),
  ),
  hostileString.map((s) => encodeURIComponent(s.replace(/[\uD800-\uDFFF]/g, ''))),
  hostileNumber.map(String),
);

/** Query strings: hostile keys and values, repeated keys, broken encoding. */
export const hostileQuery: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    'a=%00',
    '%ZZ=1',
    'history=1e300',
    'limit=1e300',
    'limit=2147483648',
    'collected=%00',
    'x=1&x=2&x=3',
    '__proto__[a]=1',
    'a[b][c]=1',
  ),
  fc
    .array(
      fc.tuple(
        fc.oneof(
          hostileString,
          fc.constantFrom('history', 'status', 'limit', 'collected', 'email', 'token', 'tokenType'),
        ),
        fc.oneof(hostileString, hostileNumber.map(String)),
      ),
      { maxLength: 4 },
    )
    .map((pairs) =>
      pairs
        .map(
          ([k, v]) =>
            `${encodeURIComponent(k.replace(/[\uD800-\uDFFF]/g, ''))}=${encodeURIComponent(v.replace(/[\uD800-\uDFFF]/g, ''))}`,
        )
        .join('&'),
    ),
);

/**
 * Header values a real client can send past Node's strict parser (visible ASCII, space, tab and obs-text
 * bytes 0x80-0xFF, which Node reads as Latin-1: C1 controls among them), short, long and empty.
 */
const headerCharacter = fc
  .oneof(
    { weight: 6, arbitrary: fc.integer({ min: 0x20, max: 0x7e }) },
    fc.constantFrom(0x09, 0x80, 0x85, 0x9b, 0x9f, 0xa0, 0xff),
    fc.integer({ min: 0x80, max: 0xff }),
  )
  .map((code) => String.fromCharCode(code));
export const hostileHeaderValue: fc.Arbitrary<string> = fc.oneof(
  fc.string({ unit: headerCharacter, maxLength: 60 }),
  fc.constantFrom(
    '',
    ' ',
    '\t',
    'x'.repeat(8000),
    ',,,',
    ';;;',
    '=',
    '%00',
    '"',
    '\\',
    'null',
    '-1',
    '1e999',
  ),
);

/** Multipart/form-data Content-Types: none of a boundary, a broken one, one too long, two of them. */
export const hostileMultipartType = (boundary: string): fc.Arbitrary<string> =>
  fc.oneof(
    fc.constantFrom(
      'multipart/form-data',
      'multipart/form-data;',
      'multipart/form-data; boundary',
      'multipart/form-data; boundary=',
      'multipart/form-data; boundary=""',
      `multipart/form-data; boundary="${boundary}`,
      `multipart/form-data; boundary=${boundary}; boundary=other`,
      `multipart/form-data; boundary=other; boundary=${boundary}`,
      'multipart/form-data; charset=utf-8',
      `multipart/form-data; boundary=${'b'.repeat(71)}`,
      `multipart/form-data; boundary=${'b'.repeat(257)}`,
      `multipart/form-data; boundary=${'b'.repeat(5000)}`,
      `MULTIPART/FORM-DATA; BOUNDARY=${boundary}`,
      `multipart/form-data; boundary=${boundary}; charset=utf-16`,
      `multipart/mixed; boundary=${boundary}`,
      `multipart/form-data, application/json; boundary=${boundary}`,
      `multipart/form-data; boundary=${boundary}\t;`,
    ),
    hostileHeaderValue.map((value) => `multipart/form-data; boundary=${value}`),
  );

/**
 * Multipart bodies no FormData makes, around one boundary: cut off, without the closing boundary, parts
 * without headers or names, field names and headers past every limit, a thousand parts, JSON-typed
 * fields that are not JSON, prototype names, bare LF line ends, bytes that are not UTF-8.
 */
export const rawMultipartBody = (boundary: string): fc.Arbitrary<Buffer> => {
  const part = (headers: string, value = 'x') => `--${boundary}\r\n${headers}\r\n\r\n${value}\r\n`;
  const end = `--${boundary}--\r\n`;
  const field = (name: string, value = 'x') => part(`Content-Disposition: form-data; name="${name}"`, value);
  return fc
    .constantFrom(
      '',
      '\r\n',
      `--${boundary}`,
      `--${boundary}\r\n`,
      end,
      field('payload', '{"formId":901'),
      field('issueId', '1').slice(0, -4),
      part('', 'no headers') + end,
      part('Content-Type: text/plain', 'no disposition') + end,
      part('Content-Disposition: form-data', 'no name') + end,
      part('Content-Disposition: attachment; name="file"; filename="a.pdf"', '%PDF-1.7') + end,
      part('Content-Disposition: form-data; name="file"; filename*=UTF-8\'\'%E2%80%AEa.pdf', '%PDF') + end,
      part('Content-Disposition: form-data; name="file"; filename=""', '%PDF-1.7') + end,
      part('Content-Disposition: form-data; name="file"; filename="a.pdf"', '') + end,
      part('Content-Disposition: form-data; name="file"; filename="a.pdf"\r\nContent-Type: x', '%PDF') + end,
      part('Content-Disposition: form-data; name="payload"\r\nContent-Type: application/json', '{') + end,
      part('Content-Disposition: form-data; name="issueId"\r\nContent-Type: application/json', 'null') + end,
      part('Content-Disposition: form-data; name="text"\r\nContent-Transfer-Encoding: base64', '!!') + end,
      part('no colon here', 'x') + end,
      part(`Content-Disposition: form-data; name="${'n'.repeat(100_000)}"`) + end,
      part(`Content-Disposition: form-data; name="text"\r\nX-Pad: ${'p'.repeat(100_000)}`) + end,
      part(Array.from({ length: 3000 }, (_, i) => `X-${i}: y`).join('\r\n')) + end,
      field('__proto__') + field('constructor') + field('hasOwnProperty') + end,
      Array.from({ length: 1000 }, (_, i) => field(`f${i}`)).join('') + end,
      field('payload') + field('payload') + field('issueId') + field('issueId') + end,
      field('text', `--${boundary}`) + end,
      `preamble\r\n${field('text')}${end}epilogue`,
      (field('issueId', '1') + end).replace(/\r\n/g, '\n'),
      part(`Content-Type: multipart/mixed; boundary=inner`, '--inner\r\n\r\nx\r\n--inner--') + end,
    )
    .map((text) => Buffer.from(text, 'latin1'))
    .chain((body) =>
      fc.oneof(
        { weight: 4, arbitrary: fc.constant(body) },
        fc.constant(Buffer.concat([body, Buffer.from([0xff, 0xfe, 0x00, 0xc3])])),
        fc.nat({ max: Math.max(0, body.length) }).map((cut) => body.subarray(0, cut)),
      ),
    );
};

/** Headers beside the body: garbage in what proxies, browsers and the portal send, and in lengths. */
const hostileHeaderFields = {
  accept: fc.oneof(hostileHeaderValue, fc.constantFrom('*/*', 'application/json;q=0', 'text/html')),
  'accept-encoding': fc.oneof(hostileHeaderValue, fc.constantFrom('br;q=2, gzip;q=-1', 'identity;q=0')),
  'accept-language': hostileHeaderValue,
  cookie: fc.oneof(
    hostileHeaderValue,
    fc.constantFrom(
      '__Host-SESSION=; __Host-SESSION=x',
      '__Host-SESSION=%ZZ',
      '__Host-XSRF-TOKEN=%E0%A4%A',
      'SESSION=abc',
      '=;=;=',
      `__Host-SESSION=${'a'.repeat(4000)}`,
    ),
  ),
  'idempotency-key': fc.oneof(
    hostileHeaderValue,
    fc.uuid(),
    fc.constantFrom('00000000-0000-0000-0000-000000000000'),
  ),
  'x-forwarded-for': fc.oneof(
    hostileHeaderValue,
    fc.constantFrom(
      '999.1.1.1',
      '::ffff:1.2.3.4, , ,',
      'unknown',
      '1.2.3.4:80',
      '[::1]',
      '1.1.1.1, '.repeat(500),
    ),
  ),
  'x-forwarded-host': hostileHeaderValue,
  'x-forwarded-proto': fc.oneof(hostileHeaderValue, fc.constantFrom('https', 'javascript', 'http, https')),
  'x-xsrf-token': hostileHeaderValue,
  'x-api-key': hostileHeaderValue,
  'x-request-id': hostileHeaderValue,
  origin: fc.oneof(hostileHeaderValue, fc.constantFrom('null', 'https://evil.example')),
  referer: hostileHeaderValue,
  'if-none-match': fc.oneof(hostileHeaderValue, fc.constantFrom('*', 'W/"x", "y"')),
  'if-modified-since': hostileHeaderValue,
  range: fc.oneof(hostileHeaderValue, fc.constantFrom('bytes=0-', 'bytes=-1', 'bytes=9-1,0-0')),
  authorization: hostileHeaderValue,
  'user-agent': hostileHeaderValue,
  'content-encoding': fc.oneof(hostileHeaderValue, fc.constantFrom('gzip', 'br', 'deflate, gzip')),
  'content-language': hostileHeaderValue,
};
/** The headers a session and the anti-forgery check stand on: garbage there ends most requests early. */
const CREDENTIAL_HEADERS = ['cookie', 'x-xsrf-token', 'x-api-key'];

/**
 * A few hostile headers at a time; those that carry the credentials rarely, so that most requests get
 * past the session and anti-forgery checks to the route's own code.
 */
export const hostileHeaders: fc.Arbitrary<Record<string, string>> = fc
  .tuple(
    fc.subarray(
      Object.keys(hostileHeaderFields).filter((name) => !CREDENTIAL_HEADERS.includes(name)),
      {
        maxLength: 4,
      },
    ),
    fc.oneof({ weight: 5, arbitrary: fc.constant([]) }, fc.subarray(CREDENTIAL_HEADERS, { minLength: 1 })),
  )
  .chain(([names, credentials]) =>
    fc.record(
      Object.fromEntries(
        [...names, ...credentials].map((name) => [
          name,
          hostileHeaderFields[name as keyof typeof hostileHeaderFields],
        ]),
      ) as Record<string, fc.Arbitrary<string>>,
    ),
  );

/** A Content-Length that is not the body's: shorter, longer, or not a number. */
export const hostileContentLength = (actual: number): fc.Arbitrary<string> =>
  fc.oneof(
    fc.constantFrom('0', '-1', 'abc', '1e3', '0x10', ' 5', '99999999999999999999'),
    fc
      .integer({ min: 0, max: actual + 100 })
      .filter((n) => n !== actual)
      .map(String),
  );
