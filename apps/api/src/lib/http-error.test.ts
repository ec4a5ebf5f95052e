// Customer journeys, "No English anywhere in the interface": the messages of the API's error answers reach screens
// (error summaries, toasts), so every one of them is Polish.
import { describe, expect, it } from 'vitest';
import { ENGLISH_WORDS } from '../../../portal/src/test/englishWords.ts';
import { messages } from './http-error.ts';

describe('the API error messages', () => {
  it.each(Object.entries(messages))('%s is Polish', (_key, text) => {
    expect(text).not.toMatch(ENGLISH_WORDS);
    expect(text).toMatch(/[.!]$/);
  });
});
