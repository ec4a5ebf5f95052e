// Customer journeys: "Ukryj powiadomienie" came back after a reload. The case's notification bar now dismisses it on
// the server (the route passes dismissNotification); it hides at once, and comes back with a message when
// the server could not dismiss it.
import { i18n, type MessageDescriptor } from '@lingui/core';
import { UiProvider } from '@portal/ui';
import { render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from 'storybook/test';
import { describe, expect, it, vi } from 'vitest';
import { ApiClientError } from '../../../lib/api/index.ts';
import { InMemoryRouter } from '../../../test/withMemoryRouter.tsx';
import { issueDetails } from '../test/fixtures.ts';
import { IssueDetailsView } from './IssueDetailsView.tsx';

async function renderDetails(dismissNotification: () => Promise<void>) {
  const notify = { success: vi.fn(), error: vi.fn() };
  render(
    <UiProvider i18n={i18n}>
      <InMemoryRouter>
        <IssueDetailsView issue={issueDetails()} notify={notify} dismissNotification={dismissNotification} />
      </InMemoryRouter>
    </UiProvider>,
  );
  const bar = await screen.findByRole('region', { name: 'Powiadomienie do sprawy' });
  return { notify, bar };
}

const texts = (mock: ReturnType<typeof vi.fn>) =>
  mock.mock.calls.map(([message]) => i18n._(message as MessageDescriptor));

describe('dismissing the case’s notification', () => {
  it('asks the server to dismiss it for good and hides the bar', async () => {
    const dismiss = vi.fn(() => Promise.resolve());
    const { bar, notify } = await renderDetails(dismiss);
    await userEvent.click(within(bar).getByRole('button', { name: 'Ukryj powiadomienie' }));
    expect(dismiss).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('region', { name: 'Powiadomienie do sprawy' })).toBeNull();
    expect(notify.error).not.toHaveBeenCalled();
  });

  it('shows the bar again, with a message, when the server could not dismiss it', async () => {
    const dismiss = vi.fn(() =>
      Promise.reject(new ApiClientError({ kind: 'server', message: 'boom', status: 500 })),
    );
    const { bar, notify } = await renderDetails(dismiss);
    await userEvent.click(within(bar).getByRole('button', { name: 'Ukryj powiadomienie' }));
    expect(await screen.findByRole('region', { name: 'Powiadomienie do sprawy' })).toBeInTheDocument();
    await waitFor(() => expect(notify.error).toHaveBeenCalledTimes(1));
    expect(texts(notify.error)).toEqual(['Nie udało się ukryć powiadomienia. Spróbuj ponownie za chwilę.']);
  });
});
