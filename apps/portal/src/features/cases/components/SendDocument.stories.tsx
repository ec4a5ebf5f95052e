// portal-spec §2 Send-document modal, §4 send-document state, §5 rules, §8 upload errors: the modal's states.
import { i18n, type MessageDescriptor } from '@lingui/core';
import type { IssueDocumentStatus } from '@portal/api-contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { ApiClientError } from '../../../lib/api/index.ts';
import { mapFailedResponse } from '../../../lib/api/errorMapping.ts';
import { withMemoryRouter } from '../../../test/withMemoryRouter.tsx';
import type { SendDocumentInput } from '../api/sendIssueDocument.ts';
import { discardAllLetterDrafts, readLetterDraft, saveLetterDraft } from '../stores/letterDraft.ts';
import { resetSessionStore, useSessionStore } from '../../../shared/session/stores/sessionStore.ts';
import { issueDetails } from '../test/fixtures.ts';
import { IssueDetailsView } from './IssueDetailsView.tsx';

const notify = { success: fn(), error: fn() };
const onDocumentSent = fn();

const sentDocument: IssueDocumentStatus = {
  id: 999,
  barcode: null,
  status: 'Przekazano do realizacji',
  registrationDate: '2026-05-20T10:00:00.000Z',
  responseDate: null,
};

function Modal({ send }: { send: (input: SendDocumentInput) => Promise<IssueDocumentStatus> }) {
  return (
    <IssueDetailsView issue={issueDetails()} notify={notify} send={send} onDocumentSent={onDocumentSent} />
  );
}

const meta = {
  title: 'Portal/Cases/Send-document modal',
  parameters: { layout: 'fullscreen' },
  decorators: [withMemoryRouter],
  beforeEach: () => {
    notify.error.mockClear();
    notify.success.mockClear();
    onDocumentSent.mockClear();
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const page = within(document.body);

async function openModal(canvasElement: HTMLElement): Promise<HTMLElement> {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Wyślij nowe pismo' }));
  return page.findByRole('dialog', { name: 'Nowe pismo do sprawy' });
}

function pdf(name: string, size = 2048): File {
  const file = new File(['%PDF-1.4'], name, { type: 'application/pdf' });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

/** Picks files in the drop zone's picker, whatever their extension (as a user can with 'All files'). */
function pick(dialog: HTMLElement, files: File[]): void {
  const input = within(dialog).getByLabelText('Dodaj załączniki') as HTMLInputElement;
  Object.defineProperty(input, 'files', { value: files, configurable: true });
  fireEvent.change(input);
}

/** Enters a whole text at once (as a paste would): typing letter by letter is slow in jsdom. */
function write(field: HTMLElement, value: string): void {
  fireEvent.change(field, { target: { value } });
}

const toastText = (mock: typeof notify.error, call = 0) =>
  i18n._(mock.mock.calls[call]?.[0] as MessageDescriptor);

export const EmptyForm: Story = {
  render: () => <Modal send={fn()} />,
  play: async ({ canvasElement }) => {
    const dialog = await openModal(canvasElement);
    const text = within(dialog).getByLabelText('Treść pisma');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Wyślij pismo' }));
    // Neither text nor attachments: portal-spec §5, announced and linked to the field.
    const message = await within(dialog).findByText(
      'Wpisz treść pisma lub dodaj przynajmniej jeden załącznik.',
    );
    await expect(message).toHaveAttribute('role', 'alert');
    await expect(text).toHaveAttribute('aria-errormessage', message.id);
    // Customer journeys: also described by it (screen readers read aria-describedby more widely), then the counter.
    await expect(text).toHaveAccessibleDescription(
      'Wpisz treść pisma lub dodaj przynajmniej jeden załącznik. Znaki: 0 / 4000',
    );
    await expect(text).toHaveAttribute('aria-invalid', 'true');
    // Customer journeys: the error summary of the other forms: focused, with a link that moves to the field.
    const summary = within(dialog).getByRole('alert', { name: 'Popraw błędy w formularzu' });
    await waitFor(() => expect(summary).toHaveFocus());
    await userEvent.click(
      within(summary).getByRole('link', {
        name: 'Treść pisma: wpisz treść pisma lub dodaj przynajmniej jeden załącznik.',
      }),
    );
    await expect(text).toHaveFocus();
    write(text, 'Proszę o kontakt.');
    await expect(
      within(dialog).queryByText('Wpisz treść pisma lub dodaj przynajmniej jeden załącznik.'),
    ).toBeNull();
    await expect(within(dialog).queryByRole('alert', { name: 'Popraw błędy w formularzu' })).toBeNull();
    await expect(within(dialog).getByText('Znaki: 17 / 4000')).toBeInTheDocument();
    await expect(text).toHaveAccessibleDescription('Znaki: 17 / 4000');
  },
};

/** Security hardening: a text with a control or bidirectional character is refused before sending, as the server would. */
export const HiddenCharactersInText: Story = {
  render: () => <Modal send={fn()} />,
  play: async ({ canvasElement }) => {
    const dialog = await openModal(canvasElement);
    const text = within(dialog).getByLabelText('Treść pisma');
    write(text, 'Faktura\u202Efdp.exe do sprawy');
    const message = await within(dialog).findByText(
      'Treść pisma zawiera niedozwolone znaki sterujące (np. wklejone z innego programu). Usuń je i wyślij ponownie.',
    );
    await expect(text).toHaveAttribute('aria-errormessage', message.id);
    await expect(within(dialog).getByRole('button', { name: 'Wyślij pismo' })).toBeDisabled();
    write(text, 'Faktura do sprawy');
    await expect(within(dialog).queryByText(/niedozwolone znaki sterujące/)).toBeNull();
    await expect(within(dialog).getByRole('button', { name: 'Wyślij pismo' })).toBeEnabled();
  },
};

export const AttachmentErrors: Story = {
  render: () => <Modal send={fn()} />,
  play: async ({ canvasElement }) => {
    const dialog = await openModal(canvasElement);
    // A wrong extension joins the list with its error beside the picker (no toast), until it is removed.
    pick(dialog, [new File(['MZ'], 'program.exe')]);
    await expect(notify.error).not.toHaveBeenCalled();
    const wrong = within(dialog).getByRole('list', { name: 'Dodane załączniki' });
    await expect(wrong).toHaveTextContent('program.exe');
    await expect(wrong).toHaveTextContent('Nieprawidłowy format pliku');
    await expect(
      within(dialog).getByText('Nieprawidłowy format pliku. Usuń ten plik z listy.'),
    ).toBeInTheDocument();
    await expect(within(dialog).getByRole('button', { name: /Wyślij pismo/ })).toBeDisabled();
    // The summary lists it too, its link leads to the picker; it leaves with the file.
    const summary = within(dialog).getByRole('alert', { name: 'Popraw błędy w formularzu' });
    await userEvent.click(
      within(summary).getByRole('link', {
        name: 'Załączniki: Nieprawidłowy format pliku. Usuń ten plik z listy.',
      }),
    );
    await expect(within(dialog).getByLabelText('Dodaj załączniki')).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: /Usuń.*program\.exe/ }));
    await expect(within(dialog).queryByRole('list', { name: 'Dodane załączniki' })).toBeNull();
    await expect(within(dialog).queryByRole('alert', { name: 'Popraw błędy w formularzu' })).toBeNull();

    // Over 10 MB: the size in an error style, the first error shown, send disabled.
    pick(dialog, [pdf('plan.pdf', 10_485_761)]);
    const files = within(dialog).getByRole('list', { name: 'Dodane załączniki' });
    await expect(files).toHaveTextContent('plan.pdf');
    await expect(files).toHaveTextContent('10 MB');
    await expect(files).toHaveTextContent('Plik jest za duży (najwyżej 10 MB)');
    await expect(
      within(dialog).getByText('Plik może mieć najwyżej 10 MB. Usuń za duży plik z listy.'),
    ).toBeInTheDocument();
    await expect(within(dialog).getByRole('button', { name: 'Wyślij pismo' })).toBeDisabled();

    // Removing it clears the error; the same file twice is a duplicate.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Usuń plik plan.pdf' }));
    pick(dialog, [pdf('skan.pdf'), pdf('skan.pdf')]);
    await expect(
      within(dialog).getByText('Ten plik został już dodany. Usuń powtórzony plik z listy.'),
    ).toBeInTheDocument();
    await expect(within(dialog).getByRole('button', { name: 'Wyślij pismo' })).toBeDisabled();
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Usuń plik skan.pdf' })[1]!);
    await expect(within(dialog).getByRole('button', { name: 'Wyślij pismo' })).toBeEnabled();
    await expect(within(dialog).getByText('Gotowy do wysłania')).toBeInTheDocument();

    // Over 50 MB together.
    pick(
      dialog,
      ['1', '2', '3', '4', '5', '6'].map((name) => pdf(`${name}.pdf`, 9_000_000)),
    );
    await expect(
      within(dialog).getByText('Wszystkie pliki razem mogą mieć najwyżej 50 MB. Usuń część plików.'),
    ).toBeInTheDocument();
    await expect(within(dialog).getByRole('button', { name: 'Wyślij pismo' })).toBeDisabled();
  },
};

export const SendingWithAttachments: Story = {
  render: () => <Modal send={() => new Promise<IssueDocumentStatus>(() => undefined)} />,
  play: async ({ canvasElement }) => {
    const dialog = await openModal(canvasElement);
    pick(dialog, [pdf('oswiadczenie.pdf')]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Wyślij pismo' }));
    await expect(
      await within(dialog).findByText(
        'Trwa skanowanie antywirusowe załączników i wysyłanie pisma. Może to potrwać około 30 sekund.',
      ),
    ).toBeInTheDocument();
    await expect(within(dialog).getByRole('button', { name: 'Zamknij okno' })).toBeDisabled();
    await expect(within(dialog).getByRole('button', { name: /Wysyłanie/ })).toBeDisabled();
    await expect(within(dialog).getByText('Sprawdzanie i wysyłanie…')).toBeInTheDocument();
  },
};

export const SendingWithoutAttachments: Story = {
  render: () => <Modal send={() => new Promise<IssueDocumentStatus>(() => undefined)} />,
  play: async ({ canvasElement }) => {
    const dialog = await openModal(canvasElement);
    write(within(dialog).getByLabelText('Treść pisma'), 'Proszę o termin odbioru.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Wyślij pismo' }));
    await expect(
      await within(dialog).findByText('Trwa wysyłanie pisma. Może to potrwać około 15 sekund.'),
    ).toBeInTheDocument();
  },
};

export const Success: Story = {
  render: () => <Modal send={async () => sentDocument} />,
  play: async ({ canvasElement }) => {
    const dialog = await openModal(canvasElement);
    write(within(dialog).getByLabelText('Treść pisma'), 'Przesyłam oświadczenie.');
    pick(dialog, [pdf('oswiadczenie.pdf')]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Wyślij pismo' }));
    await expect(await within(dialog).findByText('Pismo zostało wysłane')).toBeInTheDocument();
    await expect(within(dialog).getByText(/Pismo zostało przekazane do realizacji/)).toBeInTheDocument();
    await expect(onDocumentSent).toHaveBeenCalledWith(sentDocument);
    await expect(notify.success).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zamknij' }));
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    // Customer journeys: after the dialog closes, a toast says the letter was added.
    await waitFor(() => expect(toastText(notify.success)).toBe('Pismo zostało dodane do sprawy.'));
    // Reopened at once, the modal is a new, empty letter (hooks test: the flag is cleared 500 ms after closing).
    const again = await openModal(canvasElement);
    await expect(within(again).getByLabelText('Treść pisma')).toHaveValue('');
    await expect(within(again).queryByText('Pismo zostało wysłane')).toBeNull();
  },
};

const failing = (error: unknown) => async (): Promise<IssueDocumentStatus> => {
  throw error;
};

/** The server's 400 answer refusing the letter for the one reason in `detail`. */
const badRequest = (message: string, detail: { pointer: string; keyword: string; message: string }) =>
  new ApiClientError({
    kind: 'bad_request',
    status: 400,
    message: 'Bad request error',
    body: { status: 400, error: 'bad_request', message, details: [detail] },
  });

export const FileError: Story = {
  render: () => (
    <Modal send={failing(new ApiClientError({ kind: 'other', status: 422, message: 'Plik jest za duży' }))} />
  ),
  play: async ({ canvasElement }) => {
    const dialog = await openModal(canvasElement);
    pick(dialog, [pdf('skan.pdf')]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Wyślij pismo' }));
    await waitFor(() => expect(notify.error).toHaveBeenCalledTimes(1));
    await expect(toastText(notify.error)).toMatch(/^Błąd pliku/);
    // The draft stays for another try.
    await expect(within(dialog).getByText('skan.pdf')).toBeInTheDocument();
    await expect(within(dialog).getByRole('button', { name: 'Wyślij pismo' })).toBeEnabled();
  },
};

export const VirusError: Story = {
  render: () => (
    <Modal
      send={failing(
        badRequest('W załączniku wykryto wirusa.', {
          pointer: '/files/0',
          keyword: 'virus',
          message: 'W załączniku wykryto wirusa.',
        }),
      )}
    />
  ),
  play: async ({ canvasElement }) => {
    const dialog = await openModal(canvasElement);
    pick(dialog, [pdf('skan.pdf')]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Wyślij pismo' }));
    await waitFor(() => expect(notify.error).toHaveBeenCalledTimes(1));
    await expect(toastText(notify.error)).toMatch(/wykryto zagrożenie/);
  },
};

export const ApplicationError: Story = {
  render: () => <Modal send={failing(new TypeError('Failed to fetch'))} />,
  play: async ({ canvasElement }) => {
    const dialog = await openModal(canvasElement);
    write(within(dialog).getByLabelText('Treść pisma'), 'Treść');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Wyślij pismo' }));
    await waitFor(() => expect(notify.error).toHaveBeenCalledTimes(1));
    await expect(toastText(notify.error)).toMatch(/^Wystąpił błąd aplikacji/);
  },
};

/** Resilience: the server answers 503 while its database is away; what the customer wrote stays. */
export const ServiceUnavailable: Story = {
  render: () => (
    <Modal
      send={async () => {
        const answer = new Response(
          JSON.stringify({
            status: 503,
            error: 'service_unavailable',
            message: 'Serwis jest chwilowo niedostępny. Spróbuj ponownie za kilka sekund.',
          }),
          { status: 503, headers: { 'Content-Type': 'application/json', 'Retry-After': '5' } },
        );
        throw await mapFailedResponse(answer, '/api/issues/documents/send');
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    const dialog = await openModal(canvasElement);
    write(within(dialog).getByLabelText('Treść pisma'), 'Proszę o zmianę terminu.');
    pick(dialog, [pdf('skan.pdf')]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Wyślij pismo' }));
    await waitFor(() => expect(notify.error).toHaveBeenCalledTimes(1));
    await expect(toastText(notify.error)).toBe(
      'Serwis jest chwilowo niedostępny. Pismo nie zostało wysłane – treść i załączniki czekają, wyślij je ponownie za kilka sekund.',
    );
    await expect(within(dialog).getByLabelText('Treść pisma')).toHaveValue('Proszę o zmianę terminu.');
    await expect(within(dialog).getByText('skan.pdf')).toBeInTheDocument();
    await expect(within(dialog).getByRole('button', { name: 'Wyślij pismo' })).toBeEnabled();
  },
};

export const ServerAsksForTextOrFiles: Story = {
  render: () => (
    <Modal
      send={failing(
        badRequest('Wpisz treść pisma lub dodaj przynajmniej jeden załącznik', {
          pointer: '/text',
          keyword: 'textOrFilesRequired',
          message: 'x',
        }),
      )}
    />
  ),
  play: async ({ canvasElement }) => {
    const dialog = await openModal(canvasElement);
    write(within(dialog).getByLabelText('Treść pisma'), '   x');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Wyślij pismo' }));
    await expect(
      await within(dialog).findByText('Wpisz treść pisma lub dodaj przynajmniej jeden załącznik.'),
    ).toBeInTheDocument();
    await expect(notify.error).not.toHaveBeenCalled();
  },
};

/** Customer journeys: signed in as `userName`, with `draft` left on the case (issueDetails().id) by `owner`. */
function withDraft(userName: string, owner: string, draft: { text: string; files: File[] }) {
  return () => {
    useSessionStore.setState({ userName, isAuthenticated: true, role: 'ROLE_USER' });
    saveLetterDraft(owner, issueDetails().id, { ...draft, open: true });
    return () => {
      discardAllLetterDrafts();
      resetSessionStore();
    };
  };
}

/** Customer journeys: the letter its author was writing when the session ended is back, in its open dialog. */
export const LetterBackAfterSignIn: Story = {
  beforeEach: withDraft('jan@example.com', 'jan@example.com', {
    text: 'Przesyłam podpisaną umowę.',
    files: [pdf('umowa.pdf')],
  }),
  render: () => <Modal send={async () => sentDocument} />,
  play: async () => {
    const dialog = await page.findByRole('dialog', { name: 'Nowe pismo do sprawy' });
    await expect(
      within(dialog).getByText('Przywrócono pismo, które nie zostało wysłane przed zakończeniem sesji.'),
    ).toBeInTheDocument();
    await expect(within(dialog).getByLabelText('Treść pisma')).toHaveValue('Przesyłam podpisaną umowę.');
    await expect(
      within(within(dialog).getByRole('list', { name: 'Dodane załączniki' })).getByText('umowa.pdf'),
    ).toBeInTheDocument();
    // Typing goes on being kept; a sent letter is forgotten.
    write(within(dialog).getByLabelText('Treść pisma'), 'Przesyłam podpisaną umowę i wypis.');
    await expect(readLetterDraft('jan@example.com', issueDetails().id)?.text).toBe(
      'Przesyłam podpisaną umowę i wypis.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Wyślij pismo' }));
    await expect(await within(dialog).findByText('Pismo zostało wysłane')).toBeInTheDocument();
    await expect(readLetterDraft('jan@example.com', issueDetails().id)).toBeNull();
  },
};

/** Customer journeys: after a reload the files are gone (a File cannot be stored): the dialog names them. */
export const LetterBackAfterReload: Story = {
  beforeEach: () => {
    const undo = withDraft('jan@example.com', 'jan@example.com', {
      text: 'Tekst',
      files: [pdf('umowa.pdf')],
    })();
    // The reload: the tab's storage stays, the page's memory does not.
    const stored = sessionStorage.getItem('letter_drafts')!;
    discardAllLetterDrafts();
    sessionStorage.setItem('letter_drafts', stored);
    return undo;
  },
  render: () => <Modal send={fn()} />,
  play: async () => {
    const dialog = await page.findByRole('dialog', { name: 'Nowe pismo do sprawy' });
    await expect(within(dialog).getByLabelText('Treść pisma')).toHaveValue('Tekst');
    await expect(
      within(dialog).getByText('Po odświeżeniu strony załączniki trzeba dodać ponownie: umowa.pdf.'),
    ).toBeInTheDocument();
  },
};

/** Customer journeys: another account's letter is never shown. */
export const NoLetterOfAnotherAccount: Story = {
  beforeEach: withDraft('anna@example.com', 'jan@example.com', { text: 'Tajne', files: [] }),
  render: () => <Modal send={fn()} />,
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: 'Sprawa nr PP/2026/01008' }),
    ).toBeInTheDocument();
    await expect(page.queryByRole('dialog')).toBeNull();
    const dialog = await openModal(canvasElement);
    await expect(within(dialog).getByLabelText('Treść pisma')).toHaveValue('');
  },
};
