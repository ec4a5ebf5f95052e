// The portal's icon style: stroke icons on a 24 px grid, sized by the surrounding text unless told
// otherwise, decorative (the control that holds one carries the label).
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
