import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createFakeAuthPorts, type FakeAuthPorts } from '../test/fakeAuthPorts.ts';
import { withAuthFrame } from '../test/AuthStoryFrame.tsx';
import { apiError, mockAccountApi, ok, type AccountApiMock } from '../test/mockAccountApi.ts';
import { ForgotPasswordPage } from './ForgotPasswordPage.tsx';
import { LoginProblemPage } from './LoginProblemPage.tsx';
import { TokenPasswordPage } from './TokenPasswordPage.tsx';
import { UnlockAccountPage } from './UnlockAccountPage.tsx';

let fake: FakeAuthPorts = createFakeAuthPorts();
let api: AccountApiMock | null = null;

function setUp(routes: Parameters<typeof mockAccountApi>[0]) {
  return () => {
    fake = createFakeAuthPorts();
    api = mockAccountApi(routes);
    return () => api?.restore();
  };
}

const meta = {
  title: 'Portal/Accounts/Password pages',
  decorators: [withAuthFrame(() => fake)],
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const link = { email: 'jan.kowalski@example.com', token: 'token-z-linku' };
const validToken = { 'GET /api/account/check-token': { status: 200, body: { result: true } } };
const invalidToken = { 'GET /api/account/check-token': { status: 200, body: { result: false } } };

async function paste(field: HTMLElement, value: string) {
  await userEvent.click(field);
  await userEvent.paste(value);
}

export const ForgotPassword: Story = {
  render: () => <ForgotPasswordPage />,
  beforeEach: setUp({ 'POST /api/account/forgot-password': ok }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Nie pamiętasz hasła?' }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Wyślij link' }));
    const summary = await canvas.findByRole('alert', { name: 'Popraw błędy w formularzu' });
    await expect(within(summary).getByRole('link', { name: 'Adres e-mail: Pole obowiązkowe' })).toBeVisible();
    await paste(canvas.getByLabelText('Adres e-mail'), 'jan.kowalski@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Wyślij link' }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Sprawdź swoją pocztę' }),
    ).toBeVisible();
    await expect(canvas.getByText('jan.kowalski@example.com')).toBeVisible();
    await expect(canvas.getByText(/Sprawdź folder spam/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Wróć do logowania' })).toHaveAttribute('href', '/');
    await expect(api?.calls[0]?.body).toEqual({ email: 'jan.kowalski@example.com' });
  },
};

export const ForgotPasswordFails: Story = {
  render: () => <ForgotPasswordPage />,
  beforeEach: setUp({ 'POST /api/account/forgot-password': apiError(503, 'Niedostępne') }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await paste(await canvas.findByLabelText('Adres e-mail'), 'jan.kowalski@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Wyślij link' }));
    // Customer journeys: no field is at fault, so a toast (staying until closed) says it, and only the toast.
    await waitFor(() =>
      expect(fake.toastTexts()).toEqual(['Nie udało się wysłać linku. Spróbuj ponownie później.']),
    );
    await expect(canvas.queryByText('Nie udało się wysłać linku')).toBeNull();
    await expect(canvas.queryByRole('alert')).toBeNull();
    // The form stays, with what was typed.
    await expect(canvas.getByLabelText('Adres e-mail')).toHaveValue('jan.kowalski@example.com');
  },
};

export const ActivateAccount: Story = {
  render: () => <TokenPasswordPage kind="activate" link={link} />,
  beforeEach: setUp({ ...validToken, 'POST /api/account/activate': ok }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Sprawdzamy link aktywacyjny…');
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Aktywuj konto' }, { timeout: 3000 }),
    ).toBeVisible();
    await expect(api?.calls[0]?.query).toBe(
      '?email=jan.kowalski%40example.com&token=token-z-linku&tokenType=activate',
    );
    await expect(canvas.getByLabelText('Adres e-mail (login)')).toHaveValue(link.email);
    await paste(canvas.getByLabelText('Nowe hasło'), 'Nowe-Haslo-2026');
    await paste(canvas.getByLabelText('Powtórz nowe hasło'), 'Nowe-Haslo-2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Aktywuj konto' }));
    await waitFor(() =>
      expect(fake.toastTexts()).toEqual(['Konto zostało aktywowane. Zaloguj się nowym hasłem.']),
    );
    await expect(api?.calls[1]?.body).toEqual({
      email: link.email,
      password: 'Nowe-Haslo-2026',
      token: link.token,
    });
  },
};

export const ActivateLinkInvalid: Story = {
  render: () => <TokenPasswordPage kind="activate" link={link} />,
  beforeEach: setUp(invalidToken),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Nie można aktywować konta' }, { timeout: 3000 }),
    ).toBeVisible();
    await expect(canvas.getByText(/Link aktywacyjny wygasł lub jest nieprawidłowy/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Przejdź do logowania' })).toHaveAttribute('href', '/');
  },
};

export const ResetPasswordRules: Story = {
  render: () => <TokenPasswordPage kind="reset" link={link} />,
  beforeEach: setUp({
    ...validToken,
    'POST /api/account/reset': apiError(400, 'To hasło jest zbyt popularne', [
      {
        pointer: '/password',
        keyword: 'commonPassword',
        message: 'To hasło jest zbyt popularne – wybierz inne',
      },
    ]),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Ustaw nowe hasło' }, { timeout: 3000 }),
    ).toBeVisible();
    const password = canvas.getByLabelText('Nowe hasło');
    await paste(password, 'jan.kowalski@example.com');
    const rules = canvas.getByText('Hasło musi zawierać:').parentElement as HTMLElement;
    await expect(within(rules).getByText('inne niż adres e-mail')).toHaveTextContent('niespełnione');
    await expect(within(rules).getByText('mała litera')).toHaveTextContent('– spełnione');
    await userEvent.click(canvas.getByRole('button', { name: 'Zapisz nowe hasło' }));
    await expect(password).toHaveAccessibleDescription(
      expect.stringContaining('Hasło musi zawierać wielką literę'),
    );
    await expect(canvas.getByLabelText('Powtórz nowe hasło')).toHaveAccessibleDescription('Pole obowiązkowe');
    await expect(api?.calls.filter((c) => c.method === 'POST')).toEqual([]);

    // Customer journeys: the page refuses a common password itself, with the server's own rule and message.
    const repeat = canvas.getByLabelText('Powtórz nowe hasło');
    await userEvent.clear(password);
    await paste(password, 'Polska2026!');
    await paste(repeat, 'Polska2026!');
    await userEvent.click(canvas.getByRole('button', { name: 'Zapisz nowe hasło' }));
    await expect(password).toHaveAccessibleDescription(
      expect.stringContaining('To hasło jest zbyt popularne i łatwe do odgadnięcia. Wybierz inne.'),
    );
    await expect(api?.calls.filter((c) => c.method === 'POST')).toEqual([]);

    // A refusal only the server can give still shows beneath the field.
    await userEvent.clear(password);
    await userEvent.clear(repeat);
    await paste(password, 'Zielona-Łąka2026');
    await paste(repeat, 'Zielona-Łąka2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Zapisz nowe hasło' }));
    await waitFor(() =>
      expect(password).toHaveAccessibleDescription(
        expect.stringContaining('To hasło jest zbyt popularne – wybierz inne'),
      ),
    );
    await expect(fake.toastTexts()).toEqual(['Nie udało się zapisać nowego hasła.']);
  },
};

export const ResetLinkSpentMeanwhile: Story = {
  render: () => <TokenPasswordPage kind="reset" link={link} />,
  beforeEach: setUp({
    ...validToken,
    'POST /api/account/reset': apiError(400, 'Link wygasł lub jest nieprawidłowy.', [
      { pointer: '/token', keyword: 'invalidToken', message: 'Link wygasł lub jest nieprawidłowy.' },
    ]),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await paste(await canvas.findByLabelText('Nowe hasło', {}, { timeout: 3000 }), 'Nowe-Haslo-2026');
    await paste(canvas.getByLabelText('Powtórz nowe hasło'), 'Nowe-Haslo-2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Zapisz nowe hasło' }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Nie można ustawić nowego hasła' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Spróbuj ponownie' })).toHaveAttribute(
      'href',
      '/zapomnialem-hasla',
    );
  },
};

export const TokenCheckFails: Story = {
  render: () => <TokenPasswordPage kind="reset" link={link} />,
  beforeEach: setUp({
    'GET /api/account/check-token': [apiError(503, 'Niedostępne'), { status: 200, body: { result: true } }],
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole(
        'heading',
        { level: 1, name: 'Nie udało się sprawdzić linku' },
        { timeout: 3000 },
      ),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Spróbuj ponownie' }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Ustaw nowe hasło' }, { timeout: 3000 }),
    ).toBeVisible();
  },
};

export const UnlockAccount: Story = {
  render: () => <UnlockAccountPage link={link} />,
  beforeEach: setUp({ ...validToken, 'POST /api/account/unlock': ok }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Sprawdzamy link…');
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Odblokuj konto' }, { timeout: 3000 }),
    ).toBeVisible();
    await expect(api?.calls[0]?.query).toBe(
      '?email=jan.kowalski%40example.com&token=token-z-linku&tokenType=unlock',
    );
    await expect(canvas.getByText(/Konto jan\.kowalski@example\.com zostało zablokowane/)).toBeVisible();
    await expect(canvas.getByText(/Hasło pozostanie bez zmian/)).toBeVisible();
    // Opening the link spends nothing: a mail scanner may open it too.
    await expect(api?.calls.filter((c) => c.method === 'POST')).toEqual([]);
    await userEvent.click(canvas.getByRole('button', { name: 'Odblokuj konto' }));
    await waitFor(() => expect(fake.toastTexts()).toEqual(['Konto zostało odblokowane. Zaloguj się.']));
    await expect(api?.calls.find((c) => c.path === '/api/account/unlock')?.body).toEqual({
      email: link.email,
      token: link.token,
    });
  },
};

export const UnlockLinkInvalid: Story = {
  render: () => <UnlockAccountPage link={link} />,
  beforeEach: setUp(invalidToken),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Nie można odblokować konta' }, { timeout: 3000 }),
    ).toBeVisible();
    await expect(canvas.getByText(/Konto odblokujesz też, ustawiając nowe hasło/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Ustaw nowe hasło' })).toHaveAttribute(
      'href',
      '/zapomnialem-hasla',
    );
  },
};

export const UnlockLinkSpentMeanwhile: Story = {
  render: () => <UnlockAccountPage link={link} />,
  beforeEach: setUp({
    ...validToken,
    'POST /api/account/unlock': apiError(400, 'Link wygasł lub jest nieprawidłowy.', [
      { pointer: '/token', keyword: 'invalidToken', message: 'Link wygasł lub jest nieprawidłowy.' },
    ]),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Odblokuj konto' }, { timeout: 3000 }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Nie można odblokować konta' }),
    ).toBeVisible();
    await expect(fake.toastTexts()).toEqual(['Nie udało się odblokować konta.']);
  },
};

export const LoginProblem: Story = {
  render: () => <LoginProblemPage />,
  beforeEach: setUp({}),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Problem z logowaniem' }),
    ).toBeVisible();
    await expect(canvas.getAllByText(/skontaktuj się z działem inwestycji/).length).toBeGreaterThan(0);
    await expect(canvas.getByText(/Odzyskanie dostępu do konta trwa do 3 dni roboczych/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Ustaw nowe hasło' })).toHaveAttribute(
      'href',
      '/zapomnialem-hasla',
    );
    await expect(canvas.getByRole('link', { name: 'Zarejestruj konto' })).toHaveAttribute(
      'href',
      '/skladanie-wniosku-o-rejestracje-konta',
    );
  },
};
