import '@testing-library/jest-dom/vitest';
import { i18n } from '@lingui/core';
import { setProjectAnnotations } from '@storybook/react-vite';
import { cleanup, configure } from '@testing-library/react';
import * as storybookTest from 'storybook/test';
import { afterAll, afterEach } from 'vitest';
import { installBrowserStubs } from './browserStubs.ts';
import { resetPage, unmountStories } from './resetPage.tsx';
import { storyAnnotations } from './storyAnnotations.tsx';

installBrowserStubs();
// findBy*/waitFor give up after 1 s by default: a guard against a hang, too short for a two-core CI
// running two test files side by side (docs/testing.md). A test's own budget is its testTimeout.
configure({ asyncUtilTimeout: 5_000 });
// The stories' play functions query through storybook/test's own copy of the library.
storybookTest.configure({ asyncUtilTimeout: 5_000 });
// Outside production builds the Lingui macro keeps each message's Polish source text, so an empty catalog
// renders the real texts in tests.
i18n.loadAndActivate({ locale: 'pl', messages: {} });
setProjectAnnotations([storyAnnotations]);
afterEach(async () => {
  await unmountStories();
  cleanup();
});
// The next file in this worker finds a fresh page (isolate: false).
afterAll(() => resetPage());
