// Customer journeys, "No English anywhere in the interface": every screen a journey checks with axe is also read for
// English words that never occur in the portal's Polish texts (server messages passed through untranslated,
// a library's default labels, 'undefined' or 'NaN' from a missing value). The visible text and the
// accessible names (aria-label, title, placeholder, alt) are read.
import { expect, type Page } from '@playwright/test';
import { ENGLISH_WORDS } from '../../src/test/englishWords.ts';

/** The text a user can see or hear on the page now. */
export async function screenTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts = [document.body.innerText, document.title];
    for (const element of document.querySelectorAll('[aria-label], [title], [placeholder], img[alt]')) {
      for (const attribute of ['aria-label', 'title', 'placeholder', 'alt']) {
        const value = element.getAttribute(attribute);
        if (value) texts.push(value);
      }
    }
    return texts;
  });
}

/** Fails with the offending lines when English words are on the screen. */
export async function expectNoEnglish(page: Page): Promise<void> {
  const lines = (await screenTexts(page))
    .flatMap((text) => text.split('\n'))
    .map((line) => line.trim())
    .filter((line) => ENGLISH_WORDS.test(line));
  expect(lines, `English text on the screen:\n${lines.join('\n')}`).toEqual([]);
}
