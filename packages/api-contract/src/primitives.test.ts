import { describe, expect, it } from 'vitest';
import { Value } from 'typebox/value';
import {
  dbIdFrom,
  DbId,
  findUnsafeText,
  isSafeText,
  MAX_DB_ID,
  MultilineText,
  Text,
  Timestamp,
} from './primitives.ts';

describe('Text and MultilineText (NUL and control characters)', () => {
  it.each([
    ['Jan Kowalski, ul. Źródlana 5', true, true],
    ['a\u0000b', false, false],
    ['dzwonek\u0007', false, false],
    ['\u001b[31m', false, false],
    ['DEL\u007f', false, false],
    ['dwie\nlinie\r\nz\ttabulatorem', false, true],
    // Security hardening: C1 controls (U+009B is a terminal's CSI) and the bidirectional embeddings, overrides and
    // isolates that reorder what a reader sees ("Trojan Source").
    ['NEL\u0085', false, false],
    ['CSI\u009b31m', false, false],
    ['\u0080 and \u009f', false, false],
    ['faktura\u202Efdp.exe', false, false],
    ['\u202Aembedding\u202C', false, false],
    ['\u2066isolate\u2069', false, false],
    ['\u2068first strong\u2069', false, false],
    ['no-break\u00a0space, ąę and ‘quotes’ — and a right-to-left mark\u200F', true, true],
  ])('%j: single line %s, multi-line %s', (text, single, multi) => {
    expect(Value.Check(Text(), text)).toBe(single);
    expect(Value.Check(MultilineText(), text)).toBe(multi);
    expect(isSafeText(text)).toBe(single);
    expect(isSafeText(text, { multiline: true })).toBe(multi);
  });

  it('keeps the other options', () => {
    expect(Value.Check(Text({ maxLength: 3 }), 'abcd')).toBe(false);
  });
});

describe('DbId and dbIdFrom (ids >= 2^31)', () => {
  it.each([
    [1, true],
    [MAX_DB_ID, true],
    [MAX_DB_ID + 1, false],
    [0, false],
    [-1, false],
    [1e300, false],
    [1.5, false],
  ])('%d is an id: %s', (id, ok) => {
    expect(Value.Check(DbId(), id)).toBe(ok);
  });

  it.each([
    ['1', 1],
    ['2147483647', MAX_DB_ID],
    ['2147483648', null],
    ['99999999999', null],
    ['01', null],
    ['1e3', null],
    ['-1', null],
    ['', null],
    [undefined, null],
  ])('dbIdFrom(%j) is %s', (text, id) => {
    expect(dbIdFrom(text)).toBe(id);
  });
});

describe('Timestamp', () => {
  it.each([
    ['2026-05-20T10:00:00.000Z', true],
    ['1900-01-01T00:00:00Z', true],
    ['0000-01-01T00:00:00Z', false],
    ['9999-12-31T23:59:59Z', false],
    ['2026-13-01T00:00:00Z', false],
  ])('%s: %s', (text, ok) => {
    expect(Value.Check(Timestamp(), text)).toBe(ok);
  });
});

describe('findUnsafeText', () => {
  it('gives the JSON pointer of the first value or key with a control character', () => {
    expect(findUnsafeText({ a: [{ b: 'ok\nok' }, { c: 'x\u0000' }] })).toBe('/a/1/c');
    expect(findUnsafeText({ 'a/b\u0007': 1 })).toBe('/a~1b\u0007');
    expect(findUnsafeText({ a: 1, b: [true, null, 'Zażółć'] })).toBeNull();
    expect(findUnsafeText({ a: 'ok', b: ['x\u202Ey'] })).toBe('/b/0');
    expect(findUnsafeText({ ['\u0085']: 'ok' })).toBe('/\u0085');
  });
});
