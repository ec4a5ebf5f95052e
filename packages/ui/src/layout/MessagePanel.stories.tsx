import { Button } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LockIcon } from '../icons/icons.tsx';
import { MessagePanel } from './MessagePanel.tsx';

const meta = {
  title: 'Shared/Layout/MessagePanel',
  component: MessagePanel,
  args: {
    tone: 'error',
    title: 'Wystąpił błąd',
    children: 'Przepraszamy, coś poszło nie tak.',
    meta: 'Kod błędu: ABC123',
    actions: <Button>Wróć na stronę główną</Button>,
  },
  decorators: [(Story) => <div style={{ padding: 24 }}>{Story()}</div>],
} satisfies Meta<typeof MessagePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ErrorTone: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Wystąpił błąd' })).toBeVisible();
    await expect(canvas.getByText('Kod błędu: ABC123')).toBeVisible();
  },
};

export const WithCustomIcon: Story = {
  args: {
    tone: 'warning',
    icon: <LockIcon />,
    title: 'Konto jest zablokowane',
    children: 'Ustaw nowe hasło, aby je odblokować.',
    meta: undefined,
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: 'Konto jest zablokowane' }),
    ).toBeVisible();
  },
};

export const SuccessAsSection: Story = {
  args: {
    tone: 'success',
    titleAs: 'h2',
    title: 'Wniosek został potwierdzony',
    meta: undefined,
    children: undefined,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Wniosek został potwierdzony',
    );
  },
};
