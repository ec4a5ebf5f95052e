// The frame of every screen: skip link, cookie banner (drawn at the bottom), header, the main landmark and
// the footer. The column is at least one screen tall so the footer sits at the bottom of short pages.
import { Box, Flex } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { CookieBanner } from './CookieBanner.tsx';
import { Footer } from './Footer.tsx';
import { Header, type HeaderProps } from './Header.tsx';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink.tsx';

export interface AppShellProps extends HeaderProps {
  children: ReactNode;
}

export function AppShell({ children, ...header }: AppShellProps) {
  return (
    <Flex direction="column" minH="100dvh">
      <SkipLink />
      <CookieBanner />
      <Header {...header} />
      <Box as="main" id={MAIN_CONTENT_ID} tabIndex={-1} flex="1" outline="none">
        {children}
      </Box>
      <Footer />
    </Flex>
  );
}
