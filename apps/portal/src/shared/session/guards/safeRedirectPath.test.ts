import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from './safeRedirectPath.ts';

describe('safeRedirectPath', () => {
  it.each(['/lista-spraw', '/lista-spraw?page=2', '/lista-spraw/123#dokumenty', '/'])(
    'keeps the path %j',
    (path) => {
      expect(safeRedirectPath(path)).toBe(path);
    },
  );

  it.each([
    'https://evil.example/',
    '//evil.example/x',
    '/\\evil.example',
    'lista-spraw',
    'javascript:alert(1)',
    '/a\nb',
    '',
    42,
    undefined,
  ])('drops %j', (value) => {
    expect(safeRedirectPath(value)).toBeUndefined();
  });
});
