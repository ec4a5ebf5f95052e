import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SendingScreen } from './SendingScreen.tsx';

const meta = {
  title: 'Portal/Application/Sending screen',
  component: SendingScreen,
  parameters: { layout: 'fullscreen' },
  args: { state: { hasAttachments: true, estimateSeconds: 30, slow: false } },
} satisfies Meta<typeof SendingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithAttachments: Story = {
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', {
      name: 'Wysyłamy Twój wniosek',
    });
    const screen = within(dialog);
    await expect(screen.getByText('Skanowanie antywirusowe załączników')).toBeVisible();
    await expect(screen.getByText('Wysyłanie wniosku')).toBeVisible();
    // Each stage its own share; the whole wait is the progress bar's.
    await expect(screen.getAllByText('Szacowany czas: około 15 sekund')).toHaveLength(2);
    await expect(screen.getByText(/^Minęło \d+ s z około 30 s$/)).toBeVisible();
    await expect(screen.getByRole('progressbar', { name: 'Postęp wysyłania wniosku' })).toBeInTheDocument();
    await expect(screen.getByRole('heading', { name: 'Wysyłamy Twój wniosek' })).toHaveFocus();
  },
};

export const WithoutAttachmentsOnASlowConnection: Story = {
  args: { state: { hasAttachments: false, estimateSeconds: 15, slow: true } },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement.ownerDocument.body);
    await expect(screen.getByText('Wniosek nie ma załączników do sprawdzenia')).toBeVisible();
    await expect(screen.getByText('Szacowany czas: około 15 sekund')).toBeVisible();
    await expect(screen.getByRole('status')).toHaveTextContent('Połączenie jest zbyt wolne');
  },
};
