import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { BadRequestPage } from './BadRequestPage.tsx';
import { GenericErrorPage } from './GenericErrorPage.tsx';
import { NotFoundPage } from './NotFoundPage.tsx';
import { ServiceUnavailablePage } from './ServiceUnavailablePage.tsx';
import { UnsupportedBrowserPage } from './UnsupportedBrowserPage.tsx';

const meta = {
  title: 'Portal/Error pages',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = {
  render: () => <NotFoundPage />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Ups, nie znaleźliśmy takiej strony (błąd 404)' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Wróć na stronę główną' })).toHaveAttribute('href', '/');
  },
};

export const BadRequest: Story = {
  render: () => <BadRequestPage />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('(błąd 400)');
    await expect(canvas.getByText('Adres strony, którą szukasz, jest niepoprawny.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Wróć na stronę główną' })).toBeVisible();
  },
};

const onRetry = fn();

export const ServiceUnavailable: Story = {
  render: () => <ServiceUnavailablePage onRetry={onRetry} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Serwis jest chwilowo niedostępny' }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Spróbuj ponownie' }));
    await expect(onRetry).toHaveBeenCalled();
  },
};

/** Resilience: the server answered 503 (its database is away for a moment). */
export const ServiceUnavailableServerSide: Story = {
  render: () => <ServiceUnavailablePage cause="server" onRetry={onRetry} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Serwis jest chwilowo niedostępny' }),
    ).toBeVisible();
    await expect(
      canvas.getByText('Serwer chwilowo nie może obsłużyć żądania. Spróbuj ponownie za kilka sekund.'),
    ).toBeVisible();
  },
};

const sendReport = fn(async () => undefined);

export const GenericErrorWithCodeAndReport: Story = {
  render: () => <GenericErrorPage code="ABC123" sendReport={sendReport} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Kod błędu: ABC123')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Wyloguj się' })).toBeNull();

    const toggle = canvas.getByRole('button', { name: 'Zgłoś błąd' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // The form loads on demand (a separate chunk): on a busy machine that takes longer than findBy's 1 s.
    const field = await canvas.findByLabelText('Opis problemu', {}, { timeout: 10_000 });
    await waitFor(() => expect(field).toHaveFocus());
    await userEvent.type(field, 'Strona przestała działać po kliknięciu „Zapłać”.');
    await expect(canvas.getByText('Znaki: 48 / 1024')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Wyślij zgłoszenie' }));
    await expect(await canvas.findByText('Dziękujemy za zgłoszenie błędu.')).toBeVisible();
    await expect(sendReport).toHaveBeenCalledWith({
      code: 'ABC123',
      info: 'Strona przestała działać po kliknięciu „Zapłać”.',
    });
  },
};

export const ReportTooLong: Story = {
  render: () => <GenericErrorPage code="JS.KQZTRB1732350000000" sendReport={sendReport} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Zgłoś błąd' }));
    const field = await canvas.findByLabelText('Opis problemu', {}, { timeout: 10_000 });
    await userEvent.click(field);
    await userEvent.paste('x'.repeat(1029));
    await expect(await canvas.findByText('Opis może mieć najwyżej 1024 znaki. Usuń 5 znaków.')).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('button', { name: 'Wyślij zgłoszenie' })).toBeDisabled();
    await userEvent.type(field, '{Backspace}{Backspace}{Backspace}{Backspace}');
    await expect(await canvas.findByText('Opis może mieć najwyżej 1024 znaki. Usuń 1 znak.')).toBeVisible();
    await userEvent.type(field, '{Backspace}');
    await expect(canvas.getByRole('button', { name: 'Wyślij zgłoszenie' })).toBeEnabled();
  },
};

const failingSend = fn(async () => {
  throw new Error('offline');
});

export const ReportSendingFailed: Story = {
  render: () => <GenericErrorPage code="ABC123" sendReport={failingSend} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Zgłoś błąd' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Wyślij zgłoszenie' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Nie udało się wysłać zgłoszenia');
    await expect(canvas.getByLabelText('Opis problemu')).toBeVisible();
  },
};

const onLogout = fn();

export const ServerErrorSignedIn: Story = {
  render: () => <GenericErrorPage serverError isSignedIn onLogout={onLogout} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Wystąpił błąd serwera.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Zgłoś błąd' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Wyloguj się' }));
    await expect(onLogout).toHaveBeenCalled();
  },
};

export const UnsupportedBrowser: Story = {
  render: () => <UnsupportedBrowserPage />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Ta przeglądarka nie jest obsługiwana' }),
    ).toBeVisible();
    await expect(canvas.getByText(/nie działa w przeglądarce Internet Explorer/)).toBeVisible();
  },
};
