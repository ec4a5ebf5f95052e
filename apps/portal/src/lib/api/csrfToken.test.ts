import { describe, expect, it } from 'vitest';
import { csrfCookieName, readCsrfToken } from './csrfToken.ts';

describe('the anti-forgery cookie the portal reads (__Host- over https)', () => {
  it('is __Host-XSRF-TOKEN over https and XSRF-TOKEN over plain http', () => {
    expect(csrfCookieName('https:')).toBe('__Host-XSRF-TOKEN');
    expect(csrfCookieName('http:')).toBe('XSRF-TOKEN');
  });

  it('over https reads only the prefixed cookie, never a planted one without the prefix', () => {
    expect(readCsrfToken('XSRF-TOKEN=planted; __Host-XSRF-TOKEN=real', 'https:')).toBe('real');
    expect(readCsrfToken('XSRF-TOKEN=planted', 'https:')).toBeNull();
    expect(readCsrfToken('XSRF-TOKEN=local', 'http:')).toBe('local');
  });
});
