// Hydration: what runs only while a customer is signed in — the header badge's feed of issue notifications
// and the session expiry watch with its warning — as a chunk of its own, rendered by the root
// layout while signed in: `/`, the signed-out login page, does not load it. The app has it loaded before a
// signed-in screen draws (signedInShell.ts).
import { lazy, Suspense, useEffect } from 'react';
import { useIssueNotificationsFeed } from './useIssueNotificationsFeed.ts';
import { useSessionExpiryWarning } from './useSessionExpiryWarning.ts';

// Loaded once a customer is signed in, so that the warning opens without a network.
const loadSessionExpiryDialog = () =>
  import('../features/auth/components/SessionExpiryDialog.tsx').then((m) => ({
    default: m.SessionExpiryDialog,
  }));
const SessionExpiryDialog = lazy(loadSessionExpiryDialog);

export function SignedInSession({ onLogout }: { onLogout: () => void }) {
  useIssueNotificationsFeed(true);
  const expiry = useSessionExpiryWarning(true);
  useEffect(() => {
    void loadSessionExpiryDialog().catch(() => undefined);
  }, []);
  if (expiry.deadline === null) return null;
  return (
    <Suspense fallback={null}>
      <SessionExpiryDialog
        key={expiry.deadline}
        open={expiry.warning.open}
        deadline={expiry.deadline}
        onExtend={expiry.extend}
        onLogout={onLogout}
      />
    </Suspense>
  );
}
