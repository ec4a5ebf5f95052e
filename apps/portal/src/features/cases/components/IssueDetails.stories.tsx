import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withMemoryRouter } from '../../../test/withMemoryRouter.tsx';
import { issueDetails } from '../test/fixtures.ts';
import { IssueDetailsView } from './IssueDetailsView.tsx';

const notify = { success: fn(), error: fn() };

const meta = {
  title: 'Portal/Cases/Case details',
  parameters: { layout: 'fullscreen' },
  decorators: [withMemoryRouter],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Details: Story = {
  render: () => <IssueDetailsView issue={issueDetails()} notify={notify} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Sprawa nr PP/2026/01008' }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Wróć do listy spraw' })).toHaveAttribute(
      'href',
      '/lista-spraw',
    );

    // The properties in the order given (the extra one last), ISO dates as DD.MM.YYYY.
    const data = canvas.getByRole('region', { name: 'Dane sprawy' });
    await expect(Array.from(data.querySelectorAll('dt')).map((dt) => dt.textContent)).toEqual(
      issueDetails().properties.map((property) => property.label),
    );
    await expect(data).toHaveTextContent('10.05.2026');
    await expect(data).toHaveTextContent('09.06.2026');
    await expect(data).not.toHaveTextContent('2026-05-10');
    // Postal codes and numbers with their unit never break across lines.
    const unbreakable = Array.from(data.querySelectorAll('dd span'))
      .filter((span) => getComputedStyle(span).whiteSpace === 'nowrap')
      .map((span) => span.textContent);
    await expect(unbreakable).toEqual(expect.arrayContaining(['PP/2026/01008', '05-092', '11 kW']));
    await expect(within(data).getByRole('button', { name: 'Wyślij nowe pismo' })).toBeInTheDocument();

    // The contact: tel:, mailto: and the QR code drawn from the vCard.
    const contact = canvas.getByRole('region', { name: 'Kontakt w sprawie' });
    await expect(within(contact).getByRole('link', { name: '22 555-12-34' })).toHaveAttribute(
      'href',
      'tel:225551234',
    );
    await expect(within(contact).getByRole('link', { name: 'k.wisniewska@osd.example.com' })).toHaveAttribute(
      'href',
      'mailto:k.wisniewska@osd.example.com',
    );
    const qr = within(contact).getByRole('img', {
      name: 'Kod QR z danymi kontaktowymi: Katarzyna Wiśniewska',
    });
    await expect(qr.querySelector('svg path')).not.toBeNull();

    // The timeline of 'W realizacji'.
    const steps = within(canvas.getByRole('list', { name: 'Etapy sprawy' })).getAllByRole('listitem');
    await expect(steps.map((step) => step.getAttribute('data-state'))).toEqual(['ok', 'active', 'default']);
    await expect(steps[1]).toHaveAttribute('aria-current', 'step');

    // History: 3 shown, 'Pokaż więcej' adds 3 (here the one left), focus on the first new one.
    const history = canvas.getByRole('region', { name: 'Historia sprawy' });
    await expect(within(history).getAllByRole('listitem')).toHaveLength(3);
    await expect(within(history).getAllByRole('listitem')[0]).toHaveTextContent('12.05.2026W realizacji');
    await userEvent.click(within(history).getByRole('button', { name: 'Pokaż więcej (jeszcze 1 pozycja)' }));
    const allHistory = within(history).getAllByRole('listitem');
    await expect(allHistory).toHaveLength(4);
    await expect(allHistory[3]).toHaveFocus();
    await expect(within(history).queryByRole('button', { name: /Pokaż więcej/ })).toBeNull();

    // Letters: 3 shown of 5; '-' for an empty response date. Customer journeys: the customer's own letter shows
    // the start of its text and its files, not 'Kod kreskowy -'.
    const letters = canvas.getByRole('region', { name: 'Pisma do sprawy' });
    await expect(letters).toHaveTextContent('5 pism');
    const items = within(letters).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    const sent = items[0] as HTMLElement;
    await expect(sent).toHaveTextContent(
      'Pismo wysłane przez portalW załączeniu przesyłam podpisaną umowę o przyłączenie oraz aktualny wypis z księgi wieczystej działki. Proszę o potwierdzenie ich otrzymania i informację o…',
    );
    await expect(sent).not.toHaveTextContent('Kod kreskowy');
    await expect(sent).toHaveTextContent('Załączniki: umowa-podpisana.pdf (240 kB), wypis KW.jpg (1,8 MB)');
    await expect(sent).toHaveTextContent(
      'StatusPrzekazano do realizacjiData rejestracji15.05.2026Data odpowiedzi-',
    );
    await expect(items[1]).toHaveTextContent('Kod kreskowyDOK00001');
    await userEvent.click(within(letters).getByRole('button', { name: /Pokaż więcej/ }));
    await expect(within(letters).getAllByRole('listitem')).toHaveLength(5);

    // The notification bar can be dismissed.
    const bar = canvas.getByRole('region', { name: 'Powiadomienie do sprawy' });
    await expect(bar).toHaveTextContent('Prosimy o uzupełnienie dokumentu');
    await userEvent.click(within(bar).getByRole('button', { name: 'Ukryj powiadomienie' }));
    await expect(canvas.queryByRole('region', { name: 'Powiadomienie do sprawy' })).toBeNull();

    // Cards fold away.
    const toggle = within(history).getByRole('button', { name: /Historia sprawy/ });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(within(history).queryByRole('list')).toBeNull();
  },
};

export const NoLetterNoContact: Story = {
  render: () => (
    <IssueDetailsView
      issue={issueDetails({
        noLetter: true,
        contact: null,
        notification: null,
        status: 'Zakończenie realizacji',
      })}
      notify={notify}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Dane sprawy' })).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Wyślij nowe pismo' })).toBeNull();
    await expect(canvas.queryByRole('region', { name: 'Pisma do sprawy' })).toBeNull();
    await expect(canvas.queryByRole('region', { name: 'Kontakt w sprawie' })).toBeNull();
    await expect(canvas.queryByRole('region', { name: 'Powiadomienie do sprawy' })).toBeNull();
    // A finished case leads back to the history list.
    await expect(canvas.getByRole('link', { name: 'Wróć do historii spraw' })).toHaveAttribute(
      'href',
      '/lista-spraw-historycznych',
    );
  },
};

export const WithInvoiceSlots: Story = {
  render: () => (
    <IssueDetailsView
      issue={issueDetails()}
      notify={notify}
      invoicesSlot={<section aria-label="Aktywne faktury">Faktury do zapłaty</section>}
      paymentsHistorySlot={<section aria-label="Historia płatności">Płatności</section>}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Aktywne faktury' })).toBeInTheDocument();
    await expect(canvas.getByRole('region', { name: 'Historia płatności' })).toBeInTheDocument();
  },
};
