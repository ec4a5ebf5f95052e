// Generators of hostile input for the never-5xx property test (issue #14 "hostile input and abuse"):
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
const PATTERN_CANDIDATES = ['Tekst ąę', '123456', 'JBSWY3DPEHPK3PXP', 'JS.Render.1', '12.34', '1'];

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
