import { ChakraProvider } from '@chakra-ui/react';
import { I18nProvider } from '@lingui/react';
import type { ReactNode } from 'react';
import { i18n } from './i18n.ts';
import { studioSystem } from './theme.ts';

/** Translations and the studio's theme (the live form itself renders with the portal's UiProvider). */
export function StudioProvider({ children }: { children: ReactNode }) {
  return (
    <I18nProvider i18n={i18n}>
      <ChakraProvider value={studioSystem}>{children}</ChakraProvider>
    </I18nProvider>
  );
}
