import { ChakraProvider } from '@chakra-ui/react';
import { CacheProvider } from '@emotion/react';
import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { ReactNode } from 'react';
import { getSystem } from '../theme/system.ts';
import { LazyToaster } from '../toast/LazyToaster.tsx';
import { systemWithoutGlobalStyles, type PrerenderedStyles } from './prerenderedStyles.ts';

export interface UiProviderProps {
  /** The app's activated Lingui instance; the shared components translate through it. */
  i18n: I18n;
  /** On a pre-rendered page: its styles, already in the page (adoptPrerenderedStyles). */
  prerenderedStyles?: PrerenderedStyles | null | undefined;
  children: ReactNode;
}

/** Theme, translations and the toast region (portal-spec §2: toasts appear top right). */
export function UiProvider({ i18n, prerenderedStyles, children }: UiProviderProps) {
  const ui = (
    <I18nProvider i18n={i18n}>
      <ChakraProvider value={prerenderedStyles ? systemWithoutGlobalStyles(getSystem()) : getSystem()}>
        {children}
        <LazyToaster />
      </ChakraProvider>
    </I18nProvider>
  );
  return prerenderedStyles ? <CacheProvider value={prerenderedStyles.cache}>{ui}</CacheProvider> : ui;
}
