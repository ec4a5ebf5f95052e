// portal-spec §2 Header and menu. Each entry is a router link: a click changes the screen
// without reloading the app, so a briefly unreachable server shows the portal's own service-unavailable
// screen rather than the browser's error page. The paths are checked against the route tree.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

export interface MenuItem {
  id: 'history' | 'invoices' | 'notifications' | 'account';
  to: (typeof menuPaths)[keyof typeof menuPaths];
  label: MessageDescriptor;
  /** The query the entry opens with. */
  search?: Record<string, string>;
}

export const menuPaths = {
  caseList: '/lista-spraw',
  history: '/lista-spraw-historycznych',
  invoices: '/platnosci',
  account: '/konto/ustawienia',
  submitApplication: '/skladanie-wniosku',
} as const;

export const menuItems: MenuItem[] = [
  { id: 'history', to: menuPaths.history, label: msg`Historia` },
  { id: 'invoices', to: menuPaths.invoices, label: msg`Faktury` },
  // portal-spec §2: the notifications entry shows the count badge and leads to the case list: to
  // the cases with a notification only (the list's `powiadomienia=tak` filter, features/cases).
  {
    id: 'notifications',
    to: menuPaths.caseList,
    label: msg`Powiadomienia`,
    search: { powiadomienia: 'tak' },
  },
  { id: 'account', to: menuPaths.account, label: msg`Twoje konto` },
];
