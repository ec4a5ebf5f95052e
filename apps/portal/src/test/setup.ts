import '@testing-library/jest-dom/vitest';
import { setProjectAnnotations } from '@storybook/react-vite';
import { afterEach } from 'vitest';
import { activateLocale } from '../lib/i18n.ts';
import { storyAnnotations } from './storyAnnotations.tsx';

activateLocale();

// A few tests run in the node environment (// @vitest-environment node): no DOM to prepare there.
if (typeof window !== 'undefined') {
  const { installBrowserStubs } = await import('@portal/ui/testing/browserStubs');
  const { cleanup } = await import('@testing-library/react');
  installBrowserStubs();
  setProjectAnnotations([storyAnnotations]);
  afterEach(() => {
    cleanup();
    localStorage.clear();
  });
}
