// The toaster's store (Chakra's createToaster, zag's toast group: ~1.5 KB gzip), loaded with the first toast
// or a preload (toaster.ts), not with the first view.
import { createToaster } from '@chakra-ui/react';

export const toaster = createToaster({
  placement: 'top-end',
  offsets: { top: 'var(--toast-offset-top, 1rem)', right: '1rem', bottom: '1rem', left: '1rem' },
  max: 5,
  pauseOnPageIdle: true,
});

export type ToastStore = typeof toaster;
