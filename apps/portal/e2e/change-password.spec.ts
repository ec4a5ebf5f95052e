// Journey: a customer changes the password in the settings; a wrong current password is refused with its
// own message; after the change every session ends, the login page says so, and the new password works.
import { expect, test } from './support/test.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { acceptCookiesBeforehand } from './support/cookies.ts';
import { saveScreenshot } from './support/screenshot.ts';
import { fillLoginForm, seededAccount } from './support/accounts.ts';

test('a customer changes the password, is logged out and logs in with the new one', async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  await acceptCookiesBeforehand(context, baseURL);
  const account = await seededAccount(page.request, testInfo, 'change');
  await page.goto('/');
  await fillLoginForm(page, account);
  await expect(page).toHaveURL((url) => url.pathname === '/lista-spraw');
  await page.goto('/konto/ustawienia');

  const form = page.getByRole('form', { name: 'Zmiana hasła' });
  const newPassword = `Nowsze-Haslo-${Date.now() % 100_000}`;
  await form.getByLabel('Obecne hasło', { exact: true }).fill('To-Nie-Jest-Moje-1');
  await form.getByLabel('Nowe hasło', { exact: true }).fill(newPassword);
  await form.getByLabel('Powtórz nowe hasło', { exact: true }).fill(newPassword);
  await form.getByRole('button', { name: 'Zmień hasło' }).click();
  await expect(form.getByLabel('Obecne hasło', { exact: true })).toHaveAccessibleDescription(
    'Obecne hasło jest nieprawidłowe.',
  );
  // Customer journeys: the error summary and the field say it; no toast says it a third time.
  await expect(
    form.getByRole('alert').getByRole('link', { name: 'Obecne hasło: Obecne hasło jest nieprawidłowe.' }),
  ).toBeVisible();
  await expect(page.getByText('Obecne hasło jest nieprawidłowe.')).toHaveCount(2);
  await expect(form.getByRole('button', { name: 'Zmień hasło' })).toBeEnabled();
  await expectNoAxeViolations(page);
  await saveScreenshot(page, testInfo, 'change-password-wrong-old');

  await form.getByLabel('Obecne hasło', { exact: true }).fill(account.password);
  await form.getByRole('button', { name: 'Zmień hasło' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.getByText('Hasło zostało zmienione. Zaloguj się nowym hasłem.')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('user_name'))).toBeNull();

  await fillLoginForm(page, account);
  await expect(
    page.getByRole('form', { name: 'Mam konto' }).getByText('Nieprawidłowy adres e-mail lub hasło'),
  ).toBeVisible();
  await fillLoginForm(page, { email: account.email, password: newPassword });
  await expect(page).toHaveURL((url) => url.pathname === '/lista-spraw');
});
