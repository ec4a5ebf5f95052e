// Journey: someone keeps guessing a customer's password. After the third failure a captcha is required
// (solved here in the browser as a user does); after the tenth the account is locked and the locked page
// explains that a new password unlocks it; the customer sets one from the e-mailed link and gets in.
// Resilience: the lock also e-mails a one-time link that unlocks the account and keeps the password.
import { expect, test } from './support/test.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { acceptCookiesBeforehand } from './support/cookies.ts';
import { saveScreenshot } from './support/screenshot.ts';
import {
  fillLoginForm,
  linkFromMailbox,
  lockAccount,
  seededAccount,
  sendLoginForm,
} from './support/accounts.ts';

test('ten wrong passwords lock the account; a new password unlocks it', async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  await acceptCookiesBeforehand(context, baseURL);
  const account = await seededAccount(page.request, testInfo, 'locked');
  const wrong = { email: account.email, password: 'Zgaduje-Haslo-1' };
  await page.goto('/');

  for (let attempt = 1; attempt <= 10; attempt += 1) {
    // From the fourth attempt on the form solves the captcha before sending (it is shown and required).
    await sendLoginForm(page, wrong);
    if (attempt < 10) await expect(page.getByRole('button', { name: 'Zaloguj się' })).toBeEnabled();
  }

  await expect(page).toHaveURL((url) => url.pathname === '/konto/zablokowane');
  await expect(page.getByRole('heading', { level: 1, name: 'Twoje konto jest zablokowane' })).toBeVisible();
  await expect(page.getByText(/po jego zmianie konto zostanie odblokowane/)).toBeVisible();
  await expectNoAxeViolations(page);
  await saveScreenshot(page, testInfo, 'account-locked');

  // Even the right password is refused now.
  await page.goto('/');
  await page.getByText('Nie jestem robotem').click();
  await expect(page.getByText('Zweryfikowano')).toBeVisible();
  await fillLoginForm(page, account);
  await expect(page).toHaveURL((url) => url.pathname === '/konto/zablokowane');

  await page.getByRole('link', { name: 'Ustaw nowe hasło' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/zapomnialem-hasla');
  await page.getByLabel('Adres e-mail').fill(account.email);
  await page.getByRole('button', { name: 'Wyślij link' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sprawdź swoją pocztę' })).toBeVisible();
  const link = await linkFromMailbox(
    page.request,
    account.email,
    'Ustaw nowe hasło w Portalu Klienta',
    '/konto/resetuj',
  );
  await page.goto(link.pathname + link.search);
  const password = `Odblokowane-${Date.now() % 100_000}A`;
  await page.getByLabel('Nowe hasło', { exact: true }).fill(password);
  await page.getByLabel('Powtórz nowe hasło', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Zapisz nowe hasło' }).click();
  await expect(page.getByText('Nowe hasło zostało zapisane. Zaloguj się nim.')).toBeVisible();

  // The reset lifted the lock and the captcha requirement of this account.
  await fillLoginForm(page, { email: account.email, password });
  await expect(page).toHaveURL((url) => url.pathname === '/lista-spraw');
});

test('the locked-account page explains the way out', async ({ page, context, baseURL }, testInfo) => {
  await acceptCookiesBeforehand(context, baseURL);
  await page.goto('/konto/zablokowane');
  await expect(page.getByRole('heading', { level: 1, name: 'Twoje konto jest zablokowane' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ustaw nowe hasło' })).toHaveAttribute(
    'href',
    '/zapomnialem-hasla',
  );
  await expectNoAxeViolations(page);
  await saveScreenshot(page, testInfo, 'account-locked-page');
});

test('the link e-mailed at the lock unlocks the account; the password stays', async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  await acceptCookiesBeforehand(context, baseURL);
  const account = await seededAccount(page.request, testInfo, 'unlock');
  await lockAccount(page.request, account.email);

  const link = await linkFromMailbox(
    page.request,
    account.email,
    'Twoje konto w Portalu Klienta zostało zablokowane',
    '/konto/odblokuj',
  );
  await page.goto(link.pathname + link.search);
  await expect(page.getByRole('heading', { level: 1, name: 'Odblokuj konto' })).toBeVisible();
  await expect(page.getByText(/Hasło pozostanie bez zmian/)).toBeVisible();
  await expectNoAxeViolations(page);
  await saveScreenshot(page, testInfo, 'unlock-account');
  await page.getByRole('button', { name: 'Odblokuj konto' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.getByText('Konto zostało odblokowane. Zaloguj się.')).toBeVisible();

  await fillLoginForm(page, account);
  await expect(page).toHaveURL((url) => url.pathname === '/lista-spraw');

  // The link was spent.
  await page.goto(link.pathname + link.search);
  await expect(page.getByRole('heading', { level: 1, name: 'Nie można odblokować konta' })).toBeVisible();
  await expectNoAxeViolations(page);
  await saveScreenshot(page, testInfo, 'unlock-account-invalid');
});
