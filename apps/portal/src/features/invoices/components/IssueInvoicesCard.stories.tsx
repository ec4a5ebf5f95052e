import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { invoiceKeys } from '../api/invoiceQueries.ts';
import {
  activeInvoice,
  canceledInvoices,
  issueInvoicesResponse,
  NOW,
  paidInvoices,
  pendingInvoice,
  secondActiveInvoice,
} from '../test/fixtures.ts';
import { installFakeInvoicesApi, withQueries } from '../test/providers.tsx';
import { IssueInvoicesCard, IssuePaymentsHistory } from './IssueInvoicesCard.tsx';

const ISSUE = 7;
const notify = { success: fn(), error: fn(), info: fn() };

function CaseInvoices({ layout }: { layout: 'table' | 'tiles' }) {
  return (
    <div style={{ display: 'grid', gap: 24, padding: 24 }}>
      <IssueInvoicesCard issueId={ISSUE} notify={notify} now={NOW} redirect={fn()} layout={layout} />
      <div style={{ maxWidth: 480 }}>
        <IssuePaymentsHistory issueId={ISSUE} />
      </div>
    </div>
  );
}

const meta = {
  title: 'Portal/Invoices/Case invoices',
  component: CaseInvoices,
  args: { layout: 'table' },
} satisfies Meta<typeof CaseInvoices>;

export default meta;
type Story = StoryObj<typeof meta>;

const withCase = (invoices: Parameters<typeof issueInvoicesResponse>[0]) =>
  withQueries([[invoiceKeys.issue(ISSUE), issueInvoicesResponse(invoices)]]);

export const ActiveAndHistory: Story = {
  decorators: [
    withCase([
      activeInvoice,
      secondActiveInvoice,
      pendingInvoice,
      ...paidInvoices.slice(0, 5),
      canceledInvoices[0]!,
    ]),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('region', { name: 'Faktury do zapłaty w tej sprawie' });
    // Customer journeys: the pending payment stays in the total (2 058,05 zł payable + 732,10 zł), said as pending.
    await expect(card).toHaveTextContent('Do zapłaty 2 790,15 zł');
    await expect(card).toHaveTextContent('w tym 732,10 zł w toku płatności');
    await expect(
      within(card).getByRole('button', { name: 'Zapłać wszystkie dokumenty sprawy' }),
    ).toBeEnabled();
    await expect(within(card).getAllByRole('row')).toHaveLength(4);
    await expect(within(card).getByRole('link', { name: /Dokończ płatność/ })).toBeVisible();
    await expect(
      within(card).getByRole('button', { name: `Anuluj płatność za dokument ${pendingInvoice.number}` }),
    ).toBeEnabled();
    // The case's own card does not link its case number to itself.
    await expect(within(card).queryByRole('link', { name: /^Sprawa/ })).toBeNull();

    const history = canvas.getByRole('region', { name: 'Historia płatności' });
    const list = within(history).getByRole('list', { name: 'Płatności w tej sprawie' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await userEvent.click(within(history).getByRole('button', { name: 'Pokaż więcej (3)' }));
    await expect(within(list).getAllByRole('listitem')).toHaveLength(6);
    await expect(within(history).queryByRole('button', { name: /Pokaż więcej/ })).toBeNull();
    await expect(within(list).getByText('Anulowana')).toBeVisible();
  },
};

export const MobileTiles: Story = {
  args: { layout: 'tiles' },
  decorators: [withCase([activeInvoice, secondActiveInvoice, paidInvoices[0]!])],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('region', { name: 'Faktury do zapłaty w tej sprawie' });
    await expect(within(card).getByRole('list', { name: /Dokumenty do zapłaty/ })).toBeVisible();
    await userEvent.click(
      within(card).getByRole('checkbox', { name: `Zaznacz dokument ${secondActiveInvoice.number}` }),
    );
    await expect(within(card).getByText('Razem: 1 934,60 zł')).toBeVisible();
  },
};

export const NothingToPay: Story = {
  decorators: [withCase([...paidInvoices.slice(0, 2)])],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('region', { name: 'Faktury do zapłaty w tej sprawie' })).toBeNull();
    await expect(
      within(canvas.getByRole('region', { name: 'Historia płatności' })).getAllByRole('listitem'),
    ).toHaveLength(2);
  },
};

export const NoInvoices: Story = {
  decorators: [withCase([])],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('region', { name: 'Faktury do zapłaty w tej sprawie' })).toBeNull();
    await expect(canvas.getByText('Brak płatności historycznych.')).toBeVisible();
  },
};

export const Loading: Story = {
  decorators: [withQueries()],
  // The case's invoices never come, so the card stays loading however fast the test runs (answering the
  // list of all invoices instead let the case's request fail with a 404, which sometimes came first).
  beforeEach: () => installFakeInvoicesApi({ issueInvoices: () => new Promise<never>(() => {}) }).restore,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Ładujemy płatności…')).toBeInTheDocument();
  },
};
