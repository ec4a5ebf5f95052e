import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { activateLocale } from '../i18n.ts';

activateLocale();

// The server tests run in the node environment (// @vitest-environment node): no DOM there.
if (typeof window !== 'undefined') {
  const { cleanup } = await import('@testing-library/react');
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
    Object.assign(window, {
      ResizeObserver: class {
        observe(): void {}
        unobserve(): void {}
        disconnect(): void {}
      },
    });
  }
  window.scrollTo = () => undefined;
  Element.prototype.scrollIntoView = () => undefined;
  afterEach(() => {
    cleanup();
    localStorage.clear();
  });
}
