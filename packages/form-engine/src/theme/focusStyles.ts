// The visible focus of the engine's own controls (WCAG 2.4.7): the brand focus ring, 3 px.
export const focusRing = {
  outline: '3px solid',
  outlineColor: 'brand.focusRing',
  outlineOffset: '2px',
} as const;

/** A card whose radio inside has keyboard focus shows the ring on the card. */
export const cardFocusWithin = { '&:has(input:focus-visible)': focusRing } as const;
