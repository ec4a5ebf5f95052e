// The portal's icon style (as @portal/ui's): stroke icons on a 24 px grid, sized by the text, decorative.
export const stroke = {
  boxSize: '1em',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: '2',
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
  focusable: 'false',
} as const;
