import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LockedAccountPanel } from './LockedAccountPanel.tsx';
import { SsoErrorPanel } from './SsoErrorPanel.tsx';
import { SsoLoader } from './SsoLoader.tsx';

const meta = {
  title: 'Portal/Session screens',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const LockedAccount: Story = {
  render: () => <LockedAccountPanel />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Twoje konto jest zablokowane' }),
    ).toBeVisible();
    await expect(canvas.getByText(/po jego zmianie konto zostanie odblokowane/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Ustaw nowe hasło' })).toHaveAttribute(
      'href',
      '/zapomnialem-hasla',
    );
  },
};

const onBackToLogin = fn();

export const SingleSignOnFailed: Story = {
  render: () => (
    <SsoErrorPanel
      onBackToLogin={onBackToLogin}
      errorDescription="Single sign-on token is invalid or expired"
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Logowanie nie powiodło się' })).toBeVisible();
    await expect(canvas.getByText(/Link mógł wygasnąć/)).toBeVisible();
    await expect(
      canvas.getByText('Szczegóły błędu: Link logowania jest nieprawidłowy, wygasł albo został już użyty.'),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Przejdź do logowania' }));
    await expect(onBackToLogin).toHaveBeenCalled();
  },
};

export const SingleSignOnRunning: Story = {
  render: () => <SsoLoader />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Trwa logowanie…');
  },
};
