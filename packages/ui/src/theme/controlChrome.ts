// One edge and one focus indicator for every text field, drop-down and text area of the portal and the
// wizard (WCAG 2.2 1.4.11 and 2.4.7): a border of gray.500 stands out at 3:1 and more from the
// panel and the page, and keyboard focus draws a 3 px ring outside it. Chakra's input recipe draws a
// gray.300 border (1.65:1 on white) and a 1 px ring; this goes on top of it (a `css` prop wins over a
// recipe), and the wizard's own control style starts from it.
import { gray } from './palette.ts';

/** The border's colour: palette.ts's value, so that the contrast test reads what is drawn. */
export const CONTROL_BORDER = gray[500];

export const controlChrome = {
  bg: 'bg.panel',
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'gray.500',
  _hover: { borderColor: 'gray.700' },
  _focusVisible: {
    borderColor: 'brand.solid',
    outline: '3px solid',
    outlineColor: 'brand.focusRing',
    outlineOffset: '1px',
    boxShadow: 'none',
  },
  '&[aria-invalid=true]': { borderColor: 'border.error', borderWidth: '2px' },
} as const;
