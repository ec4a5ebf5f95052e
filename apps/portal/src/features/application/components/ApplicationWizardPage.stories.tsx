import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ApiClientError } from '../../../lib/api/index.ts';
import {
  fakeWizard,
  recordingNotifier,
  sentAnswer,
  testCatalog,
  testForm,
  withApplicationProviders,
} from '../test/fixtures.tsx';
import { ApplicationWizardPage } from './ApplicationWizardPage.tsx';

const meta = {
  title: 'Portal/Application/Wizard page',
  component: ApplicationWizardPage,
  parameters: { layout: 'fullscreen' },
  decorators: [withApplicationProviders],
  args: { catalog: testCatalog, search: {}, signedIn: false, notify: recordingNotifier() },
} satisfies Meta<typeof ApplicationWizardPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CaseType: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Złóż wniosek' })).toBeVisible();
    await expect(canvas.getByText('Krok 1 z 3: Typ sprawy')).toBeInTheDocument();
    // The categories are headed tiles leading to step 2.
    await expect(canvas.getByRole('link', { name: 'Przyłączenia i sprawy z nimi związane' })).toHaveAttribute(
      'href',
      '/skladanie-wniosku?rodzaj=przylaczenia',
    );
    await expect(canvas.getByRole('heading', { level: 3, name: 'Zgłoszenia i zlecenia' })).toBeVisible();
    // The frequent lists are shortcuts to the application itself: connections 1, 2, 6; service 15, 23.
    const connections = canvas.getByRole('heading', {
      level: 3,
      name: 'Najczęściej składane wnioski o przyłączenie',
    });
    await expect(connections).toBeVisible();
    const shortcuts = canvas
      .getAllByRole('link')
      .filter((link) => link.getAttribute('href')?.includes('formularz='));
    await expect(
      shortcuts.map((link) => new URL(link.getAttribute('href')!, 'http://x').searchParams.get('formularz')),
    ).toEqual(['1', '2', '6', '15', '23']);
    await expect(
      canvas.getByRole('link', { name: /^Wniosek o sprawdzenie układu pomiarowego/ }),
    ).toHaveAttribute('href', '/skladanie-wniosku?rodzaj=zgloszenia-i-zlecenia&formularz=23');
  },
};

export const CaseKind: Story = {
  args: { search: { rodzaj: 'przylaczenia' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Przyłączenia i sprawy z nimi związane' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Zmień typ sprawy/ })).toHaveAttribute(
      'href',
      '/skladanie-wniosku',
    );
    // A tile with options leads to its options; a tile with one form to the form.
    await expect(canvas.getByRole('link', { name: 'Przyłączenie obiektu' })).toHaveAttribute(
      'href',
      '/skladanie-wniosku?rodzaj=przylaczenia&sprawa=przylaczenie-obiektu',
    );
    await expect(canvas.getByText('2 warianty')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Przyłączenie tymczasowe' })).toHaveAttribute(
      'href',
      '/skladanie-wniosku?rodzaj=przylaczenia&formularz=6',
    );
    // A PDF form says so; account registration has its own address; a form not ready is not a link.
    await expect(canvas.getByText('Formularz PDF do pobrania')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Rejestracja konta' })).toHaveAttribute(
      'href',
      '/skladanie-wniosku-o-rejestracje-konta',
    );
    await expect(canvas.queryByRole('link', { name: 'Wniosek w przygotowaniu' })).toBeNull();
    await expect(canvas.getByText('Wkrótce dostępny')).toBeVisible();
  },
};

export const TileOptions: Story = {
  args: { search: { rodzaj: 'przylaczenia', sprawa: 'przylaczenie-obiektu' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Przyłączenie obiektu' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Moc do 40 kW' })).toHaveAttribute(
      'href',
      '/skladanie-wniosku?rodzaj=przylaczenia&sprawa=przylaczenie-obiektu&formularz=1',
    );
    await expect(canvas.getByText('Domy, mieszkania, małe firmy.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Moc powyżej 40 kW' })).toHaveAttribute(
      'href',
      '/skladanie-wniosku?rodzaj=przylaczenia&sprawa=przylaczenie-obiektu&formularz=2',
    );
    await expect(canvas.getByRole('link', { name: /Wróć do listy spraw/ })).toHaveAttribute(
      'href',
      '/skladanie-wniosku?rodzaj=przylaczenia',
    );
  },
};

export const PdfForm: Story = {
  args: { search: { rodzaj: 'przylaczenia', formularz: 8 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Zgłoszenie przyłączenia mikroinstalacji' }),
    ).toBeVisible();
    await expect(canvas.getByText('Krok 3 z 3: Wniosek')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Pobierz formularz PDF' })).toHaveAttribute(
      'href',
      '/api/forms/8/document.pdf',
    );
    await expect(canvas.getByText('Schemat jednokreskowy mikroinstalacji')).toBeVisible();
    await expect(
      canvas.getByText('Wyślij formularz z załącznikami e-mailem albo pocztą na adres podany w formularzu.'),
    ).toBeVisible();
    await expect(canvas.getByText('00-001 Warszawa')).toBeVisible();
  },
};

/** Step 3 with a stand-in for the engine: the wait, the send, and the success page with the e-mail and phone. */
export const FormSentGoesToSuccessPage: Story = {
  args: {
    search: { rodzaj: 'przylaczenia', formularz: 1 },
    loadForm: async () => testForm,
    Wizard: fakeWizard({ contact: { email: 'anna.nowak@example.pl' } }),
    sender: { send: async () => sentAnswer, solveCaptcha: async () => 'c29sdXRpb24=' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Wczytujemy formularz wniosku…')).toBeInTheDocument();
    await expect(
      await canvas.findByRole('heading', {
        level: 1,
        name: 'Wniosek o określenie warunków przyłączenia obiektu o mocy do 40 kW',
      }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Wyślij wniosek' }));
    await expect(await canvas.findByRole('dialog', { name: 'Wysyłamy Twój wniosek' })).toBeVisible();
    await expect(canvas.getByText('Wniosek nie ma załączników do sprawdzenia')).toBeVisible();
    const state = await canvas.findByTestId('sent-state', {}, { timeout: 5000 });
    await expect(JSON.parse(state.textContent ?? 'null')).toEqual({
      email: 'anna.nowak@example.pl',
      phone: '601-234-567',
      applicationNumber: 'WN/2026/000123',
      registration: false,
    });
  },
};

const refusedNotifier = recordingNotifier();

export const FormRefusedStaysInTheWizard: Story = {
  args: {
    search: { formularz: 1 },
    notify: refusedNotifier,
    loadForm: async () => testForm,
    Wizard: fakeWizard({ contact: { email: 'zly@adres' } }),
    sender: {
      send: async () => {
        throw new ApiClientError({
          kind: 'bad_request',
          message: 'x',
          status: 400,
          body: {
            status: 400,
            error: 'bad_request',
            message: 'Wniosek zawiera błędy.',
            details: [{ pointer: '/contact/email', keyword: 'format', message: 'Niepoprawny adres e-mail' }],
          },
        });
      },
      solveCaptcha: async () => 'c29sdXRpb24=',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Wyślij wniosek' }));
    const alert = await canvas.findByRole('alert', {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent('Kontakt › Adres e-mail: Niepoprawny adres e-mail');
    await expect(canvas.queryByRole('dialog')).toBeNull();
    await waitFor(() =>
      expect(refusedNotifier.shown.map((toast) => toast.message)).toContain(
        'Formularz zawiera błędy. Popraw je i wyślij wniosek ponownie.',
      ),
    );
    // The wizard is usable again: the focus went back to the send button.
    await expect(canvas.getByRole('button', { name: 'Wyślij wniosek' })).toHaveFocus();
  },
};
