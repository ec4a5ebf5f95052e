// The studio's Chakra system: the portal's own (@portal/ui: tokens, palette, breakpoints, recipes) plus the
// recipes of the few components only the studio uses (the portal keeps its recipe list short on purpose).
import { createSystem, defineConfig } from '@chakra-ui/react';
import {
  checkboxSlotRecipe,
  codeRecipe,
  inputRecipe,
  nativeSelectSlotRecipe,
  tabsSlotRecipe,
} from '@chakra-ui/react/theme';
import { portalConfig } from '@portal/ui';

export const studioSystem = createSystem(
  portalConfig,
  defineConfig({
    theme: {
      recipes: { input: inputRecipe, code: codeRecipe },
      slotRecipes: {
        checkbox: checkboxSlotRecipe,
        nativeSelect: nativeSelectSlotRecipe,
        tabs: tabsSlotRecipe,
      },
    },
  }),
);
