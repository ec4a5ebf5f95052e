// The login page in the whole app (router, session store, toasts, the API client's events), with the API
// faked at the fetch level: a login that needs the second factor, a wrong code, a right one; and the
// two-factor wait expiring (portal-spec §4: the two-factor variant of 'session expired', login again).
import { i18n } from '@lingui/core';
import { closeAllToasts } from '@portal/ui';
import { createMemoryHistory } from '@tanstack/react-router';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from 'storybook/test';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { connectToastBridge } from '../shared/notifications/toastBridge.ts';
import { initialNotificationState, useNotificationStore } from '../shared/notifications/notificationStore.ts';
import { resetSessionStore, useSessionStore } from '../shared/session/stores/sessionStore.ts';
import {
  mockAccountApi,
  type AccountApiMock,
  type MockAnswer,
} from '../features/auth/test/mockAccountApi.ts';
import { configureApiClient } from '../lib/api/apiClientEvents.ts';
import { createQueryClient } from '../lib/api/queryClient.ts';
import { testConfig } from '../test/fakeApi.ts';
import { App } from './App.tsx';
import { createAppRouter } from './router.ts';
import { handleSessionExpired } from './sessionActions.ts';

vi.setConfig({ testTimeout: 30_000 });

let api: AccountApiMock | null = null;
let disconnect: () => void = () => undefined;
let restoreEvents: () => void = () => undefined;

beforeEach(() => {
  localStorage.clear();
  document.cookie = 'cookies=accepted; Path=/';
  resetSessionStore();
  useNotificationStore.setState(initialNotificationState);
  disconnect = connectToastBridge(i18n);
});

afterEach(() => {
  api?.restore();
  disconnect();
  restoreEvents();
  act(() => closeAllToasts());
});

function renderApp(routes: Record<string, MockAnswer | MockAnswer[]>) {
  api = mockAccountApi({
    'GET /api/config/frontend': { status: 200, body: testConfig },
    'GET /api/issues': { status: 200, body: { issues: [], notifications: 0, statusesByType: { _all: [] } } },
    ...routes,
  });
  const router = createAppRouter({
    queryClient: createQueryClient(),
    history: createMemoryHistory({ initialEntries: ['/?redirect=/konto/zablokowane'] }),
  });
  restoreEvents = configureApiClient({
    onSessionExpired: () => void handleSessionExpired(() => router.invalidate()),
  });
  render(<App router={router} queryClient={createQueryClient()} />);
  return router;
}

async function logIn(email: string, password: string) {
  const user = userEvent.setup();
  const box = await screen.findByRole('form', { name: 'Mam konto' }, { timeout: 5000 });
  await user.type(within(box).getByLabelText('Adres e-mail'), email);
  await user.type(within(box).getByLabelText('Hasło'), password);
  await user.click(within(box).getByRole('button', { name: 'Zaloguj się' }));
  return user;
}

const mfaPending = {
  status: 200,
  body: { username: 'anna@example.com', authorities: ['ROLE_MFA'], userTrusted: false, isMfa: true },
};

describe('logging in with two-factor authentication', () => {
  it('asks for the code, refuses a wrong one beneath the field, and goes where the user was going', async () => {
    const router = renderApp({
      'POST /api/account/login': mfaPending,
      'POST /api/account/login/mfa': [
        {
          status: 400,
          body: { ...mfaPending.body, errorDescription: 'Incorrect 2FA code' },
        },
        {
          status: 200,
          body: { username: 'anna@example.com', authorities: ['ROLE_USER'], userTrusted: true, isMfa: true },
        },
      ],
    });
    const user = await logIn('anna@example.com', 'AnnaDemo2026');
    const dialog = await screen.findByRole('dialog', { name: 'Weryfikacja dwuetapowa' }, { timeout: 5000 });
    expect(useSessionStore.getState()).toMatchObject({ role: 'ROLE_MFA', isAuthenticated: false });

    await user.type(within(dialog).getByLabelText('Kod z aplikacji'), '000000');
    await user.click(within(dialog).getByRole('button', { name: 'Zweryfikuj' }));
    expect(
      await within(dialog).findByText('Nieprawidłowy kod. Sprawdź kod w aplikacji i wpisz go ponownie.'),
    ).toBeVisible();

    await user.type(within(dialog).getByLabelText('Kod z aplikacji'), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Zweryfikuj' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Weryfikacja dwuetapowa' })).toBeNull());
    expect(useSessionStore.getState()).toMatchObject({ isAuthenticated: true, userName: 'anna@example.com' });
    expect(localStorage.getItem('user_name')).toBe('anna@example.com');
    // The redirect search parameter of requireAuth is honoured after the second factor too.
    await waitFor(() => expect(router.state.location.pathname).toBe('/konto/zablokowane'));
    expect(await screen.findByText('Zalogowano pomyślnie.')).toBeInTheDocument();
  });

  it("ends with the two-factor 'session expired' toast and the login page when the wait expired", async () => {
    renderApp({
      'POST /api/account/login': mfaPending,
      'POST /api/account/login/mfa': {
        status: 401,
        body: {
          username: null,
          authorities: [],
          userTrusted: false,
          isMfa: false,
          errorDescription: 'MFA session expired',
        },
      },
    });
    const user = await logIn('anna@example.com', 'AnnaDemo2026');
    const dialog = await screen.findByRole('dialog', { name: 'Weryfikacja dwuetapowa' }, { timeout: 5000 });
    await user.type(within(dialog).getByLabelText('Kod z aplikacji'), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Zweryfikuj' }));
    expect(
      await screen.findByText('Sesja weryfikacji dwuetapowej wygasła. Zaloguj się ponownie.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Weryfikacja dwuetapowa' })).toBeNull());
    expect(useSessionStore.getState()).toMatchObject({ role: null, isAuthenticated: false });
    expect(screen.getByRole('form', { name: 'Mam konto' })).toBeInTheDocument();
  });
});
