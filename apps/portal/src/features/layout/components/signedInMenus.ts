// The signed-in header's menus as chunks of their own: `/` is the signed-out login page, so its
// first view needs neither. The app loads them as soon as a session is on its way and before a signed-in
// screen draws (app/signedInShell.ts), so a customer's header has its menu in the screen's first commit.
import { lazyPreloaded } from '../../../lib/lazyPreloaded.tsx';

export const desktopMenu = lazyPreloaded(() => import('./DesktopMenu.tsx').then((m) => m.DesktopMenu));
export const mobileMenu = lazyPreloaded(() => import('./MobileMenu.tsx').then((m) => m.MobileMenu));

/** Both menus' code; resolves once it is in. */
export function loadSignedInMenus(): Promise<unknown> {
  return Promise.all([desktopMenu.load(), mobileMenu.load()]);
}
