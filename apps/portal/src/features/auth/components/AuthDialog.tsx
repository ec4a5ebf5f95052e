// A modal dialog in the portal's style: Chakra's dialog (focus trap, Escape, scroll lock, aria-modal) with
// its stock recipe, a title, a description and a footer of actions. Focus moves into the dialog on open
// (initialFocusEl, or the first field) and back to where it was on close.
import { Dialog, Portal, Stack } from '@chakra-ui/react';
import { ModalRoot } from '@portal/ui';
import type { FormEvent, ReactNode, RefObject } from 'react';

export interface AuthDialogProps {
  open: boolean;
  /** Escape or the close button. */
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  /** An icon shown above the title. */
  icon?: ReactNode;
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** 'alertdialog' for confirmations. */
  role?: 'dialog' | 'alertdialog';
  size?: 'sm' | 'md' | 'lg';
  /** Makes the dialog's content a form (Enter submits; the footer's submit button sends it). */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
}

// Full screen below 'sm' (phones); a centred card above, where the 'full' size's minimum height and zero
// margin must not carry over (responsive variants only override what the larger size sets).
const contentStyle = {
  bg: 'bg.panel',
  borderRadius: { base: '0', sm: 'xl' },
  minH: { base: '100dvh', sm: 'auto' },
  my: { base: '0', sm: 'auto' },
} as const;

export function AuthDialog({
  open,
  onClose,
  title,
  description,
  children,
  footer,
  icon,
  initialFocusRef,
  role = 'dialog',
  size = 'md',
  onSubmit,
}: AuthDialogProps) {
  const content = (
    <>
      <Dialog.Header pt={{ base: '6', md: '7' }} px={{ base: '5', md: '7' }}>
        <Stack gap="3">
          {icon}
          <Dialog.Title textStyle={{ base: 'xl', md: '2xl' }} fontWeight="bold" color="brand.fg">
            {title}
          </Dialog.Title>
          {description ? (
            <Dialog.Description color="fg.muted" textStyle="md">
              {description}
            </Dialog.Description>
          ) : null}
        </Stack>
      </Dialog.Header>
      {children ? <Dialog.Body px={{ base: '5', md: '7' }}>{children}</Dialog.Body> : null}
      {footer ? (
        <Dialog.Footer
          px={{ base: '5', md: '7' }}
          pb={{ base: '6', md: '7' }}
          gap="3"
          flexDirection={{ base: 'column-reverse', sm: 'row' }}
          alignItems="stretch"
        >
          {footer}
        </Dialog.Footer>
      ) : null}
    </>
  );
  return (
    <ModalRoot
      open={open}
      onClose={onClose}
      role={role}
      size={{ base: 'full', sm: size }}
      placement="center"
      closeOnInteractOutside={false}
      {...(initialFocusRef ? { initialFocusEl: () => initialFocusRef.current } : {})}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          {onSubmit ? (
            <Dialog.Content asChild {...contentStyle}>
              <form onSubmit={onSubmit} noValidate>
                {content}
              </form>
            </Dialog.Content>
          ) : (
            <Dialog.Content {...contentStyle}>{content}</Dialog.Content>
          )}
        </Dialog.Positioner>
      </Portal>
    </ModalRoot>
  );
}
