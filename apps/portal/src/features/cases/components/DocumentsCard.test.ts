import { describe, expect, it } from 'vitest';
import { letterExcerpt } from './DocumentsCard.tsx';

describe('the start of a sent letter', () => {
  it('is the whole text when short, on one line', () => {
    expect(letterExcerpt('Proszę o kontakt.\n\nJan Kowalski')).toBe('Proszę o kontakt. Jan Kowalski');
  });

  it('ends at a whole word with an ellipsis', () => {
    expect(letterExcerpt('Ala ma kota a kot ma Alę', 12)).toBe('Ala ma kota…');
  });

  it('cuts a text without spaces at the length', () => {
    expect(letterExcerpt('x'.repeat(30), 10)).toBe(`${'x'.repeat(10)}…`);
  });
});
