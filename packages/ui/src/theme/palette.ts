// The brand's raw colours, kept apart from the Chakra config so that the contrast test can read the very
// values the system is built from (quality-bar "Accessibility": WCAG 2.1 AA).

/** Deep navy/blue of an electricity distributor: trust, infrastructure. */
export const brand = {
  50: '#eef3fa',
  100: '#d5e2f3',
  200: '#aac4e6',
  300: '#7aa1d6',
  400: '#4b7ec3',
  500: '#2b60a8',
  600: '#1c4b8c',
  700: '#143b72',
  800: '#0e2c57',
  900: '#0a2042',
  950: '#06152d',
} as const;

/** Amber accent: energy. Used as a background with dark text, never as text on white. */
export const accent = {
  50: '#fff8e5',
  100: '#ffecb8',
  200: '#ffdc80',
  300: '#ffc845',
  400: '#fbb41d',
  500: '#f09a07',
  600: '#c97a04',
  700: '#9c5b08',
  800: '#7a470d',
  900: '#5f380f',
  950: '#361d05',
} as const;

/** Cool neutral greys (a touch of blue so they sit well next to the navy). */
export const gray = {
  50: '#f6f7f9',
  100: '#eceef2',
  200: '#dde1e8',
  300: '#c4cad5',
  400: '#9aa3b2',
  500: '#6c7686',
  600: '#515a69',
  700: '#3d4552',
  800: '#272d37',
  900: '#181c23',
  950: '#0f1217',
} as const;

/** Status colours, each chosen to reach AA (4.5:1) as text on white and as a solid with white text. */
export const status = {
  successFg: '#116932',
  successSolid: '#116932',
  successBg: '#eaf6ee',
  warningFg: '#8a3c05',
  warningSolid: '#8a3c05',
  warningBg: '#fff4e5',
  errorFg: '#a61b1b',
  errorSolid: '#b42318',
  errorBg: '#fdeeee',
  infoFg: brand[600],
  infoBg: brand[50],
} as const;

/** Row highlights for later tables (portal-spec §2 Case list: notification rows red-muted, recent blue-muted). */
export const rows = {
  notification: '#fbe9e9',
  recent: '#e8f0fb',
} as const;

export const text = {
  default: '#141a26',
  muted: gray[600],
  inverted: '#ffffff',
} as const;

export const surface = {
  canvas: '#f3f5f9',
  panel: '#ffffff',
} as const;
