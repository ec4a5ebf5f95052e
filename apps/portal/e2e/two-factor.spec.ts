// Journey: a new customer activates the account from the e-mail, turns on two-factor authentication in
// the settings (scanning is replaced by typing the shown secret into an authenticator; the password
// confirms the change), logs out, and logs in again with a code from the app; a wrong code is refused
// beneath the field. Turning it off again asks for the password or a code (ASVS V7.5.1).
import { expect, test } from './support/test.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { acceptCookiesBeforehand } from './support/cookies.ts';
import { saveScreenshot } from './support/screenshot.ts';
import { fillLoginForm, seededAccount } from './support/accounts.ts';
import { logOut } from './support/logOut.ts';
import { totpCode, wrongTotpCode } from './support/totp.ts';

test(
  'a customer turns on two-factor authentication and logs in with a code',
  {
    tag: '@both-widths',
  },
  async ({ page, context, baseURL }, testInfo) => {
    await acceptCookiesBeforehand(context, baseURL);
    const account = await seededAccount(page.request, testInfo, '2fa');

    await page.goto('/');
    await fillLoginForm(page, account);
    await expect(page).toHaveURL((url) => url.pathname === '/lista-spraw');
    await page.goto('/konto/ustawienia');
    await expect(page.getByTestId('mfa-status')).toHaveText('Nieaktywna');
    await page.getByRole('button', { name: 'Włącz weryfikację dwuetapową' }).click();

    const setup = page.getByRole('dialog', { name: 'Włącz weryfikację dwuetapową' });
    await expect(setup.getByText('Krok 1 z 2')).toBeVisible();
    await expect(setup.getByText('Zainstaluj aplikację uwierzytelniającą')).toBeVisible();
    await expect(setup.getByRole('button', { name: 'Dalej' })).toBeFocused();
    await expectNoAxeViolations(page);
    await saveScreenshot(page, testInfo, 'two-factor-setup-step-1');
    await setup.getByRole('button', { name: 'Dalej' }).click();

    await expect(setup.getByText('Krok 2 z 2')).toBeVisible();
    await expect(
      setup.getByRole('img', { name: 'Kod QR do zeskanowania w aplikacji uwierzytelniającej' }),
    ).toBeVisible();
    const shownSecret = (await setup.getByTestId('mfa-secret').textContent()) ?? '';
    expect(shownSecret).toMatch(/^([A-Z2-7]{4} )+[A-Z2-7]{1,4}$/);
    const secret = shownSecret.replace(/\s/g, '');
    // On a phone the QR code cannot be scanned by the phone itself: the otpauth:// link opens the app.
    const appLink = setup.getByRole('link', { name: 'Dodaj klucz w aplikacji na tym telefonie' });
    if (testInfo.project.name === 'mobile')
      await expect(appLink).toHaveAttribute('href', /^otpauth:\/\/totp\//);
    else await expect(appLink).toBeHidden();
    const enable = setup.getByRole('button', { name: 'Włącz', exact: true });
    await expect(enable).toBeDisabled();
    await expectNoAxeViolations(page);
    await saveScreenshot(page, testInfo, 'two-factor-setup-step-2');

    await setup.getByLabel('Kod z aplikacji').fill(wrongTotpCode(secret));
    await expect(enable).toBeDisabled();
    await setup.getByLabel('Twoje hasło').fill(account.password);
    await enable.click();
    await expect(setup.getByText(/Kod jest nieprawidłowy/)).toBeVisible();
    await expect(setup.getByLabel('Kod z aplikacji')).toBeFocused();

    const enablingCode = totpCode(secret);
    await setup.getByLabel('Kod z aplikacji').fill(enablingCode);
    await enable.click();
    await expect(setup).toBeHidden();
    await expect(page.getByText('Weryfikacja dwuetapowa została włączona.')).toBeVisible();
    await expect(page.getByTestId('mfa-status')).toHaveText('Aktywna');
    await saveScreenshot(page, testInfo, 'settings-two-factor-on');

    // Log out and in again: now the password is not enough.
    await logOut(page, testInfo);
    await fillLoginForm(page, account);

    const modal = page.getByRole('dialog', { name: 'Weryfikacja dwuetapowa' });
    await expect(modal).toBeVisible();
    const code = modal.getByLabel('Kod z aplikacji');
    await expect(code).toBeFocused();
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(code).toHaveAttribute('inputmode', 'numeric');
    const verify = modal.getByRole('button', { name: 'Zweryfikuj' });
    await code.fill('12345');
    await expect(verify).toBeDisabled();
    await expectNoAxeViolations(page);
    await saveScreenshot(page, testInfo, 'two-factor-login');

    await modal.getByRole('button', { name: 'Nie masz dostępu do aplikacji?' }).click();
    await expect(page.getByRole('dialog', { name: 'Nie masz dostępu do aplikacji?' })).toBeVisible();
    await expect(page.getByText(/do 3 dni roboczych/)).toBeVisible();
    await expect(page.getByText(/Biurze Obsługi Klienta/).first()).toBeVisible();
    await expectNoAxeViolations(page);
    await saveScreenshot(page, testInfo, 'two-factor-help');
    await page.getByRole('button', { name: 'Wróć do wpisywania kodu' }).click();

    await expect(modal).toBeVisible();
    await code.fill(wrongTotpCode(secret));
    await verify.click();
    await expect(
      modal.getByText('Nieprawidłowy kod. Sprawdź kod w aplikacji i wpisz go ponownie.'),
    ).toBeVisible();
    await expect(code).toHaveAttribute('aria-invalid', 'true');

    // The code that turned the setting on, typed again: it was already used, wait for the next.
    await code.fill(enablingCode);
    await verify.click();
    await expect(modal.getByText(/^Ten kod został już użyty\. Poczekaj/)).toBeVisible();
    await expectNoAxeViolations(page);

    // The code that turned the setting on was spent: the app's next one is accepted.
    await code.fill(totpCode(secret, 1));
    await verify.click();
    await expect(modal).toBeHidden();
    await expect(page).toHaveURL((url) => url.pathname === '/lista-spraw');
    await expect(page.getByText('Zalogowano pomyślnie.')).toBeVisible();

    // Turning it off needs the password (or a code) again, not just the signed-in browser.
    await page.goto('/konto/ustawienia');
    await page.getByRole('button', { name: 'Wyłącz weryfikację dwuetapową' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Wyłączyć weryfikację dwuetapową?' });
    const password = confirm.getByLabel('Twoje hasło');
    await expect(password).toBeFocused();
    const turnOff = confirm.getByRole('button', { name: 'Wyłącz', exact: true });
    await expect(turnOff).toBeDisabled();
    await password.fill('Zgaduje-Haslo-1');
    await turnOff.click();
    await expect(password).toHaveAccessibleDescription('Hasło jest nieprawidłowe.');
    await expectNoAxeViolations(page);
    await saveScreenshot(page, testInfo, 'two-factor-disable-wrong-password', { fullPage: false });
    await confirm.getByRole('button', { name: 'Użyj kodu z aplikacji zamiast hasła' }).click();
    await expect(confirm.getByLabel('Kod z aplikacji')).toBeFocused();
    await expectNoAxeViolations(page);
    await saveScreenshot(page, testInfo, 'two-factor-disable-code', { fullPage: false });
    await confirm.getByRole('button', { name: 'Użyj hasła zamiast kodu' }).click();
    await confirm.getByLabel('Twoje hasło').fill(account.password);
    await turnOff.click();
    await expect(confirm).toBeHidden();
    await expect(page.getByText('Weryfikacja dwuetapowa została wyłączona.')).toBeVisible();
    await expect(page.getByTestId('mfa-status')).toHaveText('Nieaktywna');
  },
);

test('cancelling the code step leaves the customer signed out', async ({ page, context, baseURL }) => {
  await acceptCookiesBeforehand(context, baseURL);
  await page.goto('/');
  await fillLoginForm(page, { email: 'anna.nowak@example.com', password: 'AnnaDemo2026' });
  const modal = page.getByRole('dialog', { name: 'Weryfikacja dwuetapowa' });
  await expect(modal).toBeVisible();
  await modal.getByRole('button', { name: 'Anuluj' }).click();
  await expect(modal).toBeHidden();
  await expect(page.getByRole('heading', { level: 2, name: 'Mam konto' })).toBeVisible();
  expect((await (await page.request.get('/api/account/session')).json()).authorities).toEqual([]);
});
