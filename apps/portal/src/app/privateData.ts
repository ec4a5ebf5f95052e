// Resilience: after a logout or a session expiry, the next customer in the same tab saw the previous one's
// case list and notification badge: the query cache outlived the session, and the case list reuses an
// answer for 30 s. Every private cached answer is now forgotten whenever the session's identity changes
// (a login, a second factor, a logout, an expiry, a password change, a lock): the query cache except the
// answers marked public (the same for everyone), the header badge, the case-list filters and the payment
// state. A query a screen still shows is cancelled at once and removed as soon as that screen goes (the
// router is leaving it for login): removing it under the screen would make the screen fetch it again
// without a session.
import type { Query, QueryClient } from '@tanstack/react-query';
import { useNotificationStore } from '../shared/notifications/notificationStore.ts';
import { forgetPrivateState } from '../shared/session/forgetPrivateState.ts';
import { useSessionStore, type SessionState } from '../shared/session/stores/sessionStore.ts';

const loadLetterDrafts = () => import('../features/cases/stores/letterDraft.ts');

/** Public answers say `meta: { public: true }` where they are defined; everything else is private. */
export function isPrivateQuery(query: Query): boolean {
  return query.meta?.public !== true;
}

function identity(state: Pick<SessionState, 'userName' | 'isAuthenticated' | 'role'>): string {
  return JSON.stringify([state.userName, state.isAuthenticated, state.role]);
}

export interface PrivateDataGuard {
  /** Forgets every private answer now (also called by the guard on every change of identity). */
  clear: () => void;
  stop: () => void;
}

/**
 * onClear: what else holds answers (the router keeps its routes' loader results, which hold the query
 * data they loaded).
 */
export function guardPrivateData(queryClient: QueryClient, onClear: () => void = () => {}): PrivateDataGuard {
  const cache = queryClient.getQueryCache();
  const leaving = new WeakSet<Query>();

  const clear = () => {
    for (const query of cache.findAll({ predicate: isPrivateQuery })) {
      void query.cancel({ revert: true });
      if (query.getObserversCount() === 0) cache.remove(query);
      else leaving.add(query);
    }
    useNotificationStore.getState().setIssuesNotification(0);
    // The case-list filters and the payment state, where their stores have loaded.
    forgetPrivateState();
    // Customer journeys: a letter being written waits for its author through an expiry, never for anyone else. The
    // drafts' code loads here rather than with `/`; the owner is the one of this change.
    const owner = useSessionStore.getState().userName;
    void loadLetterDrafts()
      .then((drafts) => drafts.keepLetterDraftsOf(owner))
      .catch(() => undefined);
    onClear();
  };

  const stopCache = cache.subscribe((event) => {
    if (event.type !== 'observerRemoved' || !leaving.has(event.query)) return;
    if (event.query.getObserversCount() === 0) cache.remove(event.query);
  });
  const stopSession = useSessionStore.subscribe((now, before) => {
    if (identity(now) !== identity(before)) clear();
  });
  return {
    clear,
    stop: () => {
      stopCache();
      stopSession();
    },
  };
}
