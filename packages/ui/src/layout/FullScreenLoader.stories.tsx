import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FullScreenLoader } from './FullScreenLoader.tsx';

const meta = {
  title: 'Shared/Layout/FullScreenLoader',
  component: FullScreenLoader,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof FullScreenLoader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Ładowanie…');
  },
};

export const WithLabel: Story = {
  args: { label: 'Sprawdzamy link aktywacyjny…' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Sprawdzamy link aktywacyjny…');
  },
};
