import { i18n } from '@lingui/core';
import { UiProvider } from '@portal/ui';
import { notFound } from '@tanstack/react-router';
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiClientError } from '../../../lib/api/ApiClientError.ts';
import { ErrorScreen } from './ErrorScreen.tsx';

const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
  if (String(input) === '/api/csrf') document.cookie = 'XSRF-TOKEN=tok; Path=/';
  return new Response(null, { status: 204 });
});

beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockClear();
});

function renderScreen(error: unknown, isSignedIn = false) {
  return render(
    <UiProvider i18n={i18n}>
      <ErrorScreen
        error={error}
        userName={isSignedIn ? 'jan@example.com' : null}
        isSignedIn={isSignedIn}
        onLogout={vi.fn()}
      />
    </UiProvider>,
  );
}

describe('ErrorScreen', () => {
  it('shows the 404 page for a router notFound()', () => {
    renderScreen(notFound());
    expect(
      screen.getByRole('heading', { name: 'Ups, nie znaleźliśmy takiej strony (błąd 404)' }),
    ).toBeInTheDocument();
  });

  it('shows the 400 page for a bad request', () => {
    renderScreen(new ApiClientError({ kind: 'bad_request', message: 'Bad request error', status: 400 }));
    expect(screen.getByText('Adres strony, którą szukasz, jest niepoprawny.')).toBeInTheDocument();
  });

  it('shows the service-unavailable page for a network failure', () => {
    renderScreen(new ApiClientError({ kind: 'network', message: 'connection error with the server' }));
    expect(screen.getByRole('heading', { name: 'Serwis jest chwilowo niedostępny' })).toBeInTheDocument();
  });

  it('shows the service-unavailable page for a 503: the server is away for a moment, not the connection', () => {
    renderScreen(
      new ApiClientError({ kind: 'server', message: 'Server error', status: 503, unavailable: true }),
      true,
    );
    expect(screen.getByRole('heading', { name: 'Serwis jest chwilowo niedostępny' })).toBeInTheDocument();
    expect(
      screen.getByText('Serwer chwilowo nie może obsłużyć żądania. Spróbuj ponownie za kilka sekund.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Sprawdź połączenie z internetem/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Zgłoś błąd' })).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the server error id as the code, with the report button', () => {
    renderScreen(
      new ApiClientError({ kind: 'server', message: 'Server error', status: 500, errorId: 'ABC123' }),
    );
    expect(screen.getByText('Kod błędu: ABC123')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Zgłoś błąd' })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows a server-error text without a report button when the server gave no id', () => {
    renderScreen(new ApiClientError({ kind: 'server', message: 'Server error', status: 500 }));
    expect(screen.getByText('Wystąpił błąd serwera.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Zgłoś błąd' })).toBeNull();
  });

  it('reports a render error to /api/js-error and shows its JS code', async () => {
    renderScreen(new TypeError('boom'), true);
    const code = screen.getByText(/^Kod błędu: JS\.[A-Z]+\d+$/).textContent?.replace('Kod błędu: ', '');
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => url === '/api/js-error')).toBe(true));
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/js-error') as unknown as [
      string,
      RequestInit,
    ];
    expect(JSON.parse(String(call[1].body))).toMatchObject({ code, userName: 'jan@example.com' });
    expect(screen.getByRole('button', { name: 'Wyloguj się' })).toBeInTheDocument();
  });
});
