import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withApplicationProviders } from '../test/fixtures.tsx';
import { ApplicationSentPage } from './ApplicationSentPage.tsx';

const meta = {
  title: 'Portal/Application/Application sent',
  component: ApplicationSentPage,
  parameters: { layout: 'fullscreen' },
  decorators: [withApplicationProviders],
  args: {
    sent: {
      email: 'anna.nowak@example.pl',
      phone: '601-234-567',
      applicationNumber: 'WN/2026/000123',
      registration: false,
    },
  },
} satisfies Meta<typeof ApplicationSentPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithPhone: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Potwierdź wniosek – sprawdź skrzynkę e-mail' }),
    ).toBeVisible();
    await expect(canvas.getByText('anna.nowak@example.pl')).toBeVisible();
    await expect(canvas.getByText(/Link jest ważny/)).toHaveTextContent('Link jest ważny 24 godziny');
    await expect(canvas.getByText(/SMS-em na numer/)).toHaveTextContent('601-234-567');
    await expect(canvas.getByText('Numer wniosku: WN/2026/000123')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Przejdź do strony głównej' })).toHaveAttribute(
      'href',
      '/',
    );
  },
};

export const RegistrationWithoutPhone: Story = {
  args: {
    sent: { email: 'ewa@example.pl', phone: null, applicationNumber: 'WN/2026/000124', registration: true },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/Wniosek o rejestrację konta został wysłany/)).toBeVisible();
    await expect(canvas.queryByText(/SMS-em/)).toBeNull();
    await expect(canvas.getByText(/linkiem do aktywacji konta/)).toBeVisible();
    // Customer journeys: what happens next: verification (7 working days), then the link that sets the password.
    await expect(canvas.getByText(/7 dni roboczych/)).toBeVisible();
    await expect(canvas.getByText(/pod nim ustawisz hasło/)).toBeVisible();
  },
};
