// portal-spec §2 Header and menu. The signed-in menu points at screens that later issues build; until a
// route exists its link is a plain page link (a TanStack <Link> would not type-check against a missing
// route, which is the point). Switch each to <Link> when its route lands.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

export interface MenuItem {
  id: 'history' | 'invoices' | 'notifications' | 'account';
  href: string;
  label: MessageDescriptor;
}

export const menuPaths = {
  caseList: '/lista-spraw',
  history: '/lista-spraw-historycznych',
  invoices: '/platnosci',
  account: '/konto/ustawienia',
  submitApplication: '/skladanie-wniosku',
} as const;

export const menuItems: MenuItem[] = [
  { id: 'history', href: menuPaths.history, label: msg`Historia` },
  { id: 'invoices', href: menuPaths.invoices, label: msg`Faktury` },
  // portal-spec §2: the notifications entry shows the count badge and leads to the case list.
  { id: 'notifications', href: menuPaths.caseList, label: msg`Powiadomienia` },
  { id: 'account', href: menuPaths.account, label: msg`Twoje konto` },
];
