import { ChakraProvider } from '@chakra-ui/react';
import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { ReactNode } from 'react';
import { getSystem } from '../theme/system.ts';
import { LazyToaster } from '../toast/LazyToaster.tsx';

export interface UiProviderProps {
  /** The app's activated Lingui instance; the shared components translate through it. */
  i18n: I18n;
  children: ReactNode;
}

/** Theme, translations and the toast region (portal-spec §2: toasts appear top right). */
export function UiProvider({ i18n, children }: UiProviderProps) {
  return (
    <I18nProvider i18n={i18n}>
      <ChakraProvider value={getSystem()}>
        {children}
        <LazyToaster />
      </ChakraProvider>
    </I18nProvider>
  );
}
