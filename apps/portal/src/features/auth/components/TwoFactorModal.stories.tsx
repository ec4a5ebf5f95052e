import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createFakeAuthPorts, type FakeAuthPorts } from '../test/fakeAuthPorts.ts';
import { withAuthFrame } from '../test/AuthStoryFrame.tsx';
import { codeRefused, loginFailure, mockAccountApi, ok } from '../test/mockAccountApi.ts';
import type { AccountApiMock } from '../test/mockAccountApi.ts';
import { TwoFactorModal } from './TwoFactorModal.tsx';

let fake: FakeAuthPorts = createFakeAuthPorts({ role: 'ROLE_MFA' });
let api: AccountApiMock | null = null;

function setUp(routes: Parameters<typeof mockAccountApi>[0]) {
  return () => {
    fake = createFakeAuthPorts({ role: 'ROLE_MFA' });
    api = mockAccountApi(routes);
    return () => api?.restore();
  };
}

const meta = {
  title: 'Portal/Accounts/Two-factor modal',
  component: TwoFactorModal,
  decorators: [withAuthFrame(() => fake)],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof TwoFactorModal>;

export default meta;
type Story = StoryObj<typeof meta>;

// The dialog is portalled to the end of the document.
const page = () => within(document.body);

export const CodeStep: Story = {
  beforeEach: setUp({}),
  play: async () => {
    const dialog = await page().findByRole('dialog', { name: 'Weryfikacja dwuetapowa' });
    await expect(dialog).toHaveAccessibleDescription(/Otwórz aplikację uwierzytelniającą/);
    const code = within(dialog).getByLabelText('Kod z aplikacji');
    await waitFor(() => expect(code).toHaveFocus(), { timeout: 3000 });
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(code).toHaveAttribute('inputmode', 'numeric');
    const verify = within(dialog).getByRole('button', { name: 'Zweryfikuj' });
    await expect(verify).toBeDisabled();
    await userEvent.type(code, '12a34 5');
    await expect(code).toHaveValue('12345');
    await expect(verify).toBeDisabled();
    await userEvent.type(code, '6');
    await expect(verify).toBeEnabled();
  },
};

export const IncorrectCode: Story = {
  beforeEach: setUp({
    'POST /api/account/login/mfa': codeRefused(),
  }),
  play: async () => {
    const dialog = await page().findByRole('dialog', { name: 'Weryfikacja dwuetapowa' });
    const code = within(dialog).getByLabelText('Kod z aplikacji');
    await userEvent.type(code, '000000{Enter}');
    const message = 'Nieprawidłowy kod. Sprawdź kod w aplikacji i wpisz go ponownie.';
    await expect(await within(dialog).findByText(message)).toBeVisible();
    await expect(code).toHaveAttribute('aria-invalid', 'true');
    await expect(code).toHaveAccessibleDescription(expect.stringContaining(message));
    await expect(code).toHaveValue('');
    await expect(code).toHaveFocus();
    await expect(fake.view().role).toBe('ROLE_MFA');
    await expect(api?.calls[0]?.body).toEqual({ code: '000000' });
  },
};

/** Customer journeys: a code already used says so and asks to wait for the next one. */
export const CodeAlreadyUsed: Story = {
  beforeEach: setUp({
    'POST /api/account/login/mfa': codeRefused({ codeAlreadyUsed: true }),
  }),
  play: async () => {
    const dialog = await page().findByRole('dialog', { name: 'Weryfikacja dwuetapowa' });
    const code = within(dialog).getByLabelText('Kod z aplikacji');
    await userEvent.type(code, '123456{Enter}');
    const message =
      'Ten kod został już użyty. Poczekaj, aż aplikacja pokaże następny kod (zmienia się co 30 sekund), i wpisz go.';
    await expect(await within(dialog).findByText(message)).toBeVisible();
    await expect(code).toHaveAccessibleDescription(expect.stringContaining(message));
  },
};

export const RightCode: Story = {
  beforeEach: setUp({
    'POST /api/account/login/mfa': {
      status: 200,
      body: {
        username: 'anna.nowak@example.com',
        authorities: ['ROLE_USER'],
        userTrusted: true,
        isMfa: true,
      },
    },
  }),
  play: async () => {
    const dialog = await page().findByRole('dialog', { name: 'Weryfikacja dwuetapowa' });
    await userEvent.type(within(dialog).getByLabelText('Kod z aplikacji'), '123456');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zweryfikuj' }));
    await waitFor(() => expect(fake.view().isAuthenticated).toBe(true));
    await expect(fake.view().userName).toBe('anna.nowak@example.com');
    await expect(fake.toastTexts()).toEqual(['Zalogowano pomyślnie.']);
  },
};

export const LockedWhileEnteringCodes: Story = {
  beforeEach: setUp({ 'POST /api/account/login/mfa': loginFailure('User account is locked') }),
  play: async () => {
    const dialog = await page().findByRole('dialog', { name: 'Weryfikacja dwuetapowa' });
    await userEvent.type(within(dialog).getByLabelText('Kod z aplikacji'), '111111{Enter}');
    await waitFor(() => expect(fake.view().accountLocked).toBe(true));
    await expect(fake.view().role).toBeNull();
  },
};

export const HelpStep: Story = {
  beforeEach: setUp({}),
  play: async () => {
    const dialog = await page().findByRole('dialog', { name: 'Weryfikacja dwuetapowa' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Nie masz dostępu do aplikacji?' }));
    const help = await page().findByRole('dialog', { name: 'Nie masz dostępu do aplikacji?' });
    await expect(within(help).getByText(/tylko osobiście, w Biurze Obsługi Klienta/)).toBeVisible();
    await expect(within(help).getByText(/do 3 dni roboczych/)).toBeVisible();
    const back = within(help).getByRole('button', { name: 'Wróć do wpisywania kodu' });
    await waitFor(() => expect(back).toHaveFocus());
    await userEvent.click(back);
    const codeStep = await page().findByRole('dialog', { name: 'Weryfikacja dwuetapowa' });
    await waitFor(() => expect(within(codeStep).getByLabelText('Kod z aplikacji')).toHaveFocus());
  },
};

export const Cancel: Story = {
  beforeEach: setUp({ 'POST /api/account/logout': ok }),
  play: async () => {
    const dialog = await page().findByRole('dialog', { name: 'Weryfikacja dwuetapowa' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Anuluj' }));
    await waitFor(() => expect(api?.requests()).toEqual(['POST /api/account/logout']));
    await expect(fake.view().role).toBeNull();
  },
};
