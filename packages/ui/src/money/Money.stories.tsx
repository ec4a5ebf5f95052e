import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Money } from './Money.tsx';

const meta = {
  title: 'Shared/Money',
  component: Money,
  args: { value: '1234.56' },
} satisfies Meta<typeof Money>;

export default meta;
type Story = StoryObj<typeof meta>;

const text = (canvasElement: HTMLElement) => canvasElement.textContent?.replaceAll('\u00a0', ' ');

export const DecimalString: Story = {
  play: async ({ canvasElement }) => {
    await expect(text(canvasElement)).toBe('1 234,56 zł');
  },
};

export const Zero: Story = {
  args: { value: '0' },
  play: async ({ canvasElement }) => {
    await expect(text(canvasElement)).toBe('0,00 zł');
  },
};

export const LargeNumber: Story = {
  args: { value: 1234567.891 },
  play: async ({ canvasElement }) => {
    await expect(text(canvasElement)).toBe('1 234 567,89 zł');
  },
};

export const FromGrosze: Story = {
  render: () => <Money grosze={100050} />,
  play: async ({ canvasElement }) => {
    await expect(text(canvasElement)).toBe('1 000,50 zł');
  },
};

export const Emphasised: Story = {
  args: { value: '52428.8', fontSize: '2xl', fontWeight: 'bold', color: 'brand.fg' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/52.428,80.zł/)).toBeVisible();
  },
};
