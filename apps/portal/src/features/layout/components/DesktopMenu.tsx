// portal-spec §2 Header, desktop: History, Invoices, Notifications (with the count badge), Your account,
// Logout. Rendered only for a signed-in user.
import { Button, Flex } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ButtonLink, LogoutIcon } from '@portal/ui';
import { Link } from '@tanstack/react-router';
import { menuItems } from './menuItems.ts';
import { MenuItemIcon } from './MenuItemIcon.tsx';
import { NotificationBadge } from './NotificationBadge.tsx';

export interface DesktopMenuProps {
  onLogout: () => void;
}

export function DesktopMenu({ onLogout }: DesktopMenuProps) {
  const { i18n, t } = useLingui();
  return (
    <Flex as="nav" aria-label={t`Menu główne`} align="center" gap="1" display={{ base: 'none', md: 'flex' }}>
      {menuItems.map((item) => (
        <ButtonLink key={item.id} asChild variant="ghost" size="md" color="fg" fontWeight="medium">
          <Link to={item.to} {...(item.search ? { search: item.search } : {})}>
            <MenuItemIcon id={item.id} />
            {i18n._(item.label)}
            {item.id === 'notifications' ? <NotificationBadge /> : null}
          </Link>
        </ButtonLink>
      ))}
      <Button variant="outline" size="md" ms="2" onClick={onLogout}>
        <LogoutIcon />
        <Trans>Wyloguj</Trans>
      </Button>
    </Flex>
  );
}
