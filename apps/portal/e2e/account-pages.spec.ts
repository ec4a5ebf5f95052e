// Journeys: the login problem page (linked from the login box), and single sign-on from the back office's
// link, which signs the customer in without the login form.
import { readFileSync } from 'node:fs';
import { expect, test } from './support/test.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { acceptCookiesBeforehand } from './support/cookies.ts';
import { saveScreenshot } from './support/screenshot.ts';
import { backofficeKeyFile } from '../playwright.config.ts';
import { jan } from './support/accounts.ts';

test.beforeEach(async ({ context, baseURL }) => {
  await acceptCookiesBeforehand(context, baseURL);
});

test('a customer who cannot log in finds the ways back in', async ({ page }, testInfo) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Zobacz, jak odzyskać dostęp' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/problem-z-logowaniem');
  await expect(page.getByRole('heading', { level: 1, name: 'Problem z logowaniem' })).toBeVisible();
  await expect(page.getByText(/skontaktuj się z działem inwestycji/).first()).toBeVisible();
  await expect(page.getByText(/trwa do 3 dni roboczych/)).toBeVisible();
  await expectNoAxeViolations(page);
  await saveScreenshot(page, testInfo, 'login-problem');
  await page.getByRole('link', { name: 'Ustaw nowe hasło' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/zapomnialem-hasla');
});

test('a single sign-on link signs the customer in', async ({ page, baseURL }) => {
  const key = readFileSync(backofficeKeyFile, 'utf8').trim();
  const issued = await page.request.post('/api/backoffice/sso-tokens', {
    headers: { 'X-Api-Key': key },
    data: { email: jan.email },
  });
  expect(issued.status(), await issued.text()).toBe(201);
  const { url } = (await issued.json()) as { url: string };
  const link = new URL(url);
  await page.goto(link.pathname + link.search);
  await expect(page).toHaveURL(
    (current) => current.pathname === '/lista-spraw' && !current.search.includes('pd_token'),
  );
  await expect(page.getByText('Zalogowano pomyślnie.')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('user_name'))).toBe(jan.email);
  // The token is single use: the same link again ends on the sign-on error page.
  await page.evaluate(() => localStorage.clear());
  await page.context().clearCookies();
  await acceptCookiesBeforehand(page.context(), baseURL);
  await page.goto(link.pathname + link.search);
  await expect(page.getByRole('heading', { level: 1, name: 'Logowanie nie powiodło się' })).toBeVisible();
  await expect(
    page.getByText('Szczegóły błędu: Link logowania jest nieprawidłowy, wygasł albo został już użyty.'),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});
