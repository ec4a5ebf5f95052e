import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createFakeAuthPorts, type FakeAuthPorts } from '../test/fakeAuthPorts.ts';
import { withAuthFrame } from '../test/AuthStoryFrame.tsx';
import { apiError, mockAccountApi, ok, type AccountApiMock } from '../test/mockAccountApi.ts';
import { SettingsPage } from './SettingsPage.tsx';

const email = 'jan.kowalski@example.com';
let fake: FakeAuthPorts = createFakeAuthPorts({ userName: email, isAuthenticated: true, role: 'ROLE_USER' });
let api: AccountApiMock | null = null;

// Customer journeys: the account holder the registration gave, shown on every settings screen.
const holder = {
  'GET /api/account/profile': {
    status: 200,
    body: { email, firstName: 'Jan', lastName: 'Kowalski', phone: '601-234-567' },
  },
};

function setUp(routes: Parameters<typeof mockAccountApi>[0]) {
  return () => {
    fake = createFakeAuthPorts({ userName: email, isAuthenticated: true, role: 'ROLE_USER' });
    api = mockAccountApi({ ...holder, ...routes });
    return () => api?.restore();
  };
}

const inactive = { 'GET /api/account/mfa/status': { status: 200, body: { enabled: false } } };
const active = { 'GET /api/account/mfa/status': { status: 200, body: { enabled: true } } };
const secret = {
  'GET /api/account/mfa/secret': {
    status: 200,
    body: {
      code: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
      link: 'otpauth://totp/Portal%20Klienta:jan.kowalski%40example.com?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=Portal%20Klienta',
    },
  },
};

const meta = {
  title: 'Portal/Accounts/Settings',
  render: () => <SettingsPage />,
  decorators: [withAuthFrame(() => fake)],
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

async function fillChangePassword(
  canvasElement: HTMLElement,
  oldPassword: string,
  newPassword: string,
  confirmation = newPassword,
) {
  const form = within(await within(canvasElement).findByRole('form', { name: 'Zmiana hasła' }));
  // Pasted, as a password manager fills them (typing key by key re-renders the checklist each time).
  for (const [label, value] of [
    ['Obecne hasło', oldPassword],
    ['Nowe hasło', newPassword],
    ['Powtórz nowe hasło', confirmation],
  ] as const) {
    if (!value) continue;
    await userEvent.click(form.getByLabelText(label));
    await userEvent.paste(value);
  }
  await userEvent.click(form.getByRole('button', { name: 'Zmień hasło' }));
  return form;
}

export const TwoFactorInactive: Story = {
  beforeEach: setUp(inactive),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Twoje konto' })).toBeVisible();
    await expect(canvas.getAllByText(email)[0]).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Złóż wniosek' })).toHaveAttribute(
      'href',
      '/skladanie-wniosku',
    );
    await expect(canvas.getByRole('heading', { level: 2, name: 'Zmiana hasła' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Weryfikacja dwuetapowa' })).toBeVisible();
    await expect(await canvas.findByText('Nieaktywna')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Włącz weryfikację dwuetapową' })).toBeVisible();
    await expect(canvas.getByText('Hasło musi zawierać:')).toBeVisible();
  },
};

export const ChangePasswordValidation: Story = {
  beforeEach: setUp(inactive),
  play: async ({ canvasElement }) => {
    const form = await fillChangePassword(canvasElement, '', 'Jan.Kowalski@Example.com', 'x');
    const summary = await form.findByRole('alert', { name: 'Popraw błędy w formularzu' });
    await expect(within(summary).getByRole('link', { name: 'Obecne hasło: Pole obowiązkowe' })).toBeVisible();
    await expect(within(summary).getByRole('link', { name: /Nowe hasło: / })).toBeVisible();
    await expect(
      within(summary).getByRole('link', { name: 'Powtórz nowe hasło: Hasła nie są zgodne' }),
    ).toBeVisible();
    await expect(api?.requests().filter((r) => r.startsWith('POST'))).toEqual([]);
  },
};

export const ChangePasswordWrongOldPassword: Story = {
  beforeEach: setUp({
    ...inactive,
    'POST /api/account/password': apiError(400, 'Obecne hasło jest nieprawidłowe.', [
      { pointer: '/oldPassword', keyword: 'wrongOldPassword', message: 'Obecne hasło jest nieprawidłowe.' },
    ]),
  }),
  play: async ({ canvasElement }) => {
    const form = await fillChangePassword(canvasElement, 'Stare-Haslo-1', 'Nowe-Haslo-2026');
    const oldPassword = form.getByLabelText('Obecne hasło');
    await waitFor(() => expect(oldPassword).toHaveAccessibleDescription('Obecne hasło jest nieprawidłowe.'));
    // Customer journeys: said at the field and in the error summary, not a third time in a toast.
    await expect(
      form.getByRole('link', { name: 'Obecne hasło: Obecne hasło jest nieprawidłowe.' }),
    ).toBeVisible();
    await expect(fake.toasts).toEqual([]);
    await expect(form.getByRole('button', { name: 'Zmień hasło' })).toBeEnabled();
    await expect(api?.calls.find((c) => c.path === '/api/account/password')?.body).toEqual({
      oldPassword: 'Stare-Haslo-1',
      newPassword: 'Nowe-Haslo-2026',
    });
  },
};

// Security hardening: wrong old passwords count like wrong logins; the one that locks the account ends its sessions.
export const ChangePasswordLocksTheAccount: Story = {
  beforeEach: setUp({
    ...inactive,
    'POST /api/account/password': apiError(
      400,
      'Konto zostało zablokowane po zbyt wielu nieudanych próbach.',
      [
        {
          pointer: '',
          keyword: 'accountLocked',
          message: 'Konto zostało zablokowane po zbyt wielu nieudanych próbach.',
        },
      ],
    ),
  }),
  play: async ({ canvasElement }) => {
    await fillChangePassword(canvasElement, 'Zgaduje-10', 'Nowe-Haslo-2026');
    // The server ended the session: signed out here, and the locked-account screen takes over.
    await waitFor(() => expect(fake.view().accountLocked).toBe(true));
    await expect(fake.view().isAuthenticated).toBe(false);
    await expect(fake.toasts).toEqual([]);
  },
};

export const ChangePasswordRefusedNewPassword: Story = {
  beforeEach: setUp({
    ...inactive,
    'POST /api/account/password': apiError(400, 'Hasło jest zbyt popularne', [
      {
        pointer: '/newPassword',
        keyword: 'commonPassword',
        message: 'To hasło jest zbyt popularne – wybierz inne',
      },
    ]),
  }),
  play: async ({ canvasElement }) => {
    const form = await fillChangePassword(canvasElement, 'Stare-Haslo-1', 'Polska2026!x');
    await waitFor(() =>
      expect(form.getByLabelText('Nowe hasło')).toHaveAccessibleDescription(
        expect.stringContaining('To hasło jest zbyt popularne – wybierz inne'),
      ),
    );
    await expect(
      form.getByRole('link', { name: 'Nowe hasło: To hasło jest zbyt popularne – wybierz inne' }),
    ).toBeVisible();
    await expect(fake.toasts).toEqual([]);
  },
};

export const ChangePasswordSucceeds: Story = {
  beforeEach: setUp({ ...inactive, 'POST /api/account/password': ok }),
  play: async ({ canvasElement }) => {
    await fillChangePassword(canvasElement, 'Stare-Haslo-1', 'Nowe-Haslo-2026');
    await waitFor(() =>
      expect(fake.toastTexts()).toEqual(['Hasło zostało zmienione. Zaloguj się nowym hasłem.']),
    );
    await expect(fake.view().isAuthenticated).toBe(false);
  },
};

const wrongPassword = apiError(400, 'Hasło jest nieprawidłowe.', [
  { pointer: '/password', keyword: 'wrongPassword', message: 'Hasło jest nieprawidłowe.' },
]);

export const EnableTwoFactor: Story = {
  beforeEach: setUp({
    ...inactive,
    ...secret,
    'POST /api/account/mfa/enable': [
      wrongPassword,
      apiError(422, 'Kod jest nieprawidłowy.', [
        { pointer: '/code', keyword: 'incorrect_2fa_code', message: 'Kod jest nieprawidłowy.' },
      ]),
      ok,
    ],
  }),
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: 'Włącz weryfikację dwuetapową' }),
    );
    // The modal and its QR code library are loaded on demand.
    const dialog = await body().findByRole(
      'dialog',
      { name: 'Włącz weryfikację dwuetapową' },
      { timeout: 5000 },
    );
    await expect(within(dialog).getByText('Krok 1 z 2')).toBeVisible();
    await expect(within(dialog).getByText('Zainstaluj aplikację uwierzytelniającą')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Dalej' }));

    await expect(within(dialog).getByText('Krok 2 z 2')).toBeVisible();
    await expect(
      await within(dialog).findByRole(
        'img',
        { name: 'Kod QR do zeskanowania w aplikacji uwierzytelniającej' },
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await expect(within(dialog).getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeVisible();
    // On a phone: the otpauth:// link beside the QR code opens the authenticator app.
    await expect(
      within(dialog).getByRole('link', { name: 'Dodaj klucz w aplikacji na tym telefonie' }),
    ).toHaveAttribute('href', expect.stringMatching(/^otpauth:\/\/totp\//));
    const enable = within(dialog).getByRole('button', { name: 'Włącz' });
    await expect(enable).toBeDisabled();
    const code = within(dialog).getByLabelText('Kod z aplikacji');
    await userEvent.type(code, '123456');
    // ASVS V7.5.1: the code of the new secret is not enough; the password confirms it is the customer.
    await expect(within(dialog).getByText('Potwierdź, że to Ty: wpisz hasło do portalu.')).toBeVisible();
    await expect(enable).toBeDisabled();
    const password = within(dialog).getByLabelText('Twoje hasło');
    await userEvent.type(password, 'Zle-Haslo-1');
    await userEvent.click(enable);
    await waitFor(() => expect(password).toHaveAccessibleDescription('Hasło jest nieprawidłowe.'));
    await expect(password).toHaveFocus();

    await userEvent.clear(password);
    await userEvent.type(password, 'PortalDemo2026');
    await userEvent.click(enable);
    await expect(await within(dialog).findByText(/Kod jest nieprawidłowy/)).toBeVisible();
    await expect(code).toHaveValue('');

    await userEvent.type(code, '654321');
    await userEvent.click(enable);
    await waitFor(() => expect(fake.toastTexts()).toEqual(['Weryfikacja dwuetapowa została włączona.']));
    await expect(await within(canvasElement).findByText('Aktywna')).toBeVisible();
    await expect(api?.calls.filter((c) => c.path === '/api/account/mfa/enable').map((c) => c.body)).toEqual([
      { secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', code: '123456', password: 'Zle-Haslo-1' },
      { secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', code: '123456', password: 'PortalDemo2026' },
      { secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', code: '654321', password: 'PortalDemo2026' },
    ]);
  },
};

async function openDisableConfirmation(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await expect(await canvas.findByText('Aktywna')).toBeVisible();
  await userEvent.click(canvas.getByRole('button', { name: 'Wyłącz weryfikację dwuetapową' }));
  return within(await body().findByRole('alertdialog', { name: 'Wyłączyć weryfikację dwuetapową?' }));
}

export const DisableTwoFactorWithPassword: Story = {
  beforeEach: setUp({ ...active, 'POST /api/account/mfa/disable': [wrongPassword, ok] }),
  play: async ({ canvasElement }) => {
    const confirm = await openDisableConfirmation(canvasElement);
    const password = confirm.getByLabelText('Twoje hasło');
    const turnOff = confirm.getByRole('button', { name: 'Wyłącz' });
    // ASVS V7.5.1: the session alone does not turn it off.
    await expect(turnOff).toBeDisabled();
    await userEvent.type(password, 'Zle-Haslo-1');
    await userEvent.click(turnOff);
    await waitFor(() => expect(password).toHaveAccessibleDescription('Hasło jest nieprawidłowe.'));
    await expect(await within(canvasElement).findByText('Aktywna')).toBeVisible();

    await userEvent.clear(password);
    await userEvent.type(password, 'PortalDemo2026');
    await userEvent.click(turnOff);
    await waitFor(() => expect(fake.toastTexts()).toEqual(['Weryfikacja dwuetapowa została wyłączona.']));
    await expect(await within(canvasElement).findByText('Nieaktywna')).toBeVisible();
    await expect(api?.calls.filter((c) => c.path === '/api/account/mfa/disable').map((c) => c.body)).toEqual([
      { password: 'Zle-Haslo-1' },
      { password: 'PortalDemo2026' },
    ]);
  },
};

export const DisableTwoFactorWithCode: Story = {
  beforeEach: setUp({
    ...active,
    'POST /api/account/mfa/disable': [
      apiError(400, 'Kod z aplikacji jest nieprawidłowy.', [
        { pointer: '/currentCode', keyword: 'incorrectCurrentCode', message: 'Kod jest nieprawidłowy.' },
      ]),
      ok,
    ],
  }),
  play: async ({ canvasElement }) => {
    const confirm = await openDisableConfirmation(canvasElement);
    await expect(
      confirm.getByText('Potwierdź, że to Ty: wpisz hasło do portalu albo kod z aplikacji.'),
    ).toBeVisible();
    await userEvent.click(confirm.getByRole('button', { name: 'Użyj kodu z aplikacji zamiast hasła' }));
    const code = confirm.getByLabelText('Kod z aplikacji');
    await waitFor(() => expect(code).toHaveFocus());
    await expect(confirm.queryByLabelText('Twoje hasło')).toBeNull();
    await userEvent.type(code, '111111');
    await userEvent.click(confirm.getByRole('button', { name: 'Wyłącz' }));
    await waitFor(() =>
      expect(code).toHaveAccessibleDescription(
        expect.stringContaining('Kod jest nieprawidłowy lub został już użyty.'),
      ),
    );
    await expect(code).toHaveValue('');
    await userEvent.type(code, '222222');
    await userEvent.click(confirm.getByRole('button', { name: 'Wyłącz' }));
    await waitFor(() => expect(fake.toastTexts()).toEqual(['Weryfikacja dwuetapowa została wyłączona.']));
    await expect(api?.calls.filter((c) => c.path === '/api/account/mfa/disable').map((c) => c.body)).toEqual([
      { currentCode: '111111' },
      { currentCode: '222222' },
    ]);
  },
};

export const DisableTwoFactorLocksTheAccount: Story = {
  beforeEach: setUp({
    ...active,
    'POST /api/account/mfa/disable': apiError(400, 'Konto zostało zablokowane.', [
      { pointer: '', keyword: 'accountLocked', message: 'Konto zostało zablokowane.' },
    ]),
  }),
  play: async ({ canvasElement }) => {
    const confirm = await openDisableConfirmation(canvasElement);
    await userEvent.type(confirm.getByLabelText('Twoje hasło'), 'Zgaduje-10');
    await userEvent.click(confirm.getByRole('button', { name: 'Wyłącz' }));
    // The server ended the session: signed out here, and the locked-account screen takes over.
    await waitFor(() => expect(fake.view().accountLocked).toBe(true));
    await expect(fake.view().isAuthenticated).toBe(false);
  },
};

/** Customer journeys: the account's data: the login, and the name and phone a new application starts with. */
export const AccountHolderShown: Story = {
  beforeEach: setUp(inactive),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Dane konta' })).toBeVisible();
    await expect(await canvas.findByText('Jan Kowalski')).toBeVisible();
    const facts = within(canvasElement.querySelector('dl')!);
    await expect(facts.getByText('Jan Kowalski')).toBeVisible();
    await expect(facts.getByText('601-234-567')).toBeVisible();
    await expect(facts.getByText(email)).toBeVisible();
  },
};

/** An account approved before the account kept the holder: the login only. */
export const AccountHolderUnknown: Story = {
  beforeEach: setUp({
    ...inactive,
    'GET /api/account/profile': {
      status: 200,
      body: { email, firstName: null, lastName: null, phone: null },
    },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvasElement.querySelector('dl')).not.toBeNull());
    const facts = within(canvasElement.querySelector('dl')!);
    await expect(facts.getAllByText('Nie podano')).toHaveLength(2);
    await expect(canvas.queryByText('Jan Kowalski')).toBeNull();
  },
};

export const TwoFactorStatusUnavailable: Story = {
  beforeEach: setUp({ 'GET /api/account/mfa/status': apiError(500, 'Błąd serwera') }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Nie udało się sprawdzić stanu weryfikacji dwuetapowej'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Spróbuj ponownie' })).toBeVisible();
  },
};

// Data lifecycle: "Usuń konto w portalu" with two-factor on takes the password and a code; a wrong password is
// said at its field; on success the session is forgotten here (the server ended every one of them).
export const CloseAccountWithPasswordAndCode: Story = {
  beforeEach: setUp({ ...active, 'POST /api/account/close': [wrongPassword, ok] }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Aktywna')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Twoje dane w portalu' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Pobierz moje dane' })).toBeEnabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Usuń konto w portalu' }));
    const dialog = within(await body().findByRole('alertdialog', { name: 'Usunąć konto w portalu?' }));
    await expect(dialog.getByText('Co zostaje u operatora')).toBeVisible();
    const password = dialog.getByLabelText('Twoje hasło');
    const code = dialog.getByLabelText('Kod z aplikacji');
    const confirm = dialog.getByRole('button', { name: 'Usuń konto' });
    await userEvent.type(password, 'Zle-Haslo-1');
    await expect(confirm).toBeDisabled();
    await userEvent.type(code, '111111');
    await userEvent.click(confirm);
    await waitFor(() => expect(password).toHaveAccessibleDescription('Hasło jest nieprawidłowe.'));
    await expect(fake.view().isAuthenticated).toBe(true);

    await userEvent.clear(password);
    await userEvent.type(password, 'PortalDemo2026');
    await userEvent.click(confirm);
    await waitFor(() => expect(fake.view().isAuthenticated).toBe(false));
    await expect(api?.calls.filter((c) => c.path === '/api/account/close').map((c) => c.body)).toEqual([
      { password: 'Zle-Haslo-1', currentCode: '111111' },
      { password: 'PortalDemo2026', currentCode: '111111' },
    ]);
  },
};
