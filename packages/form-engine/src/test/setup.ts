import '@testing-library/jest-dom/vitest';
import { i18n } from '@lingui/core';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { installBrowserStubs } from '@portal/ui/testing/browserStubs';

installBrowserStubs();
// Outside production builds the Lingui macro keeps each message's Polish source text, so an empty catalog
// renders the real texts in tests.
i18n.loadAndActivate({ locale: 'pl', messages: {} });
afterEach(() => {
  cleanup();
  window.localStorage.clear();
});
