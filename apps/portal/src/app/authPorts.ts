// The accounts feature's ports (features/auth/authPorts.tsx) wired to the session store and the toasts.
import type { AuthPorts } from '../features/auth/authPorts.tsx';
import { notify } from '../shared/notifications/notificationStore.ts';
import { useSessionStore } from '../shared/session/stores/sessionStore.ts';

const store = () => useSessionStore.getState();

export const authPorts: AuthPorts = {
  useSessionView: (select) => useSessionStore(select),
  getSessionView: () => store(),
  session: {
    setFetching: (isFetching) => store().setFetching(isFetching),
    signIn: (session) => store().signIn(session),
    requireSecondFactor: () => store().requireSecondFactor(),
    setRecaptchaRequired: (required) => store().setRecaptchaRequired(required),
    setRetryWithRecaptcha: (retry) => store().setRetryWithRecaptcha(retry),
    setAccountLocked: (locked) => store().setAccountLocked(locked),
    clear: () => store().logout(),
  },
  notify,
};
