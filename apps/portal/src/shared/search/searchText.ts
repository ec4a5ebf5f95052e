// One search rule for the portal's lists (the invoice search needed Polish letters, "lomianki"
// found nothing there while the case search found it): lower case, Polish diacritics and punctuation
// ignored, and every word of the query found somewhere in the searched text, in any order.

/** Lower case, without Polish diacritics or punctuation: 'Słoneczna 5,' and 'sloneczna 5' match. */
export function foldSearchText(text: string): string {
  return text
    .toLocaleLowerCase('pl')
    .replace(/ł/g, 'l')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The query's words as searched for: fold a list's query once, not once per row. */
export function searchWords(query: string): string[] {
  return foldSearchText(query).split(' ').filter(Boolean);
}

/** Every word (searchWords) occurs in one of the texts (absent ones are skipped); no words match all. */
export function matchesWords(texts: readonly (string | null)[], words: readonly string[]): boolean {
  if (words.length === 0) return true;
  const haystack = texts
    .filter((text): text is string => text !== null)
    .map(foldSearchText)
    .join(' | ');
  return words.every((word) => haystack.includes(word));
}

/** Every word of the query occurs in one of the texts (absent ones are skipped); an empty query matches. */
export function matchesSearch(texts: readonly (string | null)[], query: string): boolean {
  return matchesWords(texts, searchWords(query));
}
