// @portal/ui registers only the Chakra recipes the first view needs (packages/ui theme/chakraTheme.ts).
// The accounts forms pass the stock recipes of the inputs, checkbox and dialog they use directly (Chakra's
// `recipe` prop), so they cost nothing on screens that do not show them.
export { checkboxSlotRecipe, dialogSlotRecipe, inputRecipe } from '@chakra-ui/react/theme';
