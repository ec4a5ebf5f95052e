import { describe, expect, it } from 'vitest';
import { multipartBoundary } from './multipart-boundary.ts';

describe('multipartBoundary (a malformed multipart Content-Type is a 400, not a 500)', () => {
  it.each([
    [
      'a browser’s',
      'multipart/form-data; boundary=----WebKitFormBoundary7MA4YWxkTrZu0gW',
      '----WebKitFormBoundary7MA4YWxkTrZu0gW',
    ],
    ['quoted', 'multipart/form-data; boundary="a b:c?"', 'a b:c?'],
    [
      '70 characters, the longest RFC 2046 allows',
      `multipart/form-data; boundary=${'a'.repeat(70)}`,
      'a'.repeat(70),
    ],
    ['another parameter beside it', 'multipart/form-data; charset=utf-8; boundary=abc', 'abc'],
    ['the media type in capitals, the parameter name too', 'Multipart/Form-Data; BOUNDARY=abc', 'abc'],
    ['a trailing semicolon', 'multipart/form-data; boundary=abc;', 'abc'],
  ])('reads the boundary of %s', (_name, header, boundary) => {
    expect(multipartBoundary(header)).toBe(boundary);
  });

  it.each([
    ['no parameter', 'multipart/form-data'],
    ['only a semicolon', 'multipart/form-data;'],
    ['a charset only', 'multipart/form-data; charset=utf-8'],
    ['a boundary without a value', 'multipart/form-data; boundary'],
    ['an empty boundary', 'multipart/form-data; boundary='],
    ['an empty quoted boundary', 'multipart/form-data; boundary=""'],
    ['an unterminated quote', 'multipart/form-data; boundary="abc'],
    ['a quote with an escape', 'multipart/form-data; boundary="a\\"b"'],
    ['two boundaries', 'multipart/form-data; boundary=abc; boundary=def'],
    ['71 characters', `multipart/form-data; boundary=${'a'.repeat(71)}`],
    ['257 characters (past busboy’s search)', `multipart/form-data; boundary=${'a'.repeat(257)}`],
    ['a boundary ending in a space', 'multipart/form-data; boundary="abc "'],
    ['a space outside quotes', 'multipart/form-data; boundary=a b'],
    ['a character outside RFC 2046', 'multipart/form-data; boundary=a\u0080b'],
    ['garbage after the parameters', 'multipart/form-data; boundary=abc garbage'],
    ['another media type', 'multipart/mixed; boundary=abc'],
    ['no header', undefined],
  ])('refuses %s', (_name, header) => {
    expect(multipartBoundary(header)).toBeNull();
  });
});
