import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ACCOUNT_NUMBER, activeInvoice, invoice, secondActiveInvoice } from '../test/fixtures.ts';
import { PaymentErrorDialog } from './PaymentErrorDialog.tsx';
import { TransferDataDialog } from './TransferDataDialog.tsx';

const meta = {
  title: 'Portal/Invoices/Dialogs',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const notify = { success: fn(), error: fn(), info: fn() };
const writeText = fn(async (_text: string) => undefined);

/** The dialog renders in a portal, outside the story's canvas. */
const screen = () => within(document.body);

function stubClipboard(clipboard: { writeText: (text: string) => Promise<void> } | undefined) {
  const descriptor = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
  Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true });
  return () => {
    if (descriptor) Object.defineProperty(navigator, 'clipboard', descriptor);
    else Reflect.deleteProperty(navigator, 'clipboard');
  };
}

export const TransferData: Story = {
  beforeEach: () => stubClipboard({ writeText }),
  render: () => (
    <TransferDataDialog
      open
      onClose={fn()}
      accountNumber={ACCOUNT_NUMBER}
      invoices={[activeInvoice, secondActiveInvoice]}
      titleLimit={127}
      notify={notify}
    />
  ),
  play: async () => {
    const dialog = await screen().findByRole('dialog', { name: 'Dane do przelewu' });
    const body = within(dialog);
    await expect(body.getByText('61 1090 1014 0000 0000 0000 0001')).toBeVisible();
    await expect(body.getByText('FV/2026/00001 FV/2026/00002')).toBeVisible();
    await expect(body.getByText('2 058,05 zł')).toBeVisible();
    await expect(body.getByText('Operator Systemu Dystrybucyjnego')).toBeVisible();
    await expect(body.queryByText('Tytuł przelewu jest za długi')).toBeNull();
    await expect(body.getByRole('img', { name: 'Kod QR z danymi przelewu' })).toHaveAttribute(
      'data-payload',
      '|PL|61109010140000000000000001|205805|Operator OSD|FV/2026/00001 FV/2026/00002|||',
    );

    await userEvent.click(body.getByRole('button', { name: 'Kopiuj numer rachunku' }));
    await expect(writeText).toHaveBeenCalledWith('61109010140000000000000001');
    await expect(await body.findByRole('button', { name: 'Skopiowano numer rachunku' })).toBeVisible();
    await userEvent.click(body.getByRole('button', { name: 'Kopiuj tytuł przelewu' }));
    await expect(writeText).toHaveBeenLastCalledWith('FV/2026/00001 FV/2026/00002');
    await userEvent.click(body.getByRole('button', { name: 'Kopiuj kwotę' }));
    await expect(writeText).toHaveBeenLastCalledWith('2058,05');
  },
};

const many = Array.from({ length: 10 }, (_, i) =>
  invoice({ number: `FV/2026/${String(i + 1).padStart(5, '0')}`, amount: '1500.00' }),
);

export const TitleOverTheLimit: Story = {
  render: () => (
    <TransferDataDialog
      open
      onClose={fn()}
      accountNumber={ACCOUNT_NUMBER}
      invoices={many}
      titleLimit={127}
      notify={notify}
    />
  ),
  play: async () => {
    const dialog = await screen().findByRole('dialog', { name: 'Dane do przelewu' });
    const body = within(dialog);
    // 10 numbers of 13 characters and 9 spaces: 139 characters.
    await expect(body.getByText('Tytuł przelewu jest za długi')).toBeVisible();
    await expect(
      body.getByText(/Tytuł ma 139 znaków, a limit to 127, więc bank może go skrócić/),
    ).toBeVisible();
    await expect(body.getByText(/opłać je w kilku osobnych przelewach/)).toBeVisible();
    // 15 000,00 zł does not fit the code's 6 digits; the title in the code is cut at a whole number.
    await expect(body.getByText(/Kwota jest wyższa niż 9 999,99 zł/)).toBeVisible();
    await expect(body.getByText(/Kod zawiera skrócony tytuł/)).toBeVisible();
    await expect(body.getByRole('img', { name: 'Kod QR z danymi przelewu' })).toHaveAttribute(
      'data-payload',
      '|PL|61109010140000000000000001|000000|Operator OSD|FV/2026/00001 FV/2026/00002|||',
    );
  },
};

const transferDialogForOneInvoice = () => (
  <TransferDataDialog
    open
    onClose={fn()}
    accountNumber={ACCOUNT_NUMBER}
    invoices={[activeInvoice]}
    titleLimit={127}
    notify={notify}
  />
);

export const ClipboardNotSupported: Story = {
  beforeEach: () => stubClipboard(undefined),
  render: transferDialogForOneInvoice,
  play: async () => {
    const dialog = await screen().findByRole('dialog', { name: 'Dane do przelewu' });
    notify.error.mockClear();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kopiuj numer rachunku' }));
    await waitFor(() => expect(notify.error).toHaveBeenCalledTimes(1));
    await expect(notify.error.mock.calls[0]?.[0]).toMatchObject({
      message: 'Ta przeglądarka nie pozwala kopiować do schowka. Zaznacz tekst i skopiuj go ręcznie.',
    });
    await expect(within(dialog).getByRole('button', { name: 'Kopiuj numer rachunku' })).toBeVisible();
  },
};

export const ClipboardError: Story = {
  beforeEach: () => stubClipboard({ writeText: () => Promise.reject(new Error('NotAllowedError')) }),
  render: transferDialogForOneInvoice,
  play: async () => {
    const dialog = await screen().findByRole('dialog', { name: 'Dane do przelewu' });
    notify.error.mockClear();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kopiuj tytuł przelewu' }));
    await waitFor(() => expect(notify.error).toHaveBeenCalledTimes(1));
    await expect(notify.error.mock.calls[0]?.[0]).toMatchObject({
      message: 'Nie udało się skopiować do schowka. Spróbuj ponownie albo skopiuj tekst ręcznie.',
    });
  },
};

const onRefresh = fn();
const onClose = fn();

export const PaymentError: Story = {
  render: () => (
    <PaymentErrorDialog open errorType="invoice_state_mismatch" onClose={onClose} onRefresh={onRefresh} />
  ),
  play: async () => {
    const dialog = await screen().findByRole('alertdialog', { name: 'Nie można rozpocząć płatności' });
    await expect(within(dialog).getByText(/Odśwież listę dokumentów i spróbuj ponownie/)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Odśwież dokumenty' }));
    await expect(onRefresh).toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zamknij okno' }));
    await expect(onClose).toHaveBeenCalled();
  },
};
