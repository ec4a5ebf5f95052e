import { describe, expect, it } from 'vitest';
import { negotiateCoding } from './content-encoding.ts';

describe('negotiateCoding', () => {
  it('prefers brotli, then gzip, then none', () => {
    expect(negotiateCoding('gzip, deflate, br, zstd')).toBe('br');
    expect(negotiateCoding('gzip, deflate')).toBe('gzip');
    expect(negotiateCoding('identity')).toBeNull();
    expect(negotiateCoding(undefined)).toBeNull();
  });

  it('honours q-values and the wildcard', () => {
    expect(negotiateCoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(negotiateCoding('br;q=0, gzip;q=0')).toBeNull();
    expect(negotiateCoding('*')).toBe('br');
    expect(negotiateCoding('*;q=0.1, br;q=0')).toBe('gzip');
  });

  it('chooses only among the codings the answer exists in', () => {
    expect(negotiateCoding('br, gzip', ['gzip'])).toBe('gzip');
    expect(negotiateCoding('br', ['gzip'])).toBeNull();
  });
});
