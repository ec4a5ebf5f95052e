// The box of PlainCheckbox.tsx: a native checkbox drawn as the portal's (20 px, the brand colour when
// ticked, the 3 px focus ring of every control).

// The box's marks, white on the brand colour: a tick, and a bar for "some selected".
const TICK =
  "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='white' stroke-width='3' stroke-linecap='round' stroke-linejoin='round'%3E%3Cpath d='M20 6 9 17l-5-5'/%3E%3C/svg%3E\")";
const BAR =
  "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='white' stroke-width='3' stroke-linecap='round'%3E%3Cpath d='M5 12h14'/%3E%3C/svg%3E\")";

export const plainCheckboxBox = {
  appearance: 'none',
  flexShrink: 0,
  boxSize: '5',
  m: '0',
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'gray.500',
  borderRadius: 'l1',
  bgColor: 'bg.panel',
  bgPosition: 'center',
  bgRepeat: 'no-repeat',
  bgSize: '85%',
  cursor: 'inherit',
  '&:is(:checked, :indeterminate)': { bgColor: 'brand.solid', borderColor: 'brand.solid' },
  _checked: { bgImage: TICK },
  _indeterminate: { bgImage: BAR },
  _focusVisible: { outline: '3px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' },
  _disabled: { opacity: 0.5 },
} as const;

/** The label around the box: the box beside its text, the pointer telling it can be ticked. */
export function plainCheckboxLabel(disabled: boolean) {
  return {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '2',
    cursor: disabled ? 'not-allowed' : 'pointer',
  } as const;
}
