import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SummaryTiles } from './SummaryTiles.tsx';

const idle = { loading: false, disabled: false };

const meta = {
  title: 'Portal/Invoices/Summary tiles',
  component: SummaryTiles,
  args: {
    totalAmount: '2547.05',
    totalCount: 3,
    overdueAmount: '489.00',
    overdueCount: 1,
    totalPayState: idle,
    overduePayState: idle,
    onPayTotal: fn(),
    onPayOverdue: fn(),
    onTransferTotal: fn(),
    onTransferOverdue: fn(),
  },
} satisfies Meta<typeof SummaryTiles>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithAmounts: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const total = canvas.getByRole('region', { name: 'Do zapłaty łącznie' });
    await expect(total).toHaveTextContent('2 547,05 zł');
    await expect(total).toHaveTextContent('3 dokumenty do zapłaty');
    const overdue = canvas.getByRole('region', { name: 'Po terminie płatności' });
    await expect(overdue).toHaveTextContent('489,00 zł');
    await userEvent.click(within(total).getByRole('button', { name: /^Zapłać całość/ }));
    await expect(args.onPayTotal).toHaveBeenCalled();
    await userEvent.click(within(overdue).getByRole('button', { name: /^Dane do przelewu/ }));
    await expect(args.onTransferOverdue).toHaveBeenCalled();
  },
};

export const NothingToPay: Story = {
  args: { totalAmount: '0.00', totalCount: 0, overdueAmount: '0.00', overdueCount: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Do zapłaty łącznie' })).toHaveTextContent('0,00 zł');
    await expect(canvas.getByRole('region', { name: 'Po terminie płatności' })).toHaveTextContent('0,00 zł');
    await expect(canvas.getByText('Nie masz zaległych płatności.')).toBeVisible();
    for (const button of canvas.getAllByRole('button')) await expect(button).toBeDisabled();
  },
};

export const PayingTheTotal: Story = {
  args: {
    totalPayState: { loading: true, disabled: false },
    overduePayState: { loading: false, disabled: true },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const total = canvas.getByRole('region', { name: 'Do zapłaty łącznie' });
    await expect(within(total).getAllByRole('button')[0]).toHaveAttribute('data-loading');
    await expect(
      within(canvas.getByRole('region', { name: 'Po terminie płatności' })).getByRole('button', {
        name: /^Zapłać zaległe/,
      }),
    ).toBeDisabled();
  },
};

export const ManyDocuments: Story = {
  args: { totalAmount: '123456.78', totalCount: 22, overdueAmount: '98765.43', overdueCount: 5 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('22 dokumenty do zapłaty')).toBeVisible();
    await expect(canvas.getByText('5 dokumentów po terminie płatności')).toBeVisible();
    await expect(canvas.getByText('123 456,78 zł')).toBeVisible();
  },
};
