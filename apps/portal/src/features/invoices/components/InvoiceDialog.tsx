// The dialogs of the invoices screens (transfer data, payment error): Chakra's dialog (Ark UI) keeps focus
// inside while open, closes on Escape, returns focus to the button that opened it, and names itself by
// its title.
import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { ModalRoot } from '@portal/ui';
import { useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';

export interface InvoiceDialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  size?: 'md' | 'lg';
  /** Long content (the transfer data) takes the whole screen on phones; a short message stays a card. */
  fullScreenOnMobile?: boolean;
  role?: 'dialog' | 'alertdialog';
  /** Focused when the dialog opens (the first control otherwise). */
  initialFocus?: RefObject<HTMLElement | null>;
}

const widths = { md: 'lg', lg: '3xl' } as const;

export function InvoiceDialog({
  open,
  onClose,
  title,
  children,
  footer,
  size = 'md',
  fullScreenOnMobile = false,
  role = 'dialog',
  initialFocus,
}: InvoiceDialogProps) {
  const { t } = useLingui();
  // The control that opened the dialog gets the focus back when it closes. Remembered before the dialog
  // takes the focus (a layout effect runs before Ark's focus trap starts), because a tooltip on that
  // control can otherwise leave the focus on the page's body.
  const opener = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (open && document.activeElement instanceof HTMLElement && document.activeElement !== document.body) {
      opener.current = document.activeElement;
    }
  }, [open]);
  return (
    <ModalRoot
      open={open}
      onClose={onClose}
      placement="center"
      scrollBehavior="inside"
      role={role}
      {...(initialFocus ? { initialFocusEl: () => initialFocus.current } : {})}
      finalFocusEl={() => (opener.current?.isConnected ? opener.current : null)}
    >
      <Portal>
        <Dialog.Backdrop bg="blackAlpha.600" />
        <Dialog.Positioner>
          <Dialog.Content
            bg="bg.panel"
            maxW={fullScreenOnMobile ? { base: '100dvw', sm: widths[size] } : widths[size]}
            minH={fullScreenOnMobile ? { base: '100dvh', sm: 'auto' } : undefined}
            maxH={fullScreenOnMobile ? { base: '100dvh', sm: 'calc(100dvh - 5rem)' } : 'calc(100dvh - 2rem)'}
            my={fullScreenOnMobile ? { base: '0', sm: '10' } : '4'}
            mx={fullScreenOnMobile ? { base: '0', sm: '4' } : '4'}
            borderRadius={fullScreenOnMobile ? { base: '0', sm: 'xl' } : 'xl'}
          >
            <Dialog.Header pe="14" ps={{ base: '5', md: '6' }} pt={{ base: '5', md: '6' }}>
              <Dialog.Title textStyle={{ base: 'xl', md: '2xl' }} fontWeight="bold" color="brand.fg">
                {title}
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body px={{ base: '5', md: '6' }} pb="4">
              {children}
            </Dialog.Body>
            {footer ? (
              <Dialog.Footer
                px={{ base: '5', md: '6' }}
                pt="4"
                pb={{ base: '5', md: '6' }}
                borderTopWidth="1px"
                borderColor="border.muted"
                gap="3"
                flexDirection={{ base: 'column-reverse', sm: 'row' }}
                alignItems={{ base: 'stretch', sm: 'center' }}
              >
                {footer}
              </Dialog.Footer>
            ) : null}
            <Dialog.CloseTrigger asChild top="4" insetEnd="4">
              <CloseButton size="sm" aria-label={t`Zamknij okno`} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </ModalRoot>
  );
}
