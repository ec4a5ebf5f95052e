// Native radio buttons and checkboxes, styled: they keep the browser's own semantics and keyboard
// behaviour (arrow keys within a radio group, Space to tick) with no script per option, which matters on
// the largest forms (quality-bar "Keystroke" and "Wizard chunk").
export const choiceInputStyle = {
  appearance: 'auto',
  accentColor: 'var(--chakra-colors-brand-solid)',
  width: '5',
  height: '5',
  flexShrink: 0,
  mt: '0.5',
  cursor: 'pointer',
  _focusVisible: { outline: '3px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' },
  _disabled: { cursor: 'not-allowed' },
} as const;

export const choiceLabelStyle = {
  display: 'flex',
  gap: '3',
  alignItems: 'flex-start',
  cursor: 'pointer',
  py: '1',
  _disabled: { cursor: 'not-allowed', opacity: 0.6 },
} as const;
