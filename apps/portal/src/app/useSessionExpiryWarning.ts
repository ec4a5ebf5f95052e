// Customer journeys (WCAG 2.2.1): while a customer is signed in, the session expiry watch (sessionExpiryWatch.ts)
// runs against the server and its warning is this hook's state; the root layout shows the dialog.
import { useRouter } from '@tanstack/react-router';
import { useCallback, useEffect, useRef, useState } from 'react';
import { extendSession, fetchSession } from '../features/auth/api/sessionApi.ts';
import { handleSessionExpired } from './sessionActions.ts';
import {
  browserExtensionChannel,
  watchSessionExpiry,
  type ExpiryWarning,
  type SessionExpiryWatch,
} from './sessionExpiryWatch.ts';

export function useSessionExpiryWarning(isAuthenticated: boolean): {
  warning: ExpiryWarning;
  /** The last warning's deadline (kept while it closes), null before the first warning. */
  deadline: number | null;
  extend: () => Promise<void>;
} {
  const router = useRouter();
  const [warning, setWarning] = useState<ExpiryWarning>({ open: false });
  const [deadline, setDeadline] = useState<number | null>(null);
  const watch = useRef<SessionExpiryWatch | null>(null);

  useEffect(() => {
    if (!isAuthenticated) return undefined;
    const channel = browserExtensionChannel();
    const started = watchSessionExpiry({
      readExpiry: async () => (await fetchSession()).expiresInSeconds,
      extend: async () => (await extendSession()).expiresInSeconds,
      onWarning: (next) => {
        setWarning(next);
        if (next.open) setDeadline(next.deadline);
      },
      onExpired: () => void handleSessionExpired(() => router.invalidate()),
      ...(channel ? { channel } : {}),
    });
    watch.current = started;
    return () => {
      started.stop();
      if (watch.current === started) watch.current = null;
      setWarning({ open: false });
    };
  }, [isAuthenticated, router]);

  const extend = useCallback(async () => {
    await watch.current?.extend();
  }, []);

  return { warning, deadline, extend };
}
