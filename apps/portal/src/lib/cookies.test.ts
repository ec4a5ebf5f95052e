import { afterEach, describe, expect, it } from 'vitest';
import { readCookie, writeCookie } from './cookies.ts';

afterEach(() => {
  document.cookie = 'cookies=; Max-Age=0; Path=/';
});

describe('readCookie', () => {
  it.each([
    ['XSRF-TOKEN=abc.def', 'abc.def'],
    ['a=1; XSRF-TOKEN=abc.def; b=2', 'abc.def'],
    ['XSRF-TOKEN=a%2Fb', 'a/b'],
    ['XSRF-TOKEN=%E0%A4%A', '%E0%A4%A'],
  ])('finds the value in %j', (source, expected) => {
    expect(readCookie('XSRF-TOKEN', source)).toBe(expected);
  });

  it.each([[''], ['NOT-XSRF-TOKEN=1'], ['XSRF-TOKENX=1'], ['garbage']])('gives null for %j', (source) => {
    expect(readCookie('XSRF-TOKEN', source)).toBeNull();
  });
});

describe('writeCookie', () => {
  it('writes a cookie the document can read back', () => {
    writeCookie('cookies', 'accepted', { maxAgeDays: 365 });
    expect(readCookie('cookies')).toBe('accepted');
  });
});
