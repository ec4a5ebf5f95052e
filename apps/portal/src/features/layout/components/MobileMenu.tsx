// portal-spec §2 Header, mobile (below md): a drawer with History, Invoices, Your account, Logout and the
// submit-application button, plus notifications. Rendered only for a signed-in user.
import { Box, Button, CloseButton, Drawer, IconButton, Portal, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowRightIcon, ButtonLink, LogoutIcon, MenuIcon } from '@portal/ui';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { menuItems, menuPaths } from './menuItems.ts';
import { MenuItemIcon } from './MenuItemIcon.tsx';
import { NotificationBadge, NotificationDot } from './NotificationBadge.tsx';

export interface MobileMenuProps {
  onLogout: () => void;
}

export function MobileMenu({ onLogout }: MobileMenuProps) {
  const { i18n, t } = useLingui();
  const [open, setOpen] = useState(false);
  return (
    <Box display={{ base: 'block', md: 'none' }}>
      {/* Hydration: the closed drawer's content (a portal, its links and buttons) is not rendered until
          opened; rendered hidden, it was a second render of the header right after the page's first. */}
      <Drawer.Root
        open={open}
        onOpenChange={(details) => setOpen(details.open)}
        placement="end"
        size="xs"
        lazyMount
        unmountOnExit
      >
        <Drawer.Trigger asChild>
          <IconButton aria-label={t`Otwórz menu`} variant="ghost" size="lg" position="relative">
            <MenuIcon />
            <NotificationDot />
          </IconButton>
        </Drawer.Trigger>
        <Portal>
          <Drawer.Backdrop />
          <Drawer.Positioner>
            <Drawer.Content>
              <Drawer.Header borderBottomWidth="1px" borderColor="border.muted">
                <Drawer.Title color="brand.fg">
                  <Trans>Menu</Trans>
                </Drawer.Title>
              </Drawer.Header>
              <Drawer.Body py="4">
                <Stack as="nav" aria-label={t`Menu główne`} gap="1">
                  {menuItems.map((item) => (
                    <ButtonLink
                      key={item.id}
                      asChild
                      variant="ghost"
                      size="lg"
                      justifyContent="flex-start"
                      color="fg"
                    >
                      <Link
                        to={item.to}
                        {...(item.search ? { search: item.search } : {})}
                        onClick={() => setOpen(false)}
                      >
                        <MenuItemIcon id={item.id} />
                        {i18n._(item.label)}
                        {item.id === 'notifications' ? <NotificationBadge /> : null}
                      </Link>
                    </ButtonLink>
                  ))}
                  <Button
                    variant="ghost"
                    size="lg"
                    justifyContent="flex-start"
                    color="fg"
                    onClick={() => {
                      setOpen(false);
                      onLogout();
                    }}
                  >
                    <LogoutIcon />
                    <Trans>Wyloguj</Trans>
                  </Button>
                </Stack>
              </Drawer.Body>
              <Drawer.Footer borderTopWidth="1px" borderColor="border.muted">
                <ButtonLink asChild colorPalette="accent" size="lg" w="full">
                  <Link to={menuPaths.submitApplication} onClick={() => setOpen(false)}>
                    <Trans>Złóż wniosek</Trans>
                    <ArrowRightIcon />
                  </Link>
                </ButtonLink>
              </Drawer.Footer>
              <Drawer.CloseTrigger asChild>
                <CloseButton size="md" aria-label={t`Zamknij menu`} />
              </Drawer.CloseTrigger>
            </Drawer.Content>
          </Drawer.Positioner>
        </Portal>
      </Drawer.Root>
    </Box>
  );
}
