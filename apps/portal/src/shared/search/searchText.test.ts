import { describe, expect, it } from 'vitest';
import { matchesSearch, matchesWords, searchWords } from './searchText.ts';

describe('searchWords and matchesWords (a list folds its query once)', () => {
  it('folds the query into its words: case, Polish letters and punctuation ignored', () => {
    expect(searchWords('  Łomianki, SŁONECZNA ')).toEqual(['lomianki', 'sloneczna']);
    expect(searchWords(' , ')).toEqual([]);
  });

  it('finds every word in one of the texts, skipping absent ones', () => {
    const texts = ['FV/2026/00012', null, 'ul. Słoneczna 81, 05-092 Łomianki'];
    expect(matchesWords(texts, searchWords('lomianki fv'))).toBe(true);
    expect(matchesWords(texts, searchWords('lomianki piaseczno'))).toBe(false);
  });

  it('matches everything without words, as matchesSearch with an empty query', () => {
    expect(matchesWords(['cokolwiek'], [])).toBe(true);
    expect(matchesSearch(['cokolwiek'], '')).toBe(true);
  });
});
