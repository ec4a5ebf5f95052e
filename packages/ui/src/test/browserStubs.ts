// jsdom lacks a few browser APIs that Chakra/Ark components and the wizard touch when they mount. One copy
// for every package's jsdom tests (@portal/ui/testing/browserStubs).

export function installBrowserStubs(): void {
  if (!window.matchMedia) {
    window.matchMedia = (query: string): MediaQueryList =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList;
  }
  if (!('ResizeObserver' in window)) {
    class ResizeObserverStub {
      observe(): void {}
      unobserve(): void {}
      disconnect(): void {}
    }
    Object.assign(window, { ResizeObserver: ResizeObserverStub });
  }
  window.scrollTo = () => undefined;
  Element.prototype.scrollIntoView = () => undefined;
  alignAnimationFrameClock();
}

/**
 * jsdom stamps animation frames with its window's clock, whose origin is when the window was created, while
 * `performance.now()` counts from the worker's start: the frame time runs seconds behind. Ark's timers (a
 * toast's removal after it closes) start from `performance.now()` and end on frame times, so on a slow start
 * a closed toast stayed for seconds. A browser stamps both from one clock; so do these frames.
 */
const aligned = Symbol.for('portal.alignedAnimationFrameClock');

function alignAnimationFrameClock(): void {
  // The setup runs again for each test file in a shared window (isolate: false): wrap the clock once.
  const current = window.requestAnimationFrame as typeof window.requestAnimationFrame & { [aligned]?: true };
  if (current[aligned]) return;
  const request = current.bind(window);
  window.requestAnimationFrame = Object.assign(
    (callback: FrameRequestCallback): number => request(() => callback(performance.now())),
    { [aligned]: true as const },
  );
}
