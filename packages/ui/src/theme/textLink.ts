// How a link inside text, a list or a table looks wherever the portal draws one itself: the brand colour,
// semibold and underlined (WCAG 1.4.1: a link is not told by its colour alone), the underline set a little
// below the letters so that it clears the descenders.
export const textLink = {
  color: 'brand.fg',
  fontWeight: 'semibold',
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
} as const;
