import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ApiClientError } from '../../../lib/api/index.ts';
import { withApplicationProviders } from '../test/fixtures.tsx';
import { ConfirmApplicationPage } from './ConfirmApplicationPage.tsx';

const refusal = (status: number, keyword: string, message: string) =>
  new ApiClientError({
    kind: status === 404 ? 'not_found' : 'other',
    message: 'x',
    status,
    body: {
      status,
      error: status === 404 ? 'not_found' : status === 410 ? 'gone' : 'conflict',
      message,
      details: [{ pointer: '/token', keyword, message }],
    },
  });

const meta = {
  title: 'Portal/Application/Confirm page',
  component: ConfirmApplicationPage,
  parameters: { layout: 'fullscreen' },
  decorators: [withApplicationProviders],
  args: { token: 'token-z-linku', account: false },
} satisfies Meta<typeof ConfirmApplicationPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const confirmOnce = fn(async () => ({ applicationNumber: 'WN/2026/000123', registration: false }));

export const Confirmed: Story = {
  args: { confirm: confirmOnce },
  beforeEach: () => {
    confirmOnce.mockClear();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Wniosek został potwierdzony' }),
    ).toBeVisible();
    await expect(canvas.getByText(/Zweryfikujemy wniosek w ciągu 3 dni roboczych/)).toBeVisible();
    await expect(canvas.getByText('Numer wniosku: WN/2026/000123')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Przejdź do logowania' })).toHaveAttribute('href', '/');
    // Confirmed on load, once (StrictMode's second effect and re-renders reuse the answer).
    await expect(confirmOnce).toHaveBeenCalledTimes(1);
    await expect(confirmOnce).toHaveBeenCalledWith('token-z-linku');
  },
};

export const RegistrationConfirmed: Story = {
  args: { account: true, confirm: async () => ({ applicationNumber: 'WN/2026/000124', registration: true }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', {
        level: 1,
        name: 'Wniosek o rejestrację konta został potwierdzony',
      }),
    ).toBeVisible();
    await expect(canvas.getByText(/w ciągu 7 dni roboczych/)).toBeVisible();
    // Customer journeys: the application asks for no password; the activation link sets it.
    await expect(canvas.getByText(/pod nim ustawisz hasło/)).toBeVisible();
  },
};

export const NotFound: Story = {
  args: {
    confirm: async () =>
      Promise.reject(refusal(404, 'applicationNotFound', 'Nie znaleziono wniosku dla tego linku.')),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Wniosek nie został potwierdzony' }),
    ).toBeVisible();
    await expect(canvas.getByText(/Nie znaleźliśmy wniosku dla tego linku/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Przejdź do logowania' })).toHaveAttribute('href', '/');
  },
};

export const Expired: Story = {
  args: {
    confirm: async () => Promise.reject(refusal(410, 'applicationExpired', 'Link potwierdzający wygasł.')),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Wniosek nie został potwierdzony' }),
    ).toBeVisible();
    await expect(canvas.getByText(/Link potwierdzający wygasł – jest ważny 24 godziny/)).toBeVisible();
  },
};

export const AlreadyConfirmed: Story = {
  args: {
    confirm: async () =>
      Promise.reject(refusal(409, 'applicationAlreadyConfirmed', 'Ten wniosek został już potwierdzony.')),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Customer journeys: information, not a failure: the application is confirmed.
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Wniosek jest już potwierdzony' }),
    ).toBeVisible();
    await expect(canvas.getByText(/został już wcześniej potwierdzony/)).toBeVisible();
    await expect(canvas.queryByText('Wniosek nie został potwierdzony')).toBeNull();
  },
};

/** Customer journeys: a signed-in customer is offered their cases, not the login page. */
export const ConfirmedWhileSignedIn: Story = {
  args: {
    signedIn: true,
    confirm: fn(async () => ({ applicationNumber: 'WN/2026/000123', registration: false })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Wniosek został potwierdzony' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Przejdź do swoich spraw' })).toHaveAttribute(
      'href',
      '/lista-spraw',
    );
    await expect(canvas.queryByRole('link', { name: 'Przejdź do logowania' })).toBeNull();
  },
};

export const WithoutToken: Story = {
  args: { token: undefined, confirm: fn(async () => ({ applicationNumber: 'x', registration: false })) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Wniosek nie został potwierdzony' }),
    ).toBeVisible();
    await expect(args.confirm).not.toHaveBeenCalled();
  },
};

let attempts = 0;

export const ConnectionFailureThenRetry: Story = {
  args: {
    confirm: async () => {
      attempts += 1;
      if (attempts === 1) throw new ApiClientError({ kind: 'network', message: 'x' });
      return { applicationNumber: 'WN/2026/000125', registration: false };
    },
  },
  beforeEach: () => {
    attempts = 0;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/Nie udało się połączyć z serwerem/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Spróbuj ponownie' }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Wniosek został potwierdzony' }),
    ).toBeVisible();
  },
};
