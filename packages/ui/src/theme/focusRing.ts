// The portal's visible keyboard focus (WCAG 2.4.7) where a screen draws it itself: an outline in the brand
// focus-ring colour. How far it stands off the element (inside a card's edge, outside a link) and its
// width are the screen's.
export function focusRing(offset: string, width = '2px') {
  return {
    outlineWidth: width,
    outlineStyle: 'solid',
    outlineColor: 'brand.focusRing',
    outlineOffset: offset,
  } as const;
}
