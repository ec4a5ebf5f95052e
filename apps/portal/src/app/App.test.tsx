// The shell end to end in jsdom: bootstrap, routes, error pages, and the replacement screens of
// portal-spec §2, with the API faked at the fetch level.
import { i18n } from '@lingui/core';
import { closeAllToasts } from '@portal/ui';
import { createMemoryHistory } from '@tanstack/react-router';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from 'storybook/test';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { connectToastBridge } from '../shared/notifications/toastBridge.ts';
import {
  initialNotificationState,
  notify,
  useNotificationStore,
} from '../shared/notifications/notificationStore.ts';
import { resetSessionStore, useSessionStore } from '../shared/session/stores/sessionStore.ts';
import { createQueryClient } from '../lib/api/queryClient.ts';
import { installFakeApi, type ConfigAnswer } from '../test/fakeApi.ts';
import { App } from './App.tsx';
import { createAppRouter } from './router.ts';
import { msg } from '@lingui/core/macro';

let disconnectToasts: () => void;

beforeEach(() => {
  localStorage.clear();
  document.cookie = 'cookies=; Max-Age=0; Path=/';
  resetSessionStore();
  useNotificationStore.setState(initialNotificationState);
  disconnectToasts = connectToastBridge(i18n);
});

afterEach(() => {
  disconnectToasts();
  act(() => closeAllToasts());
  vi.unstubAllGlobals();
});

function renderApp(path: string, config: ConfigAnswer = 'ok') {
  if (config !== 'ok') {
    // The router logs the failed bootstrap it then shows as an error page; that is the expected path here.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  }
  const api = installFakeApi(config);
  const queryClient = createQueryClient();
  // No back-off in tests: a network failure is still retried, just at once.
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retryDelay: 0 } });
  const router = createAppRouter({ queryClient, history: createMemoryHistory({ initialEntries: [path] }) });
  render(<App router={router} queryClient={queryClient} />);
  return { api, router };
}

describe('bootstrap and routes', () => {
  it('loads the frontend config, then shows the home page inside the shell', async () => {
    const { api } = renderApp('/');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Witamy w Portalu Klienta' }),
    ).toBeInTheDocument();
    expect(api.calls()).toContain('GET /api/config/frontend');
    expect(screen.getByRole('link', { name: /^Portal Klienta.*strona główna$/ })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
    expect(screen.getByRole('link', { name: 'Przejdź do treści' })).toHaveAttribute('href', '#main-content');
    expect(screen.getByRole('contentinfo')).toHaveTextContent('991');
    // Anonymous: no signed-in menu.
    expect(screen.queryByRole('navigation', { name: 'Menu główne' })).toBeNull();
    await waitFor(() => expect(document.title).toBe('Strona główna – Portal Klienta'));
  });

  it('shows the 404 page for an unknown path', async () => {
    renderApp('/nie-ma-takiej-strony');
    expect(
      await screen.findByRole('heading', { name: 'Ups, nie znaleźliśmy takiej strony (błąd 404)' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Wróć na stronę główną' })).toHaveAttribute('href', '/');
  });

  it('shows the generic error page with the server error id when the config answers 500', async () => {
    renderApp('/', 'server-error');
    expect(await screen.findByText('Kod błędu: ABC123')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Zgłoś błąd' })).toBeInTheDocument();
    // The shell is still there around the error page.
    expect(screen.getByRole('link', { name: /^Portal Klienta.*strona główna$/ })).toBeInTheDocument();
  });

  it('shows the service-unavailable page when the server cannot be reached (after retrying)', async () => {
    const { api } = renderApp('/', 'network-error');
    expect(
      await screen.findByRole('heading', { name: 'Serwis jest chwilowo niedostępny' }),
    ).toBeInTheDocument();
    expect(api.calls().filter((c) => c === 'GET /api/config/frontend')).toHaveLength(3);
  });

  it('redirects /nieobslugiwana-przegladarka to the home page outside Internet Explorer', async () => {
    const { router } = renderApp('/nieobslugiwana-przegladarka');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Witamy w Portalu Klienta' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows the unsupported-browser page in Internet Explorer', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko',
    );
    renderApp('/nieobslugiwana-przegladarka');
    expect(
      await screen.findByRole('heading', { name: 'Ta przeglądarka nie jest obsługiwana' }),
    ).toBeInTheDocument();
  });

  it('drops an unsafe redirect search parameter on the home page', async () => {
    const { router } = renderApp('/?redirect=https://evil.example/');
    await screen.findByRole('heading', { level: 1, name: 'Witamy w Portalu Klienta' });
    const home = router.state.matches.find((match) => match.routeId === '/');
    expect(home?.search.redirect).toBeUndefined();
  });
});

describe('replacement screens (portal-spec §2)', () => {
  it('replaces everything with the locked-account panel while the flag is set, and clears it on navigation', async () => {
    const { router } = renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Witamy w Portalu Klienta' });
    act(() => useSessionStore.getState().setAccountLocked(true));
    expect(await screen.findByRole('heading', { name: 'Twoje konto jest zablokowane' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ustaw nowe hasło' })).toHaveAttribute(
      'href',
      '/zapomnialem-hasla',
    );
    expect(screen.queryByRole('heading', { name: 'Witamy w Portalu Klienta' })).toBeNull();

    await act(() => router.navigate({ to: '/', search: { redirect: '/x' } }));
    expect(useSessionStore.getState().accountLocked).toBe(false);
    expect(await screen.findByRole('heading', { name: 'Witamy w Portalu Klienta' })).toBeInTheDocument();
  });

  it('shows the sign-on error page after a failed single sign-on, and leaves it for login', async () => {
    renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Witamy w Portalu Klienta' });
    act(() => useSessionStore.getState().failPdLogging());
    expect(await screen.findByRole('heading', { name: 'Logowanie nie powiodło się' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Przejdź do logowania' }));
    expect(await screen.findByRole('heading', { name: 'Witamy w Portalu Klienta' })).toBeInTheDocument();
    expect(useSessionStore.getState().isPdLoggingError).toBe(false);
  });

  it('shows the sign-on loader while a single sign-on login runs', async () => {
    renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Witamy w Portalu Klienta' });
    act(() => useSessionStore.getState().startPdLogging());
    // The sign-on screens are a lazy chunk: the loader shows once it is in.
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Trwa logowanie…'));
  });
});

describe('signed-in header, cookies and toasts', () => {
  it('shows the menu with the notification badge to a signed-in user, and logs out', async () => {
    useSessionStore.getState().signIn({ userName: 'jan@example.com', isTrusted: true });
    useNotificationStore.getState().setIssuesNotification(3);
    // Any screen of the shell: the login page itself sends a signed-in user on to the case list.
    renderApp('/strona-bez-danych');
    await screen.findByRole('heading', { name: 'Ups, nie znaleźliśmy takiej strony (błąd 404)' });
    // jsdom applies no media queries, so the desktop menu counts as hidden (display: none below md) and
    // hidden elements have no accessible name: find it by its label attribute instead.
    const nav = document.querySelector<HTMLElement>('nav[aria-label="Menu główne"]');
    if (!nav) throw new Error('no main menu');
    const link = (name: RegExp) =>
      within(nav)
        .getAllByRole('link', { hidden: true })
        .find((a) => name.test(a.textContent ?? ''));
    expect(link(/Historia/)).toHaveAttribute('href', '/lista-spraw-historycznych');
    expect(link(/Faktury/)).toHaveAttribute('href', '/platnosci');
    expect(link(/Powiadomienia.*3/)).toHaveAttribute('href', '/lista-spraw?powiadomienia=tak');
    expect(link(/Twoje konto/)).toHaveAttribute('href', '/konto/ustawienia');
    // The mobile drawer's trigger arrives with its lazily loaded chunk.
    await waitFor(() => expect(document.querySelector('button[aria-label="Otwórz menu"]')).not.toBeNull());

    const logout = within(nav)
      .getAllByRole('button', { hidden: true })
      .find((b) => b.textContent === 'Wyloguj');
    await userEvent.click(logout as HTMLElement);
    await waitFor(() => expect(document.querySelector('nav[aria-label="Menu główne"]')).toBeNull());
    expect(localStorage.getItem('user_name')).toBeNull();
    expect(await screen.findByText('Wylogowano pomyślnie.')).toBeInTheDocument();
  });

  it('hides the cookie banner after accepting and moves focus to the main content', async () => {
    renderApp('/');
    const banner = await screen.findByRole('region', { name: 'Pliki cookies' });
    await userEvent.click(within(banner).getByRole('button', { name: 'Akceptuję' }));
    expect(screen.queryByRole('region', { name: 'Pliki cookies' })).toBeNull();
    expect(document.cookie).toContain('cookies=accepted');
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('does not show the cookie banner once the cookie exists', async () => {
    document.cookie = 'cookies=accepted; Path=/';
    renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Witamy w Portalu Klienta' });
    expect(screen.queryByRole('region', { name: 'Pliki cookies' })).toBeNull();
  });

  it('closes toasts on route change (portal-spec §4)', async () => {
    const { router } = renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Witamy w Portalu Klienta' });
    act(() => notify.error(msg`Nie udało się zapisać zmian`, false));
    expect(await screen.findByText('Nie udało się zapisać zmian')).toBeInTheDocument();
    await act(() => router.navigate({ to: '/nieobslugiwana-przegladarka' }));
    // The toast leaves with its exit animation, which a busy machine stretches past waitFor's 1 s default.
    await waitFor(() => expect(screen.queryByText('Nie udało się zapisać zmian')).toBeNull(), {
      timeout: 5000,
    });
    expect(useNotificationStore.getState().toastVisible).toBe(false);
    closeAllToasts();
  });

  it("keeps a login's toast through the route change the login causes, and closes it on the next", async () => {
    const { router } = renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Witamy w Portalu Klienta' });
    act(() => notify.successOnNextScreen(msg`Zalogowano pomyślnie.`));
    await act(() => router.navigate({ to: '/nieobslugiwana-przegladarka' }));
    // The guard sends a browser other than Internet Explorer on to '/': a redirect on the same way.
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByText('Zalogowano pomyślnie.')).toBeInTheDocument();
    expect(useNotificationStore.getState().toastVisible).toBe(true);

    await act(() => router.navigate({ to: '/zapomnialem-hasla' }));
    await waitFor(() => expect(screen.queryByText('Zalogowano pomyślnie.')).toBeNull());
    expect(useNotificationStore.getState().toastVisible).toBe(false);
  });
});
