// A component whose code is a chunk of its own, like React.lazy, but drawn at once, without a suspended
// first render, once that chunk is in (the signed-in shell's parts, which the app loads before a
// signed-in screen draws, must be there in the screen's first commit, not one task later). React.lazy
// suspends the first render of every lazy component, even when its import has already resolved.
import { createElement, lazy, type ComponentType } from 'react';

export interface PreloadedComponent<P extends object> {
  /** Suspends (React.lazy) until the chunk is in; renders the component directly from then on. */
  Component: ComponentType<P>;
  /** Loads the chunk (once); resolves when the component can be drawn without suspending. */
  load: () => Promise<ComponentType<P>>;
}

export function lazyPreloaded<P extends object>(
  importComponent: () => Promise<ComponentType<P>>,
): PreloadedComponent<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const load = () => {
    loading ??= importComponent().then(
      (component) => (loaded = component),
      (error: unknown) => {
        // A failed load (no connection) is tried again by the next call.
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  function Component(props: P) {
    return createElement(loaded ?? Lazy, props);
  }
  return { Component, load };
}
