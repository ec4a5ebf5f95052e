// The look of the engine's text inputs and drop-downs. The portal's Chakra system ships only the recipes its
// first view needs (packages/ui chakraTheme.ts: input, nativeSelect and progress are left out to keep '/'
// under 180 KB gzip), so the engine styles its controls itself from the system's tokens instead of adding
// recipes to every page. Native <input> and <select> underneath: platform keyboards, autofill and pickers.
import { controlChrome } from '@portal/ui';

export const textControlStyle = {
  // The portal's one edge and focus ring for every control (@portal/ui controlChrome.ts).
  ...controlChrome,
  display: 'block',
  width: '100%',
  minWidth: '0',
  height: '12',
  px: '3',
  fontSize: 'md',
  color: 'fg',
  borderRadius: 'md',
  outline: 'none',
  transitionProperty: 'border-color, box-shadow',
  transitionDuration: 'fast',
  _placeholder: { color: 'fg.muted' },
  _disabled: { opacity: 0.6, cursor: 'not-allowed', bg: 'bg.muted' },
  _readOnly: { bg: 'bg.muted' },
} as const;

export const selectControlStyle = {
  ...textControlStyle,
  pe: '8',
  cursor: 'pointer',
  appearance: 'auto',
} as const;
