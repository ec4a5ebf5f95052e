// portal-spec §2 Header and menu: the brand for everyone; the menu only when signed in. The header hides
// on scroll (useHideOnScroll) and reappears on scroll up, on hover (a thin strip at the top edge catches
// the pointer while it is hidden) and whenever keyboard focus enters it.
import { Box, Container, Flex } from '@chakra-ui/react';
import { Suspense, useState, type FocusEvent } from 'react';
import { useHideOnScroll } from '../hooks/useHideOnScroll.ts';
import { BrandLink } from './BrandLink.tsx';
import { desktopMenu, mobileMenu } from './signedInMenus.ts';

// Both menus only matter to a signed-in user (the drawer, with its dialog, focus trap and scroll lock, on
// a small screen only); the app has them loaded before a signed-in screen draws (signedInMenus.ts).
const DesktopMenu = desktopMenu.Component;
const MobileMenu = mobileMenu.Component;

export interface HeaderProps {
  isSignedIn: boolean;
  onLogout: () => void;
}

export function Header({ isSignedIn, onLogout }: HeaderProps) {
  const scrolledAway = useHideOnScroll();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const hidden = scrolledAway && !hovered && !focused;

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  return (
    <>
      {hidden ? (
        <Box
          position="fixed"
          insetX="0"
          top="0"
          h="4"
          zIndex="sticky"
          onMouseEnter={() => setHovered(true)}
          aria-hidden="true"
          data-testid="header-reveal-zone"
        />
      ) : null}
      <Box
        as="header"
        position="sticky"
        top="0"
        zIndex="sticky"
        bg="bg.panel"
        borderBottomWidth="1px"
        borderColor="border.muted"
        boxShadow={scrolledAway ? 'sm' : 'none'}
        transform={hidden ? 'translateY(-100%)' : 'translateY(0)'}
        transition="transform 0.25s ease"
        data-hidden={hidden || undefined}
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        onFocus={() => setFocused(true)}
        onBlur={onBlur}
      >
        <Box
          h="1"
          bgGradient="to-r"
          gradientFrom="brand.solid"
          gradientVia="brand.500"
          gradientTo="accent.solid"
        />
        <Container maxW="6xl" px={{ base: '4', sm: '6', md: '8' }}>
          <Flex align="center" justify="space-between" minH={{ base: '16', md: '20' }} gap="4">
            <BrandLink compact={isSignedIn} />
            {isSignedIn ? (
              <Suspense fallback={null}>
                <DesktopMenu onLogout={onLogout} />
                <MobileMenu onLogout={onLogout} />
              </Suspense>
            ) : null}
          </Flex>
        </Container>
      </Box>
    </>
  );
}
