// Customer journeys: postal codes, numbers and amounts never break across lines. A text that may hold them (an
// address, an answer in the wizard's summary) is rendered with each such token in a `white-space: nowrap`
// span; the text itself is unchanged (copying it, searching it and reading it aloud give the same string).
import { chakra } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * Tokens that must stay on one line: a postal code (05-800), a number grouped by spaces (1 234 567,89), a
 * number with its unit (15 kW, 230 V, 120,50 zł), an identifier of digits and letters joined by '-' or
 * '/' (FV/2026/00012, 12/3, PL-123), and a number with the word it counts (10 znaków, 30 sekund: Polish
 * typesetting leaves no number at the end of a line).
 */
const UNBREAKABLE =
  /\d{2}-\d{3}(?!\d)|\d{1,3}(?:[ \u00a0]\d{3})+(?:,\d+)?(?:[ \u00a0](?:zł|kWh|kW|MWh|MW|kV|V|A|m²|m|km|%))?|\d+(?:[.,]\d+)?[ \u00a0](?:zł|kWh|kW|MWh|MW|kV|V|A|m²|m|km|%)(?![\p{L}])|[\p{L}\d]+(?:[-/][\p{L}\d]+)+|(?<![\p{L}\d])\d+(?:[.,]\d+)?[ \u00a0]\p{L}+/gu;

/** The text split into plain parts and the tokens to keep together, in order. */
export function unbreakableParts(text: string): Array<{ text: string; keep: boolean }> {
  const parts: Array<{ text: string; keep: boolean }> = [];
  let last = 0;
  for (const match of text.matchAll(UNBREAKABLE)) {
    const start = match.index;
    const token = match[0];
    // Only tokens with a digit: 'Nowa-Wieś' may break like any word.
    if (!/\d/.test(token)) continue;
    if (start > last) parts.push({ text: text.slice(last, start), keep: false });
    parts.push({ text: token, keep: true });
    last = start + token.length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), keep: false });
  return parts;
}

/** A text whose postal codes, numbers and amounts do not break across lines. */
export function KeepTogether({ children }: { children: string }): ReactNode {
  return unbreakableParts(children).map((part, index) =>
    part.keep ? (
      // Parts have no identity but their place in the text.
      <chakra.span key={index} whiteSpace="nowrap">
        {part.text}
      </chakra.span>
    ) : (
      part.text
    ),
  );
}
