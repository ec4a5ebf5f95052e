// The portal's Chakra UI v3 system: a sober utility brand (navy + amber), the breakpoints of portal-spec §1
// (sm 600, md 960, lg 1280, xl 1500) and a system font stack (strict CSP: font-src 'self', no web fonts).
import { createSystem, defineConfig, mergeConfigs, type SystemContext } from '@chakra-ui/react';
import { chakraThemeConfig } from './chakraTheme.ts';
import { APP_BAR_HEIGHT } from '../layout/appBar.ts';
import { accent, brand, gray, rows, status, surface, text } from './palette.ts';

type Scale = Record<number, string>;

function scaleTokens(scale: Scale): Record<string, { value: string }> {
  return Object.fromEntries(Object.entries(scale).map(([step, value]) => [step, { value }]));
}

const fontStack =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans", "Liberation Sans", Arial, sans-serif';

export const breakpoints = { sm: '600px', md: '960px', lg: '1280px', xl: '1500px' } as const;

const config = defineConfig({
  globalCss: {
    html: {
      colorPalette: 'brand',
      bg: 'bg.canvas',
      color: 'fg',
      textSizeAdjust: '100%',
      // WCAG 2.2 2.4.11: what focus or a link's anchor scrolls to stops below the header, which
      // comes back on every upward scroll, and above the cookie banner while it is shown (CookieBanner.tsx
      // sets --cookie-banner-height).
      scrollPaddingTop: {
        base: `calc(${APP_BAR_HEIGHT.base} + 8px)`,
        md: `calc(${APP_BAR_HEIGHT.md} + 8px)`,
      },
      scrollPaddingBottom: 'calc(var(--cookie-banner-height, 0px) + 8px)',
    },
    body: { bg: 'bg.canvas', minHeight: '100dvh' },
    '*, *::before, *::after': {
      // 0s, not a near-zero duration: Chakra's presence (zag) removes a closing dialog, popover or toast
      // at once when its animation lasts 0s, and otherwise waits for an animationend it can miss when the
      // page is busy (the dialog then stays on screen, closed). A 0s animation still sends its events.
      _motionReduce: {
        animationDuration: '0s !important',
        transitionDuration: '0.01ms !important',
        scrollBehavior: 'auto !important',
      },
    },
  },
  theme: {
    breakpoints,
    tokens: {
      colors: {
        brand: scaleTokens(brand),
        accent: scaleTokens(accent),
        gray: scaleTokens(gray),
      },
      fonts: {
        heading: { value: fontStack },
        body: { value: fontStack },
      },
      shadows: {
        /** For panels docked to the bottom edge (the cookie banner): the shadow falls upwards. */
        raisedUp: { value: '0 -8px 24px rgba(10, 32, 66, 0.16)' },
      },
    },
    semanticTokens: {
      colors: {
        bg: {
          DEFAULT: { value: surface.panel },
          canvas: { value: surface.canvas },
          panel: { value: surface.panel },
          error: { value: status.errorBg },
          warning: { value: status.warningBg },
          success: { value: status.successBg },
          info: { value: status.infoBg },
          rowNotification: { value: rows.notification },
          rowRecent: { value: rows.recent },
        },
        fg: {
          DEFAULT: { value: text.default },
          muted: { value: text.muted },
          inverted: { value: text.inverted },
          error: { value: status.errorFg },
          warning: { value: status.warningFg },
          success: { value: status.successFg },
          info: { value: status.infoFg },
        },
        border: {
          error: { value: status.errorSolid },
          warning: { value: status.warningSolid },
          success: { value: status.successSolid },
          info: { value: brand[500] },
        },
        brand: {
          solid: { value: brand[700] },
          contrast: { value: '#ffffff' },
          fg: { value: brand[700] },
          muted: { value: brand[100] },
          subtle: { value: brand[50] },
          emphasized: { value: brand[200] },
          focusRing: { value: brand[500] },
          border: { value: brand[600] },
        },
        accent: {
          solid: { value: accent[400] },
          contrast: { value: brand[900] },
          fg: { value: accent[800] },
          muted: { value: accent[100] },
          subtle: { value: accent[50] },
          emphasized: { value: accent[200] },
          focusRing: { value: brand[500] },
          border: { value: accent[500] },
        },
        // Chakra's default solids for these palettes (green.600, orange.600) fall below 4.5:1 with white text.
        green: {
          solid: { value: status.successSolid },
          fg: { value: status.successFg },
        },
        orange: {
          solid: { value: status.warningSolid },
          contrast: { value: '#ffffff' },
          fg: { value: status.warningFg },
        },
        red: {
          solid: { value: status.errorSolid },
          fg: { value: status.errorFg },
        },
      },
    },
  },
});

/** The portal's whole config: what its system is built from, and what the studio's adds to. */
export const portalConfig = mergeConfigs(chakraThemeConfig, config);

let built: SystemContext | undefined;

/**
 * The system, built on first use: building it walks every token and recipe, ~60 ms on a phone.
 * At the top of the module it ran inside the evaluation of the portal's entry, one long task; on first use
 * it runs in the first render's own task, or earlier in tasks of its own (prepareSystem).
 */
export function getSystem(): SystemContext {
  built ??= createSystem(portalConfig);
  return built;
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Builds the system before the first render, in two tasks of its own: the system, then (unless the page
 * holds it already: a pre-rendered page) its global CSS (Chakra's reset, the global styles and a CSS
 * variable for each of ~500 tokens, which Chakra builds when first read: tools/patches). Done in the
 * render, the two were one task of ~130 ms on a phone, the longest of the portal's start.
 */
export async function prepareSystem({ globalCss = true }: { globalCss?: boolean } = {}): Promise<void> {
  await nextTask();
  const system = getSystem();
  if (!globalCss) return;
  await nextTask();
  // A call, not a bare `system._global`: the minifier takes property reads for side-effect free.
  Reflect.get(system, '_global');
}
