import { BellIcon, HistoryIcon, InvoiceIcon, UserIcon } from '@portal/ui';
import type { MenuItem } from './menuItems.ts';

export function MenuItemIcon({ id }: { id: MenuItem['id'] }) {
  switch (id) {
    case 'history':
      return <HistoryIcon />;
    case 'invoices':
      return <InvoiceIcon />;
    case 'notifications':
      return <BellIcon />;
    case 'account':
      return <UserIcon />;
  }
}
