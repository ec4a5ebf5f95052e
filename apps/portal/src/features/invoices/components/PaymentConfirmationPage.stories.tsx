import type { Meta, StoryObj } from '@storybook/react-vite';
import type { PaymentOrderState } from '@portal/api-contract';
import { expect, within } from 'storybook/test';
import { withMemoryRouter } from '../../../test/withMemoryRouter.tsx';
import { invoiceKeys } from '../api/invoiceQueries.ts';
import { NOW } from '../test/fixtures.ts';
import { installFakeInvoicesApi, withQueries } from '../test/providers.tsx';
import { rememberPaymentReturn } from '../lib/paymentReturn.ts';
import { PaymentConfirmationPage } from './PaymentConfirmationPage.tsx';

const ORDER = '3f0c9a52-8d1e-4c1b-9a57-0d6f2b1e7c44';

const order = (status: PaymentOrderState['status'], paidAt: number | null = null): PaymentOrderState => ({
  id: ORDER,
  status,
  totalAmount: '2058.05',
  invoiceNumbers: ['FV/2026/00001', 'FV/2026/00002'],
  paidAt,
});

const meta = {
  title: 'Portal/Invoices/Payment confirmation',
  component: PaymentConfirmationPage,
  parameters: { layout: 'fullscreen' },
  args: { orderId: ORDER },
} satisfies Meta<typeof PaymentConfirmationPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Paid: Story = {
  decorators: [withMemoryRouter, withQueries([[invoiceKeys.order(ORDER), order('PAID', NOW)]])],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Płatność zakończona' })).toBeVisible();
    await expect(canvas.getByText('2 058,05 zł')).toBeVisible();
    await expect(canvas.getByText('FV/2026/00001, FV/2026/00002')).toBeVisible();
    await expect(canvas.getByText('15.07.2026')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Wróć do płatności' })).toHaveAttribute(
      'href',
      '/platnosci',
    );
  },
};

/** Customer journeys: paid from a case's invoices card, the way back leads to that case. */
export const PaidFromCase: Story = {
  decorators: [withMemoryRouter, withQueries([[invoiceKeys.order(ORDER), order('PAID', NOW)]])],
  beforeEach: () => {
    rememberPaymentReturn(42);
    return () => rememberPaymentReturn(null);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Płatność zakończona' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Wróć do sprawy' })).toHaveAttribute(
      'href',
      '/lista-spraw/42',
    );
    await expect(canvas.queryByRole('link', { name: 'Wróć do płatności' })).toBeNull();
  },
};

export const Rejected: Story = {
  decorators: [withMemoryRouter, withQueries([[invoiceKeys.order(ORDER), order('REJECTED')]])],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Płatność została odrzucona' }),
    ).toBeVisible();
    await expect(canvas.getByText(/Pieniądze nie zostały pobrane/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Wróć do płatności i zapłać ponownie' })).toHaveAttribute(
      'href',
      '/platnosci',
    );
  },
};

export const Expired: Story = {
  decorators: [withMemoryRouter, withQueries([[invoiceKeys.order(ORDER), order('EXPIRED')]])],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Płatność wygasła' })).toBeVisible();
    await expect(canvas.getByText(/nie została zakończona w wyznaczonym czasie/)).toBeVisible();
  },
};

let answers = 0;

export const WaitingThenPaid: Story = {
  decorators: [withMemoryRouter, withQueries()],
  beforeEach: () => {
    answers = 0;
    return installFakeInvoicesApi({
      order: () => {
        answers += 1;
        return answers === 1 ? order('PENDING') : order('PAID', NOW);
      },
    }).restore;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Czekamy na potwierdzenie płatności' }),
    ).toBeVisible();
    await expect(canvas.getByText('Sprawdzamy stan płatności…')).toBeVisible();
    // The page asks again by itself (every 2 s) and shows the verdict.
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Płatność zakończona' }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.getByText('Stan płatności został zaktualizowany.')).toBeInTheDocument();
  },
};

export const UnknownOrder: Story = {
  args: { orderId: 'nie-uuid' },
  decorators: [withMemoryRouter, withQueries()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Nie znaleziono płatności' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Wróć do płatności' })).toHaveAttribute(
      'href',
      '/platnosci',
    );
  },
};

export const OrderOfAnotherCustomer: Story = {
  decorators: [withMemoryRouter, withQueries()],
  beforeEach: () =>
    installFakeInvoicesApi({
      order: () =>
        Response.json(
          { status: 404, error: 'not_found', message: 'Nie znaleziono płatności.' },
          { status: 404 },
        ),
    }).restore,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Nie znaleziono płatności' }),
    ).toBeVisible();
  },
};
