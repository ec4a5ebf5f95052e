import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach } from 'vitest';
import { activateLocale } from '../i18n.ts';

activateLocale();

// The server tests run in the node environment (// @vitest-environment node): no DOM there.
if (typeof window !== 'undefined') {
  const { cleanup, configure } = await import('@testing-library/react');
  const { installBrowserStubs } = await import('@portal/ui/testing/browserStubs');
  installBrowserStubs();
  // findBy*/waitFor give up after 1 s by default: a guard against a hang, too short for a two-core CI
  // running two test files side by side (docs/testing.md). A test's own budget is its testTimeout.
  configure({ asyncUtilTimeout: 5_000 });
  // The stories' play functions query through storybook/test's own copy of the library.
  (await import('storybook/test')).configure({ asyncUtilTimeout: 5_000 });
  const { resetPage } = await import('@portal/ui/testing/resetPage');
  afterEach(() => {
    cleanup();
    localStorage.clear();
  });
  // The files of a worker share its window (isolate: false): the next file finds a fresh page.
  afterAll(resetPage);
}
