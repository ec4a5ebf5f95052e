// The frame of every screen: skip link, cookie banner (drawn at the bottom), header, the main landmark and
// the footer. The column is at least one screen tall so the footer sits at the bottom of short pages.
import { Box, Flex } from '@chakra-ui/react';
import { memo, type ReactNode } from 'react';
import { CookieBanner } from './CookieBanner.tsx';
import { Footer } from './Footer.tsx';
import { Header, type HeaderProps } from './Header.tsx';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink.tsx';

// Performance: the root layout draws again while the session and the route settle after a page's first
// render (hydration), and the frame's parts show nothing that changed: kept, they are not drawn again
// (~260 components on a signed-in screen). Each reads what it shows from its props, a store or the router.
const FrameSkipLink = memo(SkipLink);
const FrameCookieBanner = memo(CookieBanner);
const FrameHeader = memo(Header);
const FrameFooter = memo(Footer);

export interface AppShellProps extends HeaderProps {
  children: ReactNode;
}

export function AppShell({ children, ...header }: AppShellProps) {
  return (
    <Flex direction="column" minH="100dvh">
      <FrameSkipLink />
      <FrameCookieBanner />
      <FrameHeader {...header} />
      <Box as="main" id={MAIN_CONTENT_ID} tabIndex={-1} flex="1" outline="none">
        {children}
      </Box>
      <FrameFooter />
    </Flex>
  );
}
