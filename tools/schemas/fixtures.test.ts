import { describe, expect, it } from 'vitest';
import { compareErrors } from './fixtures.ts';

const error = (path: string, keyword: string) => ({ path, keyword, message: `${keyword} message` });

describe('compareErrors', () => {
  it('matches (path, keyword) pairs regardless of order and of repeats', () => {
    const actual = [
      error('/kind', 'const'),
      error('/kind', 'const'),
      error('/kind', 'oneOf'),
      error('/a', 'required'),
    ];
    expect(
      compareErrors(
        [
          { path: '/a', keyword: 'required' },
          { path: '/kind', keyword: 'oneOf' },
          { path: '/kind', keyword: 'const' },
        ],
        actual,
      ),
    ).toEqual({ missing: [], unexpected: [], wrongMessage: [] });
  });

  it('reports declared errors that did not happen and errors that were not declared', () => {
    expect(
      compareErrors([{ path: '/a', keyword: 'format' }], [error('/a', 'required'), error('/a', 'required')]),
    ).toEqual({
      missing: [{ path: '/a', keyword: 'format' }],
      unexpected: [error('/a', 'required')],
      wrongMessage: [],
    });
  });

  it('asserts a declared message, so a fixture refused for another reason at the same place fails', () => {
    const actual = [{ path: '/power', keyword: 'errorMessage', message: 'Moc nie może przekraczać 40 kW' }];
    expect(
      compareErrors(
        [{ path: '/power', keyword: 'errorMessage', message: 'Moc nie może przekraczać 40 kW' }],
        actual,
      ),
    ).toEqual({ missing: [], unexpected: [], wrongMessage: [] });
    expect(
      compareErrors([{ path: '/power', keyword: 'errorMessage', message: 'Podaj moc' }], actual).wrongMessage,
    ).toEqual([
      {
        expected: { path: '/power', keyword: 'errorMessage', message: 'Podaj moc' },
        actual: ['Moc nie może przekraczać 40 kW'],
      },
    ]);
  });
});
