// A real provider does not give up on a notification the shop failed to take (Przelewy24 tries again for
// hours): the simulated gateway behaves the same, so a portal that was briefly away (a 503 while its
// database restarts) still books a payment the customer made on the gateway's page.

export interface NotificationRetries {
  /** Delivers now; when that fails, tries again after each of the delays until one attempt succeeds. */
  deliver(url: string, body: object): Promise<void>;
  /** Drops the attempts still waiting (the app is closing). */
  cancel(): void;
}

export interface NotificationRetryOptions {
  send: (url: string, body: object) => Promise<void>;
  delaysMs: readonly number[];
  onFailure: (error: unknown, attempt: number, finalAttempt: boolean) => void;
}

/** Przelewy24-like spacing: soon at first, then further apart, for about half an hour. */
export const SIMULATOR_RETRY_DELAYS_MS = [5_000, 30_000, 120_000, 600_000, 1_800_000] as const;

export function notificationRetries({
  send,
  delaysMs,
  onFailure,
}: NotificationRetryOptions): NotificationRetries {
  const waiting = new Set<NodeJS.Timeout>();

  async function attempt(url: string, body: object, number: number): Promise<void> {
    try {
      await send(url, body);
    } catch (error) {
      const delay = delaysMs[number - 1];
      onFailure(error, number, delay === undefined);
      if (delay === undefined) return;
      const timer = setTimeout(() => {
        waiting.delete(timer);
        void attempt(url, body, number + 1);
      }, delay);
      // A waiting retry must not keep a process alive that is otherwise done.
      timer.unref();
      waiting.add(timer);
    }
  }

  return {
    deliver: (url, body) => attempt(url, body, 1),
    cancel() {
      for (const timer of waiting) clearTimeout(timer);
      waiting.clear();
    },
  };
}
