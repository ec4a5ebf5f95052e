import '@testing-library/jest-dom/vitest';
import { setProjectAnnotations } from '@storybook/react-vite';
import { attachmentStore } from '@portal/form-engine';
import { afterAll, afterEach } from 'vitest';
import { resetIssueFilters } from '../features/cases/stores/issueFiltersStore.ts';
import { discardAllLetterDrafts } from '../features/cases/stores/letterDraft.ts';
import { resetJsErrorReporting } from '../features/errors/api/reportJsError.ts';
import { usePaymentStore } from '../features/invoices/stores/paymentStore.ts';
import { resetApiClientEvents } from '../lib/api/apiClientEvents.ts';
import { activateLocale } from '../lib/i18n.ts';
import { initialNotificationState, useNotificationStore } from '../shared/notifications/notificationStore.ts';
import { resetSessionStore } from '../shared/session/stores/sessionStore.ts';
import { storyAnnotations } from './storyAnnotations.tsx';

activateLocale();

// A few tests run in the node environment (// @vitest-environment node): no DOM to prepare there.
if (typeof window !== 'undefined') {
  const { installBrowserStubs } = await import('@portal/ui/testing/browserStubs');
  const { resetPage, unmountStories } = await import('@portal/ui/testing/resetPage');
  const { cleanup, configure } = await import('@testing-library/react');
  installBrowserStubs();
  // findBy*/waitFor give up after 1 s by default: a guard against a hang, too short for a two-core CI
  // running two test files side by side (docs/testing.md). A test's own budget is its testTimeout.
  configure({ asyncUtilTimeout: 5_000 });
  // The stories' play functions query through storybook/test's own copy of the library.
  (await import('storybook/test')).configure({ asyncUtilTimeout: 5_000 });
  setProjectAnnotations([storyAnnotations]);
  afterEach(async () => {
    await unmountStories();
    cleanup();
    localStorage.clear();
  });
  // The files of a worker share its window and its modules (isolate: false): the next file finds a fresh
  // page load's page and stores, whatever this one did.
  afterAll(async () => {
    await resetPage();
    resetSessionStore();
    useNotificationStore.setState(initialNotificationState);
    resetIssueFilters();
    usePaymentStore.getState().reset();
    resetJsErrorReporting();
    resetApiClientEvents();
    // Module state a page load starts without: the wizard's picked files, the letters' chosen files.
    attachmentStore.clear();
    discardAllLetterDrafts();
  });
}
