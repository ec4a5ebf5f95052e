import '@testing-library/jest-dom/vitest';
import { i18n } from '@lingui/core';
import { cleanup, configure } from '@testing-library/react';
import * as storybookTest from 'storybook/test';
import { afterAll, afterEach } from 'vitest';
import { installBrowserStubs } from '@portal/ui/testing/browserStubs';
import { resetPage, unmountStories } from '@portal/ui/testing/resetPage';
import { attachmentStore } from '../files/attachmentStore.ts';

installBrowserStubs();
// findBy*/waitFor give up after 1 s by default: a guard against a hang, too short for a two-core CI
// running two test files side by side (docs/testing.md). A test's own budget is its testTimeout.
configure({ asyncUtilTimeout: 5_000 });
// The stories' play functions query through storybook/test's own copy of the library.
storybookTest.configure({ asyncUtilTimeout: 5_000 });
// Outside production builds the Lingui macro keeps each message's Polish source text, so an empty catalog
// renders the real texts in tests.
i18n.loadAndActivate({ locale: 'pl', messages: {} });
afterEach(async () => {
  await unmountStories();
  cleanup();
  window.localStorage.clear();
});
// The next file in this worker finds a fresh page and no files picked by the last (isolate: false).
afterAll(async () => {
  await resetPage();
  attachmentStore.clear();
});
