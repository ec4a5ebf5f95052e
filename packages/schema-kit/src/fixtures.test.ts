import { describe, expect, it } from 'vitest';
import { compareErrors } from './fixtures.ts';

const error = (pointer: string, keyword: string) => ({ pointer, keyword, message: `${keyword} message` });

describe('compareErrors', () => {
  it('matches (pointer, keyword) pairs regardless of order and of repeats', () => {
    const actual = [
      error('/kind', 'const'),
      error('/kind', 'const'),
      error('/kind', 'oneOf'),
      error('/a', 'required'),
    ];
    expect(
      compareErrors(
        [
          { pointer: '/a', keyword: 'required' },
          { pointer: '/kind', keyword: 'oneOf' },
          { pointer: '/kind', keyword: 'const' },
        ],
        actual,
      ),
    ).toEqual({ missing: [], unexpected: [], wrongMessage: [] });
  });

  it('reports declared errors that did not happen and errors that were not declared', () => {
    expect(
      compareErrors(
        [{ pointer: '/a', keyword: 'format' }],
        [error('/a', 'required'), error('/a', 'required')],
      ),
    ).toEqual({
      missing: [{ pointer: '/a', keyword: 'format' }],
      unexpected: [error('/a', 'required')],
      wrongMessage: [],
    });
  });

  it('asserts a declared message, so a fixture refused for another reason at the same place fails', () => {
    const actual = [
      { pointer: '/power', keyword: 'errorMessage', message: 'Moc nie może przekraczać 40 kW' },
    ];
    expect(
      compareErrors(
        [{ pointer: '/power', keyword: 'errorMessage', message: 'Moc nie może przekraczać 40 kW' }],
        actual,
      ),
    ).toEqual({ missing: [], unexpected: [], wrongMessage: [] });
    expect(
      compareErrors([{ pointer: '/power', keyword: 'errorMessage', message: 'Podaj moc' }], actual)
        .wrongMessage,
    ).toEqual([
      {
        expected: { pointer: '/power', keyword: 'errorMessage', message: 'Podaj moc' },
        actual: ['Moc nie może przekraczać 40 kW'],
      },
    ]);
  });
});
