// Journey: a customer signs in on the login page, lands where they were going (the case list by default),
// stays signed in after a reload (the server confirms the session), and signs out from the header menu.
import { expect, test } from './support/test.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { acceptCookiesBeforehand } from './support/cookies.ts';
import { saveScreenshot } from './support/screenshot.ts';
import { fillLoginForm, jan } from './support/accounts.ts';
import { logOut } from './support/logOut.ts';

test.beforeEach(async ({ context, baseURL }) => {
  await acceptCookiesBeforehand(context, baseURL);
});

test(
  'a customer logs in, stays signed in after a reload and logs out',
  {
    tag: '@both-widths',
  },
  async ({ page }, testInfo) => {
    await page.goto('/');
    const loginBox = page.getByRole('form', { name: 'Mam konto' });
    await expect(page.getByRole('heading', { level: 2, name: 'Mam konto' })).toBeVisible();
    await expect(loginBox.getByRole('link', { name: 'Nie pamiętasz hasła?' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Zarejestruj konto' })).toHaveAttribute(
      'href',
      '/skladanie-wniosku-o-rejestracje-konta',
    );
    await page.getByRole('button', { name: 'Co daje konto w portalu?' }).click();
    await expect(page.getByText(/zapłacisz faktury online/)).toBeVisible();
    await expectNoAxeViolations(page);
    await saveScreenshot(page, testInfo, 'login');

    await fillLoginForm(page, jan);
    await expect(page).toHaveURL((url) => url.pathname === '/lista-spraw');
    await expect(page.getByText('Zalogowano pomyślnie.')).toBeVisible();
    // The login's button went with the login screen: focus is on the new screen's heading, not the body.
    await expect(page.getByRole('heading', { level: 1, name: 'Twoje sprawy' })).toBeFocused();

    await page.reload();
    await expect(page).toHaveURL((url) => url.pathname === '/lista-spraw');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    await logOut(page, testInfo);
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    await expect(page.getByRole('heading', { level: 2, name: 'Mam konto' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('user_name'))).toBeNull();

    // The server ended the session too: a private page sends the visitor back to login.
    const session = await page.request.get('/api/account/session');
    expect((await session.json()).username).toBeNull();
    await page.goto('/konto/ustawienia');
    await expect(page).toHaveURL(
      (url) => url.pathname === '/' && url.searchParams.get('redirect') === '/konto/ustawienia',
    );
  },
);

test('after login the customer lands on the private page they were sent away from', async ({
  page,
}, testInfo) => {
  await page.goto('/konto/ustawienia');
  await expect(page.getByRole('heading', { level: 2, name: 'Mam konto' })).toBeVisible();
  await fillLoginForm(page, jan);
  await expect(page).toHaveURL((url) => url.pathname === '/konto/ustawienia');
  await expect(page.getByRole('heading', { level: 1, name: 'Twoje konto' })).toBeVisible();
  await expect(page.getByText('Zalogowano jako jan.kowalski@example.com.', { exact: false })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Zmiana hasła' })).toBeVisible();
  await expect(page.getByTestId('mfa-status')).toHaveText('Nieaktywna');
  await expect(page.getByRole('link', { name: 'Złóż wniosek' }).first()).toHaveAttribute(
    'href',
    '/skladanie-wniosku',
  );
  await expectNoAxeViolations(page);
  await saveScreenshot(page, testInfo, 'settings');

  // A signed-in user who opens the login page goes on to the case list.
  await page.goto('/');
  await expect(page).toHaveURL((url) => url.pathname === '/lista-spraw');
});

test('a session that ended on the server ends in the portal with "session expired"', async ({ page }) => {
  await page.goto('/konto/ustawienia');
  await fillLoginForm(page, jan);
  await expect(page.getByRole('heading', { level: 1, name: 'Twoje konto' })).toBeVisible();

  // The session ends elsewhere (an idle timeout, a logout in another tab): the next call answers 401.
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const ended = await page.request.post('/api/account/logout', { headers: { 'X-XSRF-TOKEN': token } });
  expect(ended.status()).toBe(200);

  await page.getByRole('button', { name: 'Włącz weryfikację dwuetapową' }).click();
  await expect(page.getByText('Sesja wygasła')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Mam konto' })).toBeVisible();
  await expect(page).toHaveURL(
    (url) => url.pathname === '/' && url.searchParams.get('redirect') === '/konto/ustawienia',
  );
  expect(await page.evaluate(() => localStorage.getItem('user_name'))).toBeNull();
});
