import { Button } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ErrorBox } from './ErrorBox.tsx';

const meta = {
  title: 'Shared/Layout/ErrorBox',
  component: ErrorBox,
  args: {
    title: 'Nie można aktywować konta',
    children: 'Link aktywacyjny wygasł lub jest nieprawidłowy.',
  },
} satisfies Meta<typeof ErrorBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Error: Story = {
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('Nie można aktywować konta');
    await expect(alert).toHaveTextContent('Link aktywacyjny wygasł lub jest nieprawidłowy.');
  },
};

export const WithAction: Story = {
  args: {
    title: 'Link do zmiany hasła jest nieprawidłowy',
    children: undefined,
    actions: <Button size="sm">Spróbuj ponownie</Button>,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Spróbuj ponownie' })).toBeVisible();
  },
};

export const Warning: Story = {
  args: {
    status: 'warning',
    title: 'Tytuł przelewu może zostać skrócony',
    children: 'Podziel płatność na kilka przelewów.',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Tytuł przelewu może zostać skrócony',
    );
  },
};
