import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createFakeAuthPorts, type FakeAuthPorts } from '../test/fakeAuthPorts.ts';
import { withAuthFrame } from '../test/AuthStoryFrame.tsx';
import { loginFailure, mockAccountApi, type AccountApiMock } from '../test/mockAccountApi.ts';
import { LoginBox } from './LoginBox.tsx';

let fake: FakeAuthPorts = createFakeAuthPorts();
let api: AccountApiMock | null = null;

function setUp(
  routes: Parameters<typeof mockAccountApi>[0],
  session: Parameters<typeof createFakeAuthPorts>[0] = {},
) {
  return () => {
    fake = createFakeAuthPorts(session);
    api = mockAccountApi(routes);
    return () => api?.restore();
  };
}

const meta = {
  title: 'Portal/Accounts/Login box',
  component: LoginBox,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560, padding: 24 }}>
        <Story />
      </div>
    ),
    withAuthFrame(() => fake),
  ],
  args: { captchaSolver: async () => 'captcha-payload' },
} satisfies Meta<typeof LoginBox>;

export default meta;
type Story = StoryObj<typeof meta>;

async function fillIn(canvasElement: HTMLElement, email: string, password: string) {
  const canvas = within(canvasElement);
  // Pasted, as a password manager fills them.
  await userEvent.click(await canvas.findByLabelText('Adres e-mail'));
  await userEvent.paste(email);
  await userEvent.click(canvas.getByLabelText('Hasło'));
  await userEvent.paste(password);
  await userEvent.click(canvas.getByRole('button', { name: 'Zaloguj się' }));
}

export const Default: Story = {
  beforeEach: setUp({}),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Mam konto' })).toBeVisible();
    await expect(canvas.getByText(/sprawdzić status swoich spraw/)).toBeVisible();
    await expect(canvas.getByLabelText('Adres e-mail')).toHaveAttribute('autocomplete', 'username');
    await expect(canvas.getByLabelText('Hasło')).toHaveAttribute('type', 'password');
    await expect(canvas.getByRole('link', { name: 'Nie pamiętasz hasła?' })).toHaveAttribute(
      'href',
      '/zapomnialem-hasla',
    );
    await expect(canvas.getByRole('link', { name: 'Zarejestruj konto' })).toHaveAttribute(
      'href',
      '/skladanie-wniosku-o-rejestracje-konta',
    );
    await expect(canvas.getByRole('link', { name: 'Zobacz, jak odzyskać dostęp' })).toHaveAttribute(
      'href',
      '/problem-z-logowaniem',
    );
    await expect(canvas.queryByRole('checkbox', { name: 'Nie jestem robotem' })).toBeNull();
    // Loaded after the first paint (LoginBox.tsx): below the form, not needed to sign in.
    const benefits = await canvas.findByRole('button', { name: 'Co daje konto w portalu?' });
    await expect(benefits).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(benefits);
    await expect(benefits).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(/zapłacisz faktury online/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Pokaż hasło' }));
    await expect(canvas.getByLabelText('Hasło')).toHaveAttribute('type', 'text');
  },
};

/** portal-spec §2: the 'I have an account' box offers a separate 'check case status' option. */
export const CheckCaseStatus: Story = {
  beforeEach: setUp({}),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Sprawdź status sprawy' }));
    await expect(canvas.getByRole('status')).toHaveTextContent(/Status sprawy sprawdzisz po zalogowaniu/);
    await expect(canvas.getByLabelText('Adres e-mail')).toHaveFocus();
  },
};

export const ValidationErrors: Story = {
  beforeEach: setUp({}),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Adres e-mail'), 'jan@');
    await userEvent.click(canvas.getByRole('button', { name: 'Zaloguj się' }));
    const summary = await canvas.findByRole('alert', { name: 'Popraw błędy w formularzu' });
    await expect(
      within(summary).getByRole('link', { name: 'Adres e-mail: Niepoprawny adres e-mail' }),
    ).toBeVisible();
    await expect(within(summary).getByRole('link', { name: 'Hasło: Pole obowiązkowe' })).toBeVisible();
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(canvas.getByLabelText('Adres e-mail')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByLabelText('Adres e-mail')).toHaveAccessibleDescription(
      'Niepoprawny adres e-mail',
    );
    await expect(api?.calls).toHaveLength(0);
  },
};

export const WrongPassword: Story = {
  beforeEach: setUp({ 'POST /api/account/login': loginFailure('Bad credentials') }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillIn(canvasElement, 'jan.kowalski@example.com', 'Zle-haslo-1');
    await expect(
      await canvas.findByText('Sprawdź dane i spróbuj ponownie. Wielkość liter w haśle ma znaczenie.'),
    ).toBeVisible();
    // Customer journeys: the form's error box says it; no toast repeats it.
    await expect(fake.toastTexts()).toEqual([]);
    await expect(api?.calls[0]?.body).toEqual({
      username: 'jan.kowalski@example.com',
      password: 'Zle-haslo-1',
    });
    await expect(canvas.getByLabelText('Hasło')).toHaveValue('');
    await expect(canvas.getByLabelText('Hasło')).toHaveFocus();
    await expect(fake.view().recaptchaRequired).toBe(false);
  },
};

export const CaptchaWarning: Story = {
  beforeEach: setUp({
    'POST /api/account/login': loginFailure('Bad credentials, recaptcha will be required', true),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillIn(canvasElement, 'jan.kowalski@example.com', 'Zle-haslo-3');
    await expect(
      await canvas.findByText(/poprosimy Cię o potwierdzenie, że nie jesteś robotem/),
    ).toBeVisible();
    await expect(fake.view().recaptchaRequired).toBe(true);
    await expect(await canvas.findByRole('checkbox', { name: 'Nie jestem robotem' })).toBeVisible();
    // Customer journeys: the form's error box says it; no toast repeats it.
    await expect(fake.toastTexts()).toEqual([]);
  },
};

export const CaptchaRequired: Story = {
  beforeEach: setUp(
    {
      'POST /api/account/login': {
        status: 200,
        body: {
          username: 'jan.kowalski@example.com',
          authorities: ['ROLE_USER'],
          userTrusted: true,
          isMfa: false,
        },
      },
    },
    { recaptchaRequired: true },
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const captcha = await canvas.findByRole('checkbox', { name: 'Nie jestem robotem' });
    await userEvent.click(captcha);
    await expect(await canvas.findByText('Zweryfikowano')).toBeVisible();
    await fillIn(canvasElement, 'jan.kowalski@example.com', 'PortalDemo2026');
    await waitFor(() => expect(fake.view().isAuthenticated).toBe(true));
    await expect(api?.calls[0]?.body).toEqual({
      username: 'jan.kowalski@example.com',
      password: 'PortalDemo2026',
      recaptcha: 'captcha-payload',
    });
    await expect(fake.toastTexts()).toEqual(['Zalogowano pomyślnie.']);
  },
};

export const CaptchaAskedByTheServer: Story = {
  beforeEach: setUp({
    'POST /api/account/login': [
      loginFailure('Recaptcha required', true),
      {
        status: 200,
        body: { username: 'jan@example.com', authorities: ['ROLE_USER'], userTrusted: true, isMfa: false },
      },
    ],
  }),
  play: async ({ canvasElement }) => {
    await fillIn(canvasElement, 'jan@example.com', 'PortalDemo2026');
    // 'Recaptcha required': the captcha is solved and the login retried without another click.
    await waitFor(() => expect(fake.view().isAuthenticated).toBe(true));
    await expect(api?.calls.map((call) => (call.body as { recaptcha?: string }).recaptcha)).toEqual([
      undefined,
      'captcha-payload',
    ]);
    await expect(fake.view().retryWithRecaptcha).toBe(false);
  },
};

export const SecondFactorRequired: Story = {
  beforeEach: setUp({
    'POST /api/account/login': {
      status: 200,
      body: {
        username: 'anna.nowak@example.com',
        authorities: ['ROLE_MFA'],
        userTrusted: false,
        isMfa: true,
      },
    },
  }),
  play: async ({ canvasElement }) => {
    await fillIn(canvasElement, 'anna.nowak@example.com', 'AnnaDemo2026');
    await waitFor(() => expect(fake.view().role).toBe('ROLE_MFA'));
    await expect(fake.view()).toMatchObject({ isAuthenticated: false, userName: null });
    await expect(fake.toastTexts()).toEqual([]);
  },
};

export const LockedAccount: Story = {
  beforeEach: setUp({ 'POST /api/account/login': loginFailure('User account is locked') }),
  play: async ({ canvasElement }) => {
    await fillIn(canvasElement, 'jan.kowalski@example.com', 'Zle-haslo-10');
    await waitFor(() => expect(fake.view().accountLocked).toBe(true));
    await expect(fake.toastTexts()).toEqual([]);
  },
};
