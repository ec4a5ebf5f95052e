import { Toaster as ChakraToaster, Portal, Stack, Toast } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { APP_BAR_HEIGHT } from '../layout/appBar.ts';
import { toaster } from './toastStore.ts';

// Chakra leaves info toasts white; the portal shows them in the brand navy like the other coloured types.
const infoToastStyle = {
  '&[data-type=info]': {
    bg: 'brand.solid',
    color: 'brand.contrast',
    '--toast-trigger-bg': '{white/10}',
    '--toast-border-color': '{white/40}',
  },
} as const;

// Below the app bar, with the gap Chakra leaves at a screen's edge.
const offsetBelowAppBar = {
  '--toast-offset-top': {
    base: `calc(${APP_BAR_HEIGHT.base} + 0.5rem)`,
    md: `calc(${APP_BAR_HEIGHT.md} + 0.5rem)`,
  },
} as const;

/** The toast region. Rendered once by UiProvider. Close icons keep full colour for 3:1 control contrast. */
export function Toaster() {
  const { t } = useLingui();
  return (
    <Portal>
      <ChakraToaster
        toaster={toaster}
        aria-label={t`Powiadomienia`}
        insetInline={{ mdDown: '4' }}
        css={offsetBelowAppBar}
      >
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }} css={infoToastStyle}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title ? <Toast.Title>{toast.title}</Toast.Title> : null}
              {toast.description ? (
                <Toast.Description opacity="1">{toast.description}</Toast.Description>
              ) : null}
            </Stack>
            {toast.closable ? (
              <Toast.CloseTrigger aria-label={t`Zamknij powiadomienie`} color="currentColor" />
            ) : null}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
