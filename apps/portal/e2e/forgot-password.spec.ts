// Journey: a customer who forgot the password asks for a link, finds the e-mail in the (development)
// mailbox, follows the link, sets a new password under the live rules, and logs in with it; an expired or
// tampered link offers to try again.
import { expect, test } from './support/test.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { acceptCookiesBeforehand } from './support/cookies.ts';
import { holdRequests } from './support/heldRequests.ts';
import { saveScreenshot } from './support/screenshot.ts';
import { fillLoginForm, linkFromMailbox, seededAccount } from './support/accounts.ts';

test.beforeEach(async ({ context, baseURL }) => {
  await acceptCookiesBeforehand(context, baseURL);
});

test('a customer resets a forgotten password from the e-mailed link and logs in with the new one', async ({
  page,
}, testInfo) => {
  const account = await seededAccount(page.request, testInfo, 'reset');
  await page.goto('/');

  await page.getByRole('link', { name: 'Nie pamiętasz hasła?' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/zapomnialem-hasla');
  await expect(page.getByRole('heading', { level: 1, name: 'Nie pamiętasz hasła?' })).toBeVisible();
  await page.getByRole('button', { name: 'Wyślij link' }).click();
  await expect(page.getByRole('alert', { name: 'Popraw błędy w formularzu' })).toBeFocused();
  await expect(page.getByLabel('Adres e-mail')).toHaveAccessibleDescription('Pole obowiązkowe');
  await expectNoAxeViolations(page);
  await saveScreenshot(page, testInfo, 'forgot-password');

  await page.getByLabel('Adres e-mail').fill(account.email);
  await page.getByRole('button', { name: 'Wyślij link' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sprawdź swoją pocztę' })).toBeVisible();
  await expect(page.getByText(account.email)).toBeVisible();
  await expect(page.getByText(/Sprawdź folder spam/)).toBeVisible();
  await expect(page.getByText(/adres e-mail został wpisany poprawnie/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Wróć do logowania' })).toBeVisible();
  await expectNoAxeViolations(page);
  await saveScreenshot(page, testInfo, 'forgot-password-sent');

  // The e-mail, as the customer opens it in the development mailbox.
  const link = await linkFromMailbox(
    page.request,
    account.email,
    'Ustaw nowe hasło w Portalu Klienta',
    '/konto/resetuj',
  );
  expect(link.searchParams.get('email')).toBe(account.email);
  await page.goto('/dev/poczta');
  await page.getByRole('link', { name: 'Ustaw nowe hasło w Portalu Klienta' }).first().click();
  await page.getByRole('link', { name: /\/konto\/resetuj\?/ }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Ustaw nowe hasło' })).toBeVisible();
  await expect(page.getByLabel('Adres e-mail (login)')).toHaveValue(account.email);
  const newPassword = page.getByLabel('Nowe hasło', { exact: true });
  await newPassword.fill('krotkie');
  const rules = page.getByText('Hasło musi zawierać:').locator('..');
  await expect(rules.getByText('mała litera')).toContainText('spełnione');
  await expect(rules.getByText('cyfra')).toContainText('niespełnione');
  await page.getByLabel('Powtórz nowe hasło', { exact: true }).fill('inne');
  await page.getByRole('button', { name: 'Zapisz nowe hasło' }).click();
  await expect(page.getByRole('alert', { name: 'Popraw błędy w formularzu' })).toBeFocused();
  await expect(newPassword).toHaveAccessibleDescription(/Hasło jest za krótkie/);
  await expect(page.getByLabel('Powtórz nowe hasło', { exact: true })).toHaveAccessibleDescription(
    'Hasła nie są zgodne',
  );
  await expectNoAxeViolations(page);
  await saveScreenshot(page, testInfo, 'reset-password');

  const password = `Zmienione-${Date.now() % 100_000}Xy`;
  await newPassword.fill(password);
  await page.getByLabel('Powtórz nowe hasło', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Zapisz nowe hasło' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.getByText('Nowe hasło zostało zapisane. Zaloguj się nim.')).toBeVisible();

  await fillLoginForm(page, { email: account.email, password });
  await expect(page).toHaveURL((url) => url.pathname === '/lista-spraw');

  // The link was spent.
  await page.goto(link.pathname + link.search);
  await expect(page.getByRole('heading', { level: 1, name: 'Nie można ustawić nowego hasła' })).toBeVisible();
});

test('an invalid reset link offers to ask for a new one', async ({ page }, testInfo) => {
  // Held, so the loader is seen however long the page took to load (its 800 ms minimum can pass before goto returns).
  const tokenCheck = await holdRequests(page, /\/api\/account\/check-token\?/);
  await page.goto('/konto/resetuj?email=ktos%40example.com&token=zmyslony-token');
  await tokenCheck.asked;
  await expect(page.getByRole('status')).toContainText('Sprawdzamy link');
  tokenCheck.release();
  await expect(page.getByRole('heading', { level: 1, name: 'Nie można ustawić nowego hasła' })).toBeVisible();
  await expect(page.getByText(/Link do zmiany hasła wygasł lub jest nieprawidłowy/)).toBeVisible();
  await expectNoAxeViolations(page);
  await saveScreenshot(page, testInfo, 'reset-password-invalid');
  await page.getByRole('link', { name: 'Spróbuj ponownie' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/zapomnialem-hasla');
});

test('an invalid activation link says the account cannot be activated', async ({ page }, testInfo) => {
  await page.goto('/konto/aktywuj?email=ktos%40example.com&token=zmyslony-token');
  await expect(page.getByRole('heading', { level: 1, name: 'Nie można aktywować konta' })).toBeVisible();
  await expect(page.getByText(/Link aktywacyjny wygasł lub jest nieprawidłowy/)).toBeVisible();
  await expectNoAxeViolations(page);
  await saveScreenshot(page, testInfo, 'activate-invalid');
  await page.getByRole('link', { name: 'Przejdź do logowania' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Mam konto' })).toBeVisible();
});
