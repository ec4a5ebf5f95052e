import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DateText } from './DateText.tsx';

const meta = {
  title: 'Shared/DateText',
  component: DateText,
  args: { value: '2024-05-01' },
} satisfies Meta<typeof DateText>;

export default meta;
type Story = StoryObj<typeof meta>;

export const IsoDate: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('01.05.2024')).toHaveAttribute('datetime', '2024-05-01');
  },
};

export const Timestamp: Story = {
  args: { value: new Date(2023, 10, 23).getTime() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('23.11.2023')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { value: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('brak daty')).toBeInTheDocument();
    await expect(canvasElement.querySelector('[aria-hidden="true"]')?.textContent).toBe('-');
  },
};

export const Invalid: Story = {
  args: { value: '2024-02-30' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('brak daty')).toBeInTheDocument();
  },
};
