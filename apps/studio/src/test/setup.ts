import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { activateLocale } from '../i18n.ts';

activateLocale();

// The server tests run in the node environment (// @vitest-environment node): no DOM there.
if (typeof window !== 'undefined') {
  const { cleanup } = await import('@testing-library/react');
  const { installBrowserStubs } = await import('@portal/ui/testing/browserStubs');
  installBrowserStubs();
  afterEach(() => {
    cleanup();
    localStorage.clear();
  });
}
