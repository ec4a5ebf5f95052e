// The root of the portal's modal dialogs: Chakra's dialog (Ark UI: focus trap, Escape, scroll lock,
// aria-modal) with its stock recipe, passed here because the theme registers only what the first view
// needs (theme/chakraTheme.ts). The screen holds whether it is open; every way of closing it (Escape, the
// close button) comes back as onClose.
import { Dialog, type DialogRootProps } from '@chakra-ui/react';
import { dialogSlotRecipe } from '@chakra-ui/react/theme';

export interface ModalRootProps extends Omit<DialogRootProps, 'recipe' | 'open' | 'onOpenChange'> {
  open: boolean;
  onClose: () => void;
}

export function ModalRoot({ open, onClose, ...rest }: ModalRootProps) {
  return (
    <Dialog.Root
      recipe={dialogSlotRecipe}
      open={open}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      {...rest}
    />
  );
}
