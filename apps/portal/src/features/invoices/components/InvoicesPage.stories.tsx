import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { invoiceKeys } from '../api/invoiceQueries.ts';
import {
  activeInvoice,
  canceledInvoices,
  invoicesResponse,
  NOW,
  overdueInvoice,
  paidInvoices,
  pendingInvoice,
  secondActiveInvoice,
} from '../test/fixtures.ts';
import { installFakeInvoicesApi, withQueries } from '../test/providers.tsx';
import { withMemoryRouter } from '../../../test/withMemoryRouter.tsx';
import { InvoicesPage } from './InvoicesPage.tsx';

const meta = {
  title: 'Portal/Invoices/Invoices page',
  component: InvoicesPage,
  // The case numbers link to their cases.
  decorators: [withMemoryRouter],
  parameters: { layout: 'fullscreen' },
  args: {
    requestedPage: undefined,
    onPageChange: fn(),
    notify: { success: fn(), error: fn(), info: fn() },
    now: NOW,
    redirect: fn(),
    layout: 'table',
  },
} satisfies Meta<typeof InvoicesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WideScreenTable: Story = {
  decorators: [withQueries([[invoiceKeys.list, invoicesResponse()]])],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Faktury i płatności' })).toBeVisible();
    const total = canvas.getByRole('region', { name: 'Do zapłaty łącznie' });
    // Customer journeys: the pending payment stays in the total, said as pending (2 547,05 zł payable + 732,10 zł).
    await expect(total).toHaveTextContent('3 279,15 zł');
    await expect(total).toHaveTextContent('3 dokumenty do zapłaty');
    await expect(total).toHaveTextContent('w tym 732,10 zł w toku płatności (1 dokument)');
    const overdue = canvas.getByRole('region', { name: 'Po terminie płatności' });
    await expect(overdue).toHaveTextContent('489,00 zł');
    await expect(overdue).toHaveTextContent('1 dokument po terminie płatności');

    const table = canvas.getByRole('table', { name: /Dokumenty do zapłaty/ });
    const rows = within(table).getAllByRole('row').slice(1);
    // Sorted by payment term ascending; the overdue one is marked.
    await expect(rows.map((row) => row.querySelector('td:nth-child(3)')?.textContent)).toEqual([
      overdueInvoice.number,
      activeInvoice.number,
      secondActiveInvoice.number,
      pendingInvoice.number,
    ]);
    await expect(within(rows[0]!).getByText('Po terminie')).toBeVisible();
    await expect(within(rows[0]!).getByText('Brak adresu inwestycji')).toBeVisible();
    await expect(within(rows[1]!).getByRole('cell', { name: /123,45\s*zł/ })).toHaveStyle({
      textAlign: 'end',
    });

    // A pending invoice: no checkbox, the pending text and the finish-payment link.
    await expect(within(rows[3]!).queryByRole('checkbox')).toBeNull();
    await expect(within(rows[3]!).getByText('Płatność w toku')).toBeVisible();
    const finish = within(rows[3]!).getByRole('link', { name: /Dokończ płatność/ });
    await expect(finish).toHaveAttribute('href', pendingInvoice.redirectUrl);
    // The tooltip's text is the link's description for assistive technology, hovered or not.
    await expect(finish).toHaveAccessibleDescription(
      /Płatność została rozpoczęta, ale nie została zakończona/,
    );
    // Customer journeys: the waiting payment can be cancelled, and the case number leads to the case.
    await expect(
      within(rows[3]!).getByRole('button', { name: `Anuluj płatność za dokument ${pendingInvoice.number}` }),
    ).toBeEnabled();
    await expect(
      within(rows[1]!).getByRole('link', { name: `Sprawa ${activeInvoice.issueNumber}` }),
    ).toHaveAttribute('href', `/lista-spraw/${activeInvoice.issueId}`);
    await expect(within(rows[0]!).queryByRole('link', { name: /^Sprawa/ })).toBeNull();

    await userEvent.click(canvas.getByRole('checkbox', { name: `Zaznacz dokument ${activeInvoice.number}` }));
    await userEvent.click(
      canvas.getByRole('checkbox', { name: `Zaznacz dokument ${secondActiveInvoice.number}` }),
    );
    await expect(canvas.getByText('Zaznaczono 2 dokumenty')).toBeVisible();
    await expect(canvas.getByText('Razem: 2 058,05 zł')).toBeVisible();
    await expect(
      canvas.getByRole('checkbox', { name: 'Zaznacz wszystkie dokumenty do zapłaty' }),
    ).toBePartiallyChecked();

    await userEvent.click(canvas.getByRole('checkbox', { name: 'Zaznacz wszystkie dokumenty do zapłaty' }));
    await expect(canvas.getByText('Zaznaczono 3 dokumenty')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Wyczyść zaznaczenie' }));
    await expect(canvas.getByText('Zaznacz dokumenty, aby zapłacić za nie jedną płatnością.')).toBeVisible();
    // Disabled (and, on a phone, hidden until the first selection).
    await expect(
      canvas.getByRole('button', { name: 'Zapłać zaznaczone dokumenty', hidden: true }),
    ).toBeDisabled();

    // The historical section: 10 of 14, paid ones with their payment date, canceled with a chip.
    const history = await canvas.findByRole('table', { name: /Płatności historyczne/ });
    await expect(within(history).getAllByRole('row')).toHaveLength(11);
    await expect(canvas.getByText('1–10 z 14 wyników')).toBeVisible();
    await expect(within(history).getAllByText('Anulowana')).toHaveLength(2);
  },
};

export const MobileTiles: Story = {
  args: { layout: 'tiles' },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  decorators: [withQueries([[invoiceKeys.list, invoicesResponse()]])],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('table')).toBeNull();
    const list = canvas.getByRole('list', { name: /Dokumenty do zapłaty/ });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Zaznacz wszystkie dokumenty do zapłaty' }));
    await expect(canvas.getByText('Zaznaczono 3 dokumenty')).toBeVisible();
    // On touch screens the finish link's explanation is written out.
    await expect(canvas.getByText(/Płatność została rozpoczęta, ale nie została zakończona/)).toBeVisible();
    // The historical section is its own chunk (historySectionChunk.ts): it arrives after the list.
    await expect(await canvas.findByRole('button', { name: 'Filtry i sortowanie' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  },
};

export const EverythingPaid: Story = {
  decorators: [withQueries([[invoiceKeys.list, invoicesResponse([...paidInvoices, ...canceledInvoices])]])],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Wszystkie dokumenty są opłacone. Dziękujemy.')).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Do zapłaty łącznie' })).toHaveTextContent('0,00 zł');
    await expect(canvas.getByRole('region', { name: 'Po terminie płatności' })).toHaveTextContent('0,00 zł');
    await expect(canvas.getByRole('button', { name: /Zapłać całość/ })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: /Zapłać zaległe/ })).toBeDisabled();
  },
};

export const NoHistory: Story = {
  decorators: [withQueries([[invoiceKeys.list, invoicesResponse([activeInvoice, overdueInvoice])]])],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Brak płatności historycznych.')).toBeVisible();
    await expect(canvas.queryByLabelText('Szukaj')).toBeNull();
  },
};

export const FilteredToNothing: Story = {
  decorators: [withQueries([[invoiceKeys.list, invoicesResponse()]])],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Folded away on narrow screens (and in a test's DOM, where no media query matches).
    const search = await canvas.findByLabelText('Szukaj');
    const toggle = canvas.queryByRole('button', { name: 'Filtry i sortowanie' });
    if (toggle) await userEvent.click(toggle);
    await userEvent.type(search, 'nie ma takiego');
    await expect(canvas.getByText('Brak wyników dla podanych kryteriów filtrowania')).toBeVisible();
    await expect(canvas.getByText('Liczba wyników: 0')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Wyczyść filtry' }));
    await expect(canvas.getByText('1–10 z 14 wyników')).toBeVisible();
  },
};

export const SecondHistoryPage: Story = {
  args: { requestedPage: 2 },
  decorators: [withQueries([[invoiceKeys.list, invoicesResponse()]])],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('11–14 z 14 wyników')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Strona 2' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('button', { name: 'Poprzednia strona' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(1, { replace: false });
  },
};

export const Loading: Story = {
  decorators: [withQueries()],
  beforeEach: () => installFakeInvoicesApi({ invoices: () => new Promise(() => undefined) }).restore,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Ładujemy dokumenty…')).toBeInTheDocument();
  },
};

export const LoadFailed: Story = {
  decorators: [withQueries()],
  beforeEach: () =>
    installFakeInvoicesApi({
      invoices: () =>
        Response.json(
          { status: 500, error: 'server', message: 'Błąd', errorId: 'ABCD1234' },
          { status: 500 },
        ),
    }).restore,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('Nie udało się wczytać dokumentów')).toBeVisible());
    // Customer journeys: the server's error code is shown, and no advice to check the connection.
    await expect(canvas.getByText('Kod błędu: ABCD1234')).toBeVisible();
    await expect(canvas.queryByText(/Sprawdź połączenie z internetem/)).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Spróbuj ponownie' })).toBeEnabled();
  },
};
