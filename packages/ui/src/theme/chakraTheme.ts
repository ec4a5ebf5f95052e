// Chakra's default theme (tokens, text styles, animations) with only the component recipes the portal
// uses, instead of `defaultConfig` with all ~90 of them: that saves ~18 KB gzip on the first view
// (quality-bar "JS for the first view"). A Chakra component whose recipe is missing here renders unstyled:
// when a screen starts using one, add its recipe below (the names are Chakra's own keys).
import { defaultBaseConfig, defineConfig, mergeConfigs } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  animationStyles,
  badgeRecipe,
  buttonRecipe,
  cardSlotRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  drawerSlotRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  semanticTokens,
  spinnerRecipe,
  textStyles,
  textareaRecipe,
  toastSlotRecipe,
  tokens,
} from '@chakra-ui/react/theme';

export const recipes = {
  badge: badgeRecipe,
  button: buttonRecipe,
  container: containerRecipe,
  heading: headingRecipe,
  icon: iconRecipe,
  link: linkRecipe,
  spinner: spinnerRecipe,
  textarea: textareaRecipe,
};

export const slotRecipes = {
  alert: alertSlotRecipe,
  card: cardSlotRecipe,
  drawer: drawerSlotRecipe,
  field: fieldSlotRecipe,
  list: listSlotRecipe,
  toast: toastSlotRecipe,
};

/**
 * Chakra's colour palettes that no screen uses (the portal's are brand, accent, gray, red, orange and green).
 * Left out, they are neither built into tokens when the app starts (~40 % of `createSystem`, which runs
 * on the first view's main thread) nor sent as ~300 CSS variables in every pre-rendered page.
 */
export const UNUSED_PALETTES: ReadonlySet<string> = new Set([
  'yellow',
  'teal',
  'blue',
  'cyan',
  'purple',
  'pink',
]);

function withoutUnusedPalettes<T extends object>(colors: T): T {
  return Object.fromEntries(Object.entries(colors).filter(([name]) => !UNUSED_PALETTES.has(name))) as T;
}

export const chakraThemeConfig = mergeConfigs(
  defaultBaseConfig,
  defineConfig({
    preflight: true,
    cssVarsPrefix,
    cssVarsRoot,
    globalCss,
    theme: {
      keyframes,
      tokens: { ...tokens, colors: withoutUnusedPalettes(tokens.colors) },
      semanticTokens: { ...semanticTokens, colors: withoutUnusedPalettes(semanticTokens.colors) },
      textStyles,
      layerStyles,
      animationStyles,
      recipes,
      slotRecipes,
    },
  }),
);
