import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  RETRY_AFTER_SECONDS,
  watchSessionExpiry,
  type ExpiryWarning,
  type ExtensionChannel,
  type SessionExpiryWatch,
} from './sessionExpiryWatch.ts';

/** A server session: `end` is when it ends (ms on the fake clock); null once it has ended. */
function fakeServer(idleSeconds = 30 * 60) {
  const server = {
    end: (Date.now() + idleSeconds * 1000) as number | null,
    reads: 0,
    left(): number | null {
      if (server.end === null || Date.now() > server.end) {
        server.end = null;
        return null;
      }
      return Math.floor((server.end - Date.now()) / 1000);
    },
    /** A request of the customer (in any tab). */
    use() {
      if (server.left() !== null) server.end = Date.now() + idleSeconds * 1000;
    },
  };
  return server;
}

/** The browser's tabs: an announcement reaches every other listener. */
function fakeTabs() {
  const listeners = new Set<() => void>();
  return (): ExtensionChannel => {
    let mine: (() => void) | null = null;
    return {
      announce: () => listeners.forEach((listener) => listener !== mine && listener()),
      listen: (onExtended) => {
        mine = onExtended;
        listeners.add(onExtended);
        return () => listeners.delete(onExtended);
      },
    };
  };
}

let watches: SessionExpiryWatch[] = [];
beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-29T10:00:00Z') });
});
afterEach(() => {
  watches.forEach((watch) => watch.stop());
  watches = [];
  vi.useRealTimers();
});

function tab(server: ReturnType<typeof fakeServer>, channel?: ExtensionChannel) {
  const state = { warning: { open: false } as ExpiryWarning, expired: 0 };
  const watch = watchSessionExpiry({
    readExpiry: async () => {
      server.reads += 1;
      return server.left();
    },
    extend: async () => {
      server.use();
      return server.left();
    },
    onWarning: (warning) => (state.warning = warning),
    onExpired: () => (state.expired += 1),
    ...(channel ? { channel } : {}),
  });
  watches.push(watch);
  return { state, watch };
}

const minutes = (n: number) => vi.advanceTimersByTimeAsync(n * 60_000);

describe('the session expiry warning (WCAG 2.2.1)', () => {
  it('opens 2 minutes before the end, and signs out at the end when nobody extends', async () => {
    const server = fakeServer();
    const { state } = tab(server);
    await minutes(27.9);
    expect(state.warning.open).toBe(false);
    await minutes(0.2);
    expect(state.warning).toEqual({ open: true, deadline: server.end });
    expect(state.expired).toBe(0);
    await minutes(2);
    expect(state.warning.open).toBe(false);
    expect(state.expired).toBe(1);
  });

  it('asks only when the warning may be due, not every minute', async () => {
    const server = fakeServer();
    tab(server);
    await minutes(27);
    expect(server.reads).toBe(1);
  });

  it("does not warn while the customer uses the portal: the server's later end is honoured", async () => {
    const server = fakeServer();
    const { state } = tab(server);
    await minutes(20);
    server.use();
    await minutes(9);
    expect(state.warning.open).toBe(false);
    await minutes(19);
    expect(state.warning.open).toBe(true);
  });

  it('"Przedłuż sesję" extends the server session and closes the warning', async () => {
    const server = fakeServer();
    const { state, watch } = tab(server);
    await minutes(29);
    expect(state.warning.open).toBe(true);
    await watch.extend();
    expect(state.warning.open).toBe(false);
    await minutes(27);
    expect(state.warning.open).toBe(false);
    expect(state.expired).toBe(0);
  });

  it('respects an extension in another tab: that tab tells the others, whose warning closes', async () => {
    const server = fakeServer();
    const tabs = fakeTabs();
    const first = tab(server, tabs());
    const second = tab(server, tabs());
    await minutes(28.5);
    expect(first.state.warning.open && second.state.warning.open).toBe(true);
    await first.watch.extend();
    await vi.advanceTimersByTimeAsync(0);
    expect(second.state.warning.open).toBe(false);
    await minutes(5);
    expect(second.state.expired).toBe(0);
  });

  it('asks the server again before signing out (an extension whose message was lost)', async () => {
    const server = fakeServer();
    const { state } = tab(server);
    await minutes(28.5);
    expect(state.warning.open).toBe(true);
    server.use(); // another tab, without a broadcast
    await minutes(2);
    expect(state.expired).toBe(0);
    expect(state.warning.open).toBe(false);
  });

  it('without a connection it asks again later instead of signing out', async () => {
    let online = false;
    const onWarning = vi.fn();
    const onExpired = vi.fn();
    const readExpiry = vi.fn(async () => {
      if (!online) throw new TypeError('Failed to fetch');
      return 600;
    });
    watches.push(watchSessionExpiry({ readExpiry, extend: async () => 1800, onWarning, onExpired }));
    await vi.advanceTimersByTimeAsync(0);
    expect(onExpired).not.toHaveBeenCalled();
    online = true;
    await vi.advanceTimersByTimeAsync(RETRY_AFTER_SECONDS * 1000);
    expect(readExpiry).toHaveBeenCalledTimes(2);
    expect(onWarning).toHaveBeenLastCalledWith({ open: false });
  });

  it('a session already gone signs out at once', async () => {
    const server = fakeServer();
    server.end = null;
    const { state } = tab(server);
    await vi.advanceTimersByTimeAsync(0);
    expect(state.expired).toBe(1);
  });
});
