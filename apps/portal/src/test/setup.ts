import '@testing-library/jest-dom/vitest';
import { setProjectAnnotations } from '@storybook/react-vite';
import { afterEach } from 'vitest';
import { activateLocale } from '../lib/i18n.ts';
import { storyAnnotations } from './storyAnnotations.tsx';

activateLocale();

// A few tests run in the node environment (// @vitest-environment node): no DOM to prepare there.
if (typeof window !== 'undefined') {
  const { installBrowserStubs } = await import('@portal/ui/testing/browserStubs');
  const { cleanup, configure } = await import('@testing-library/react');
  installBrowserStubs();
  // findBy*/waitFor give up after 1 s by default: a guard against a hang, too short for a two-core CI
  // running two test files side by side (docs/testing.md). A test's own budget is its testTimeout.
  configure({ asyncUtilTimeout: 5_000 });
  // The stories' play functions query through storybook/test's own copy of the library.
  (await import('storybook/test')).configure({ asyncUtilTimeout: 5_000 });
  setProjectAnnotations([storyAnnotations]);
  afterEach(() => {
    cleanup();
    localStorage.clear();
  });
}
