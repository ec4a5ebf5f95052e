// Customer journeys (WCAG 2.2.1 Timing adjustable): the session ends after 30 minutes without a request to the
// server; the customer is warned WARN_BEFORE_SECONDS before and may extend it. The server says how long
// the session has left (GET /api/account/session, which does not itself extend it), so every request of
// this tab and of the browser's other tabs is counted. The watch asks when the last answer says the
// warning is due; asked again, the server may answer later (the customer used the portal meanwhile, here
// or in another tab), and the watch waits on. When the time is up it asks once more before signing out:
// another tab may have extended the session. A tab that extends tells the others at once (a broadcast),
// so their warnings close.

/** How long before the end the warning shows (docs/decisions.md "Session expiry warning"). */
export const WARN_BEFORE_SECONDS = 120;
/** After a failed question (no connection), the next one. */
export const RETRY_AFTER_SECONDS = 30;
/** The end is asked about this long after the deadline, so the server has surely passed it. */
const DEADLINE_GRACE_MS = 1000;

export type ExpiryWarning = { open: false } | { open: true; deadline: number };

/** Tells the browser's other tabs that the session was extended (BroadcastChannel in the browser). */
export interface ExtensionChannel {
  announce: () => void;
  listen: (onExtended: () => void) => () => void;
}

export interface SessionExpiryWatchDeps {
  /** Seconds the server session has left; null when there is none. */
  readExpiry: () => Promise<number | null>;
  /** Extends the server session; its seconds left. */
  extend: () => Promise<number | null>;
  onWarning: (warning: ExpiryWarning) => void;
  /** The session has ended: sign out locally and show the login page. */
  onExpired: () => void;
  channel?: ExtensionChannel;
  now?: () => number;
}

export interface SessionExpiryWatch {
  /** The customer's "Przedłuż sesję"; rejects when the request failed (the warning stays). */
  extend: () => Promise<void>;
  stop: () => void;
}

export function watchSessionExpiry(deps: SessionExpiryWatchDeps): SessionExpiryWatch {
  const now = deps.now ?? Date.now;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  // Answers that arrive after a newer question was asked are ignored.
  let asked = 0;

  const schedule = (ms: number) => {
    clearTimeout(timer);
    timer = setTimeout(() => void check(), Math.max(0, ms));
  };

  const apply = (secondsLeft: number | null) => {
    if (stopped) return;
    if (secondsLeft === null) {
      stop();
      deps.onWarning({ open: false });
      deps.onExpired();
      return;
    }
    if (secondsLeft > WARN_BEFORE_SECONDS) {
      deps.onWarning({ open: false });
      schedule((secondsLeft - WARN_BEFORE_SECONDS) * 1000);
      return;
    }
    deps.onWarning({ open: true, deadline: now() + secondsLeft * 1000 });
    schedule(secondsLeft * 1000 + DEADLINE_GRACE_MS);
  };

  const check = async () => {
    const question = ++asked;
    let secondsLeft: number | null;
    try {
      secondsLeft = await deps.readExpiry();
    } catch {
      // No connection or a server fault: the next request will tell; ask again soon.
      if (!stopped && question === asked) schedule(RETRY_AFTER_SECONDS * 1000);
      return;
    }
    if (question === asked) apply(secondsLeft);
  };

  const stopListening = deps.channel?.listen(() => void check()) ?? (() => undefined);

  function stop() {
    stopped = true;
    clearTimeout(timer);
    stopListening();
  }

  void check();

  return {
    extend: async () => {
      const question = ++asked;
      const secondsLeft = await deps.extend();
      deps.channel?.announce();
      if (question === asked) apply(secondsLeft);
    },
    stop,
  };
}

const CHANNEL_NAME = 'portal-session';

/** The browser's channel between tabs of the portal, or none where BroadcastChannel is missing. */
export function browserExtensionChannel(): ExtensionChannel | undefined {
  if (typeof BroadcastChannel === 'undefined') return undefined;
  // One channel object for both ways: a message is not delivered back to the object that sent it.
  let channel: BroadcastChannel | null = null;
  const open = () => (channel ??= new BroadcastChannel(CHANNEL_NAME));
  return {
    announce: () => open().postMessage('extended'),
    listen: (onExtended) => {
      const listening = open();
      listening.onmessage = () => onExtended();
      return () => {
        listening.close();
        channel = null;
      };
    },
  };
}
