// Hydration: the error pages load when one is wanted, and in the background once the portal has started
// (preloadErrorPages), so that an error met later, e.g. after the connection is lost, finds them there. A
// failed load (no connection yet) is tried again when the browser is back online, or after a pause; the
// page shows the loader meanwhile rather than nothing.
import { lazy } from 'react';
import type * as ErrorPagesModule from './errorPages.ts';

type ErrorPages = typeof ErrorPagesModule;

const RETRY_MS = 3000;
let loading: Promise<ErrorPages> | null = null;

/** Resolves when the browser says it is back online, or after a pause (it does not always say). */
export function whenWorthRetrying(pauseMs = RETRY_MS): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      window.removeEventListener('online', done);
      clearTimeout(timer);
      resolve();
    };
    window.addEventListener('online', done);
    const timer = setTimeout(done, pauseMs);
  });
}

/** The module `load` gives, tried again after each failure until it arrives. */
export async function importUntilLoaded<T>(
  load: () => Promise<T>,
  waitBeforeRetry: () => Promise<void> = whenWorthRetrying,
): Promise<T> {
  for (;;) {
    try {
      return await load();
    } catch {
      await waitBeforeRetry();
    }
  }
}

/** Starts (once) loading the error pages; `load` is the chunk's import, replaceable in tests. */
export function loadErrorPages(load: () => Promise<ErrorPages> = () => import('./errorPages.ts')) {
  return (loading ??= importUntilLoaded(load));
}

/** Loads the error pages when the browser is idle, after the first view has started. */
export function preloadErrorPages(): void {
  const start = () => void loadErrorPages();
  if ('requestIdleCallback' in window) window.requestIdleCallback(start, { timeout: 5000 });
  else setTimeout(start, 1000);
}

export const LazyErrorScreen = lazy(() => loadErrorPages().then((m) => ({ default: m.ErrorScreen })));
export const LazyNotFoundPage = lazy(() => loadErrorPages().then((m) => ({ default: m.NotFoundPage })));
