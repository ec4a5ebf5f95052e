// @portal/ui registers only the Chakra recipes the first view needs (packages/ui theme/chakraTheme.ts).
// The accounts forms pass the stock recipes of the inputs and checkbox they use directly (Chakra's
// `recipe` prop), so they cost nothing on screens that do not show them; the dialog's comes with
// @portal/ui's ModalRoot.
export { checkboxSlotRecipe, inputRecipe } from '@chakra-ui/react/theme';
