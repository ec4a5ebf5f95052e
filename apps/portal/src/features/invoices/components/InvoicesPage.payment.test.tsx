// portal-spec §4 Payment flow, §5 payment pre-check and §8 payment errors, through the invoices page.
import { i18n, type MessageDescriptor } from '@lingui/core';
import type { InvoicesResponse, PaymentOrderRequest } from '@portal/api-contract';
import { UiProvider } from '@portal/ui';
import { render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from 'storybook/test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { invoiceKeys } from '../api/invoiceQueries.ts';
import { paymentErrorToast } from '../lib/paymentErrors.ts';
import {
  activeInvoice,
  invoicesResponse,
  NOW,
  overdueInvoice,
  pendingInvoice,
  secondActiveInvoice,
} from '../test/fixtures.ts';
import {
  createTestQueryClient,
  deferred,
  installFakeInvoicesApi,
  QueryProvider,
  testConfig,
  type FakeInvoicesApi,
} from '../test/providers.tsx';
import { InMemoryRouter } from '../../../test/withMemoryRouter.tsx';
import { usePaymentStore } from '../stores/paymentStore.ts';
import { InvoicesPage } from './InvoicesPage.tsx';

const PROVIDER = 'https://platnosci.example.com/trnRequest/T0K3N';
let restore: (() => void) | undefined;

afterEach(() => {
  restore?.();
  usePaymentStore.getState().reset();
});

async function renderPage(
  api: FakeInvoicesApi = {},
  limits: Partial<typeof testConfig> = {},
  seed: InvoicesResponse = invoicesResponse(),
) {
  const fake = installFakeInvoicesApi({ invoices: () => invoicesResponse(), ...api });
  restore = fake.restore;
  const client = createTestQueryClient([[invoiceKeys.list, seed]], {
    ...testConfig,
    ...limits,
  });
  const notify = { success: vi.fn(), error: vi.fn(), info: vi.fn() };
  const redirect = vi.fn();
  render(
    <UiProvider i18n={i18n}>
      <QueryProvider client={client}>
        <InMemoryRouter>
          <InvoicesPage
            requestedPage={undefined}
            onPageChange={vi.fn()}
            notify={notify}
            now={NOW}
            redirect={redirect}
            layout="table"
          />
        </InMemoryRouter>
      </QueryProvider>
    </UiProvider>,
  );
  await screen.findByRole('heading', { level: 1, name: 'Faktury i płatności' });
  const payCalls = () => fake.calls.filter((call) => call.url === '/api/orders/pay');
  return { fake, notify, redirect, payCalls };
}

const texts = (mock: ReturnType<typeof vi.fn>) =>
  mock.mock.calls.map(([message]) => i18n._(message as MessageDescriptor));

async function selectTwo(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('checkbox', { name: `Zaznacz dokument ${activeInvoice.number}` }));
  await user.click(screen.getByRole('checkbox', { name: `Zaznacz dokument ${secondActiveInvoice.number}` }));
}

describe('paying on the invoices page', { timeout: 30_000 }, () => {
  it('sends the selected invoices with decimal amounts and case numbers, then goes to the provider', async () => {
    const user = userEvent.setup();
    const { redirect, payCalls } = await renderPage({
      pay: () => Response.json({ redirectUrl: PROVIDER, errorType: null, status: 200 }),
    });
    await selectTwo(user);
    await user.click(screen.getByRole('button', { name: 'Zapłać zaznaczone dokumenty' }));
    await waitFor(() => expect(redirect).toHaveBeenCalledWith(PROVIDER));
    expect(payCalls()).toHaveLength(1);
    expect(payCalls()[0]?.body).toEqual({
      totalAmount: '2058.05',
      invoices: [
        { number: 'FV/2026/00001', orderId: 'ZP/2026/01001', amount: '123.45' },
        { number: 'FV/2026/00002', orderId: 'ZP/2026/01008', amount: '1934.60' },
      ],
    } satisfies PaymentOrderRequest);
  });

  it('pays the total and the overdue amount with their own invoices', async () => {
    const user = userEvent.setup();
    const { payCalls } = await renderPage({
      pay: () => Response.json({ redirectUrl: null, errorType: 'wsclient', status: 502 }, { status: 502 }),
    });
    await user.click(screen.getByRole('button', { name: /^Zapłać całość/ }));
    await waitFor(() => expect(payCalls()).toHaveLength(1));
    expect((payCalls()[0]?.body as PaymentOrderRequest).invoices.map((i) => i.number)).toEqual([
      overdueInvoice.number,
      activeInvoice.number,
      secondActiveInvoice.number,
    ]);
    await waitFor(() => expect(screen.getByRole('button', { name: /^Zapłać zaległe/ })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: /^Zapłać zaległe/ }));
    await waitFor(() => expect(payCalls()).toHaveLength(2));
    expect(payCalls()[1]?.body).toEqual({
      totalAmount: '489.00',
      invoices: [{ number: overdueInvoice.number, orderId: '', amount: '489.00' }],
    });
  });

  it('shows loading on the involved invoices’ buttons and disables the others until the reply', async () => {
    const user = userEvent.setup();
    const reply = deferred<Response>();
    await renderPage({ pay: () => reply.promise });
    await user.click(screen.getByRole('button', { name: `Zapłać za dokument ${activeInvoice.number}` }));
    const own = screen.getByRole('button', { name: `Zapłać za dokument ${activeInvoice.number}` });
    await waitFor(() => expect(own).toHaveAttribute('data-loading'));
    expect(
      screen.getByRole('button', { name: `Zapłać za dokument ${secondActiveInvoice.number}` }),
    ).toBeDisabled();
    expect(screen.getByRole('button', { name: /^Zapłać całość/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: /^Zapłać zaległe/ })).toBeDisabled();
    expect(
      screen.getByRole('checkbox', { name: `Zaznacz dokument ${secondActiveInvoice.number}` }),
    ).toBeDisabled();
    reply.resolve(
      Response.json({ redirectUrl: null, errorType: 'transaction', status: 502 }, { status: 502 }),
    );
    await waitFor(() => expect(own).not.toHaveAttribute('data-loading'));
    expect(screen.getByRole('button', { name: /^Zapłać całość/ })).toBeEnabled();
  });
});

describe('the payment pre-check (portal-spec §5)', { timeout: 30_000 }, () => {
  it('sends nothing over the amount limit and names the amount and the limit', async () => {
    const user = userEvent.setup();
    const { notify, payCalls } = await renderPage({}, { paymentAmountLimit: 2000 });
    await selectTwo(user);
    await user.click(screen.getByRole('button', { name: 'Zapłać zaznaczone dokumenty' }));
    await waitFor(() => expect(notify.error).toHaveBeenCalledTimes(1));
    expect(texts(notify.error)[0]?.replaceAll('\u00a0', ' ')).toBe(
      'Łączna kwota płatności 2 058,05 zł przekracza limit jednej transakcji (2 000,00 zł). Zaznacz mniej dokumentów i zapłać je w kilku częściach.',
    );
    expect(payCalls()).toHaveLength(0);
  });

  it('sends nothing over the title limit and names the length and the limit', async () => {
    const user = userEvent.setup();
    const { notify, payCalls } = await renderPage({}, { paymentTitleLimit: 20 });
    await selectTwo(user);
    await user.click(screen.getByRole('button', { name: 'Zapłać zaznaczone dokumenty' }));
    await waitFor(() => expect(notify.error).toHaveBeenCalledTimes(1));
    expect(texts(notify.error)[0]).toBe(
      'Tytuł płatności ma 27 znaków, a limit jednej transakcji to 20 znaków. Zaznacz mniej dokumentów i zapłać je w kilku częściach.',
    );
    expect(payCalls()).toHaveLength(0);
  });

  it('shows the server’s re-check of a limit with the same text', async () => {
    const user = userEvent.setup();
    const { notify } = await renderPage({
      pay: () =>
        Response.json(
          { redirectUrl: null, errorType: 'max_title_transaction_limit', status: 400 },
          { status: 400 },
        ),
    });
    await selectTwo(user);
    await user.click(screen.getByRole('button', { name: 'Zapłać zaznaczone dokumenty' }));
    await waitFor(() => expect(notify.error).toHaveBeenCalledTimes(1));
    expect(texts(notify.error)[0]).toMatch(
      /^Tytuł płatności ma 27 znaków, a limit jednej transakcji to 127 znaków/,
    );
  });
});

describe('payment errors (portal-spec §8)', { timeout: 30_000 }, () => {
  it.each([
    ['transaction', 502],
    ['wsclient', 502],
    ['invalid_total_amount', 400],
    [null, 500],
  ])('errorType %s gives its own error toast that stays until closed', async (errorType, status) => {
    const user = userEvent.setup();
    const { notify } = await renderPage({
      pay: () =>
        errorType
          ? Response.json({ redirectUrl: null, errorType, status }, { status })
          : Response.json(
              { status, error: 'server', message: 'Błąd serwera', errorId: 'ABCD1234' },
              { status },
            ),
    });
    await user.click(screen.getByRole('button', { name: `Zapłać za dokument ${activeInvoice.number}` }));
    await waitFor(() => expect(notify.error).toHaveBeenCalledTimes(1));
    expect(texts(notify.error)).toEqual([i18n._(paymentErrorToast(errorType))]);
    expect(notify.error.mock.calls[0]?.[1]).toBe(false);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('opens the payment error dialog on invoice_state_mismatch; its refresh reloads the invoices with a notice and a toast', async () => {
    const user = userEvent.setup();
    const { notify, fake } = await renderPage({
      pay: () =>
        Response.json(
          { redirectUrl: null, errorType: 'invoice_state_mismatch', status: 409 },
          { status: 409 },
        ),
    });
    await user.click(screen.getByRole('button', { name: `Zapłać za dokument ${activeInvoice.number}` }));
    // The dialog's code loads on first use: a loaded machine may take more than a second.
    const dialog = await screen.findByRole(
      'alertdialog',
      { name: 'Nie można rozpocząć płatności' },
      { timeout: 5000 },
    );
    expect(within(dialog).getByText(/Stan wybranych dokumentów zmienił się/)).toBeInTheDocument();
    const refresh = within(dialog).getByRole('button', { name: 'Odśwież dokumenty' });
    // Focus moves into the dialog (onto the refresh button in a browser: jsdom has no layout, so the focus
    // trap takes the dialog itself; the end-to-end journey checks the button).
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    const started = Date.now();
    // Watched from before the click: the notice shows for about 1.5 s, and on a loaded machine the wait
    // for the dialog to close below could outlast it.
    const noticeShown = screen.findByText('Odświeżamy listę dokumentów…', {}, { timeout: 5000 });
    await user.click(refresh);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await noticeShown;
    expect(Date.now() - started).toBeGreaterThanOrEqual(450);
    await waitFor(() => expect(notify.success).toHaveBeenCalledTimes(1), { timeout: 4000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(1950);
    expect(texts(notify.success)).toEqual(['Lista dokumentów została odświeżona.']);
    expect(fake.calls.filter((call) => call.url === '/api/issues/invoices')).toHaveLength(1);
    expect(screen.queryByText('Odświeżamy listę dokumentów…')).toBeNull();
  });
});

describe('a payment left waiting at the provider', () => {
  const paidElsewhere = {
    ...pendingInvoice,
    status: 'ACTIVE' as const,
    redirectUrl: null,
    paymentOrderId: null,
  };

  it('is cancelled with "Anuluj płatność": the invoices reload and the invoice is payable again', async () => {
    const user = userEvent.setup();
    let cancelled = false;
    const { notify, fake } = await renderPage(
      {
        invoices: () =>
          invoicesResponse(cancelled ? [activeInvoice, paidElsewhere] : [activeInvoice, pendingInvoice]),
        cancel: (id) => {
          cancelled = true;
          return {
            id,
            status: 'CANCELED',
            totalAmount: pendingInvoice.amount,
            invoiceNumbers: [],
            paidAt: null,
          };
        },
      },
      {},
      invoicesResponse([activeInvoice, pendingInvoice]),
    );
    const row = screen.getByRole('row', { name: new RegExp(pendingInvoice.number) });
    expect(within(row).getByRole('link', { name: /Dokończ płatność/ })).toHaveAttribute(
      'href',
      pendingInvoice.redirectUrl,
    );
    await user.click(
      within(row).getByRole('button', { name: `Anuluj płatność za dokument ${pendingInvoice.number}` }),
    );
    await waitFor(() => expect(notify.success).toHaveBeenCalledTimes(1));
    expect(texts(notify.success)).toEqual(['Płatność została anulowana. Dokumenty możesz opłacić ponownie.']);
    expect(fake.calls.map((call) => `${call.method} ${call.url}`)).toContain(
      `POST /api/orders/${pendingInvoice.paymentOrderId}/cancel`,
    );
    expect(
      await screen.findByRole('button', { name: `Zapłać za dokument ${pendingInvoice.number}` }),
    ).toBeEnabled();
  });

  it('says so when the payment no longer waits (paid or expired meanwhile), and shows the list as it is', async () => {
    const user = userEvent.setup();
    const { notify } = await renderPage(
      {
        invoices: () => invoicesResponse([activeInvoice, pendingInvoice]),
        cancel: () =>
          Response.json(
            { status: 409, error: 'conflict', message: 'Tej płatności nie można już anulować.' },
            { status: 409 },
          ),
      },
      {},
      invoicesResponse([activeInvoice, pendingInvoice]),
    );
    await user.click(
      screen.getByRole('button', { name: `Anuluj płatność za dokument ${pendingInvoice.number}` }),
    );
    await waitFor(() => expect(notify.info).toHaveBeenCalledTimes(1));
    expect(texts(notify.info)).toEqual([
      'Tej płatności nie można już anulować. Lista dokumentów pokazuje jej obecny stan.',
    ]);
    expect(notify.error).not.toHaveBeenCalled();
  });

  it('keeps the pending amount in the total, said as pending', async () => {
    const shown = invoicesResponse([activeInvoice, pendingInvoice]);
    await renderPage({ invoices: () => shown }, {}, shown);
    const total = screen.getByRole('region', { name: 'Do zapłaty łącznie' });
    // 123,45 zł payable + 732,10 zł pending.
    expect(total).toHaveTextContent('855,55 zł');
    expect(total).toHaveTextContent('1 dokument do zapłaty');
    expect(total).toHaveTextContent('w tym 732,10 zł w toku płatności (1 dokument)');
  });
});
