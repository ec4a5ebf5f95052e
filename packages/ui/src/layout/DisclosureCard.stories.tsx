import { Button, Text } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { DisclosureCard } from './DisclosureCard.tsx';

const meta = {
  title: 'Shared/Layout/DisclosureCard',
  component: DisclosureCard,
  args: {
    title: 'Historia sprawy',
    meta: '3 zdarzenia',
    children: <Text>Wniosek przyjęty 12.03.2026.</Text>,
  },
  decorators: [(Story) => <div style={{ maxWidth: 560, padding: 24 }}>{Story()}</div>],
} satisfies Meta<typeof DisclosureCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: /Historia sprawy/ });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByText('Wniosek przyjęty 12.03.2026.')).not.toBeVisible();
  },
};

export const ClosedWithFooter: Story = {
  args: { defaultOpen: false, footer: <Button size="sm">Pokaż wszystkie</Button> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Historia sprawy/ }));
    await expect(canvas.getByRole('button', { name: 'Pokaż wszystkie' })).toBeVisible();
  },
};
