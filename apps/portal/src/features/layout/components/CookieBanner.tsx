// portal-spec §2: a cookie-consent banner as an overlay at the bottom; its cookie 'cookies' is valid 365
// days, so once accepted the banner stays hidden after a reload. The banner comes first in the document
// (right after the skip link) so that keyboard users reach it at once, although it is drawn at the
// bottom; after accepting, focus moves to the main content instead of being lost with the button.
// Customer journeys: Escape sets the banner aside for this visit (a session cookie) without accepting, wherever
// focus is (unless a dialog takes the Escape), so that a keyboard user is never stuck under it; focus in
// the banner goes on to the main content. Only necessary cookies are used, so nothing waits on the answer.
import { Box, Button, Container, Flex, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState } from 'react';
import { acceptCookies, hasCookieConsent, isBannerSetAside, setBannerAside } from '../lib/cookieConsent.ts';
import { MAIN_CONTENT_ID } from './SkipLink.tsx';

export function CookieBanner() {
  const [visible, setVisible] = useState(() => !hasCookieConsent() && !isBannerSetAside());
  const headingId = useId();
  const banner = useRef<HTMLElement>(null);
  // The page scrolls what gets focus above the banner (html's scroll-padding-bottom, @portal/ui system.ts):
  // the banner covers the bottom of every page until it is accepted (WCAG 2.2 2.4.11).
  useEffect(() => {
    const element = banner.current;
    if (!visible || !element) return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() =>
      root.style.setProperty('--cookie-banner-height', `${element.offsetHeight}px`),
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--cookie-banner-height');
    };
  }, [visible]);
  useEffect(() => {
    if (!visible) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      if (document.querySelector('[role="dialog"][aria-modal="true"], [role="alertdialog"]')) return;
      const focusInBanner = banner.current?.contains(document.activeElement) ?? false;
      setBannerAside();
      setVisible(false);
      if (focusInBanner) document.getElementById(MAIN_CONTENT_ID)?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [visible]);
  if (!visible) return null;

  const accept = () => {
    acceptCookies();
    setVisible(false);
    document.getElementById(MAIN_CONTENT_ID)?.focus();
  };

  return (
    <Box
      ref={banner}
      as="section"
      aria-labelledby={headingId}
      order={99}
      position="sticky"
      bottom="0"
      zIndex="banner"
      bg="bg.panel"
      borderTopWidth="4px"
      borderColor="accent.solid"
      boxShadow="raisedUp"
    >
      <Container maxW="6xl" px={{ base: '4', sm: '6', md: '8' }} py={{ base: '4', md: '5' }}>
        <Flex direction={{ base: 'column', md: 'row' }} gap={{ base: '3', md: '8' }} align={{ md: 'center' }}>
          <Stack gap="1" flex="1">
            {/* A label, not a heading: the banner comes before the page's h1 in the document. */}
            <Text id={headingId} textStyle="md" fontWeight="bold" color="brand.fg">
              <Trans>Pliki cookies</Trans>
            </Text>
            <Text textStyle="sm" color="fg">
              <Trans>
                Portal używa wyłącznie plików cookies niezbędnych do działania: utrzymują sesję logowania,
                chronią formularze przed nadużyciami i zapamiętują tę zgodę. Nie używamy cookies reklamowych
                ani analitycznych.
              </Trans>
            </Text>
          </Stack>
          <Button size="lg" onClick={accept} flexShrink={0} minW={{ md: '40' }}>
            <Trans>Akceptuję</Trans>
          </Button>
        </Flex>
      </Container>
    </Box>
  );
}
