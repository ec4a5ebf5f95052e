// Hydration: the parts of the shell only a signed-in customer sees (the header's menus, the notification
// feed and the session expiry watch) are chunks apart from the entry, since `/` is the signed-out login
// page. So that a customer never sees the shell without them, their load starts as soon as a session is
// on its way (a login request sent, a second factor asked for, a session restored: startApp.ts), and the
// root route's loader waits for it while signed in (routes/__root.tsx): a signed-in screen's first render,
// the page's hydration included, has them.
import { loadSignedInMenus } from '../features/layout/components/signedInMenus.ts';
import type { SessionState } from '../shared/session/stores/sessionStore.ts';

import { lazyPreloaded } from '../lib/lazyPreloaded.tsx';

export const signedInSession = lazyPreloaded(() =>
  import('./SignedInSession.tsx').then((m) => m.SignedInSession),
);

/** The signed-in shell's code, loaded once; a failed load is tried again on the next call. */
export function loadSignedInShell(): Promise<unknown> {
  return Promise.all([signedInSession.load(), loadSignedInMenus()]);
}

/** Whether the session is signed in or about to be (a login under way, a second factor pending). */
export function sessionOnItsWay(
  session: Pick<SessionState, 'isAuthenticated' | 'isFetching' | 'role' | 'isPdLogging'>,
): boolean {
  return session.isAuthenticated || session.isFetching || session.role === 'ROLE_MFA' || session.isPdLogging;
}
