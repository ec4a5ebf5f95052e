// What the client reports to the rest of the app instead of importing it (src/lib knows no feature):
// the app wires these to the session and notification stores at start-up.

export interface ApiClientEvents {
  /** portal-spec §8: a 401 outside the login path means the session expired. */
  onSessionExpired: (path: string) => void;
  /** portal-spec §8: a 429 is shown as a toast only. */
  onTooManyRequests: (retryAfterSeconds: number | undefined) => void;
}

const noop = () => undefined;
const unconfigured: ApiClientEvents = { onSessionExpired: noop, onTooManyRequests: noop };
let events = unconfigured;

export function configureApiClient(next: Partial<ApiClientEvents>): () => void {
  const previous = events;
  events = { ...events, ...next };
  return () => {
    events = previous;
  };
}

/** As a page load finds it: nobody listening (the tests' per-file reset, src/test/setup.ts). */
export function resetApiClientEvents(): void {
  events = unconfigured;
}

export function apiClientEvents(): ApiClientEvents {
  return events;
}
