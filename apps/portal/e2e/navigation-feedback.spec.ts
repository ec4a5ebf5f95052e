// Journeys of "Navigation and feedback": the header and the mobile menu change screens inside the
// app (no reload), so a briefly unreachable server shows the portal's own service-unavailable screen with a
// retry; toasts close on route change, one toast at a time, and error toasts stay until closed; a form's
// error is said in the error summary and at its field, a toast only for what belongs to no field.
import type { Page, TestInfo } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { animationsFinished, expectNoAxeViolations } from './support/axe.ts';
import { acceptCookiesBeforehand } from './support/cookies.ts';
import { saveScreenshot } from './support/screenshot.ts';
import { fillLoginForm, jan } from './support/accounts.ts';

test.beforeEach(async ({ context, baseURL }) => {
  await acceptCookiesBeforehand(context, baseURL);
});

const isMobile = (testInfo: TestInfo) => testInfo.project.name === 'mobile';

/** The toasts on screen (Chakra's toaster). */
const toasts = (page: Page) => page.locator('[data-scope="toast"][data-part="root"]');

/** Follows a main-menu entry the way the customer does at this width. */
async function openFromMenu(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  if (isMobile(testInfo)) {
    await page.getByRole('button', { name: 'Otwórz menu' }).click();
    await page.getByRole('dialog').getByRole('link', { name }).click();
  } else {
    await page.getByRole('navigation', { name: 'Menu główne' }).getByRole('link', { name }).click();
  }
}

/** Marks the loaded page: a full page load wipes the mark out. */
async function markPage(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { stillSamePage: boolean }).stillSamePage = true;
  });
}
const stillSamePage = (page: Page) =>
  page.evaluate(() => (window as unknown as { stillSamePage?: boolean }).stillSamePage === true);

test.describe('signed in', () => {
  test.use({ signedInAs: jan });

  test(
    'the menu changes screens without reloading, and an unreachable server shows the retry screen',
    {
      tag: '@both-widths',
    },
    async ({ page }, testInfo) => {
      await page.goto('/lista-spraw');
      await expect(page.getByRole('heading', { level: 1, name: 'Twoje sprawy' })).toBeVisible();
      await markPage(page);

      // The server stops answering: neither pages nor the API reach it.
      await page.route(
        (url) => url.pathname.startsWith('/api/') || url.pathname === '/lista-spraw-historycznych',
        (route) => route.abort('internetdisconnected'),
      );
      await openFromMenu(page, testInfo, 'Historia');
      await expect(
        page.getByRole('heading', { level: 1, name: 'Serwis jest chwilowo niedostępny' }),
      ).toBeVisible({
        timeout: 20_000,
      });
      await expect(page.getByRole('button', { name: 'Spróbuj ponownie' })).toBeVisible();
      expect(await stillSamePage(page), 'the portal, not the browser, says the server is away').toBe(true);
      await expectNoAxeViolations(page);
      await saveScreenshot(page, testInfo, 'menu-service-unavailable');

      // The server is back: the retry shows the history.
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      await page.getByRole('button', { name: 'Spróbuj ponownie' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Historia spraw' })).toBeVisible();

      // A menu click changes the screen inside the app.
      await markPage(page);
      await openFromMenu(page, testInfo, 'Faktury');
      await expect(page).toHaveURL((url) => url.pathname === '/platnosci');
      await expect(page.getByRole('heading', { level: 1, name: 'Faktury i płatności' })).toBeVisible();
      expect(await stillSamePage(page)).toBe(true);
    },
  );
});

test(
  'a success replaces the failure, and a route change closes the toast',
  {
    tag: '@both-widths',
  },
  async ({ page }, testInfo) => {
    await page.goto('/');
    // portal-spec §2: the 'check case status' option of the login box leads to the login.
    await page.getByRole('button', { name: 'Sprawdź status sprawy' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Status sprawy sprawdzisz po zalogowaniu' }),
    ).toBeVisible();
    await expect(page.getByLabel('Adres e-mail', { exact: true })).toBeFocused();
    await expectNoAxeViolations(page);
    await saveScreenshot(page, testInfo, 'login-check-case-status');
    const form = page.getByRole('form', { name: 'Mam konto' });
    // Two wrong passwords: the form's error box says it, once; no toast repeats it, none stacks.
    await fillLoginForm(page, { email: jan.email, password: 'Zle-Haslo-1' });
    await expect(form.getByText('Sprawdź dane i spróbuj ponownie.', { exact: false })).toBeVisible();
    await fillLoginForm(page, { email: jan.email, password: 'Zle-Haslo-2' });
    await expect(form.getByText('Sprawdź dane i spróbuj ponownie.', { exact: false })).toBeVisible();
    await expect(toasts(page)).toHaveCount(0);
    await expect(page.getByText('Nieprawidłowy adres e-mail lub hasło')).toHaveCount(1);
    await expectNoAxeViolations(page);

    await fillLoginForm(page, jan);
    await expect(page).toHaveURL((url) => url.pathname === '/lista-spraw');
    await expect(toasts(page)).toHaveCount(1);
    await expect(toasts(page)).toContainText('Zalogowano pomyślnie.');
    await expect(page.getByText('Nieprawidłowy adres e-mail lub hasło')).toHaveCount(0);

    // The toast sits below the header: the menu button on a phone, the account links on a desktop stay free.
    await animationsFinished(page);
    const header = await page.locator('header').boundingBox();
    const toast = await toasts(page).boundingBox();
    expect(header && toast && toast.y >= header.y + header.height, 'the toast covers the header').toBe(true);
    await saveScreenshot(page, testInfo, 'login-toast-below-header');

    // Toasts close on route change (portal-spec §4), well before their 4 s; the menu is used at once.
    await openFromMenu(page, testInfo, 'Twoje konto');
    await expect(page).toHaveURL((url) => url.pathname === '/konto/ustawienia');
    await expect(toasts(page)).toHaveCount(0, { timeout: 2_000 });
  },
);

test('a failure with no field is one toast that stays until closed, not a stack', async ({
  page,
}, testInfo) => {
  // The browser's clock, so that the 4 s after which other toasts close can pass at once.
  await page.clock.install();
  await page.goto('/zapomnialem-hasla');
  // The server cannot be reached for a moment.
  await page.route('**/api/account/forgot-password', (route) => route.abort('internetdisconnected'));
  await page.getByLabel('Adres e-mail').fill(jan.email);
  await page.getByRole('button', { name: 'Wyślij link' }).click();
  await expect(toasts(page)).toHaveCount(1);
  await page.getByRole('button', { name: 'Wyślij link' }).click();
  await expect(page.getByRole('button', { name: 'Wyślij link' })).toBeEnabled();
  await expect(toasts(page)).toHaveCount(1);
  await expect(toasts(page)).toContainText('Nie udało się wysłać linku. Spróbuj ponownie później.');
  // Said once: no error box in the form repeats it.
  await expect(page.getByText('Nie udało się wysłać linku')).toHaveCount(1);
  await expectNoAxeViolations(page);
  await saveScreenshot(page, testInfo, 'forgot-password-failed', { fullPage: false });
  // Error toasts stay until closed (portal-spec §4): still there after the 4 s of the others.
  await page.clock.fastForward(5_000);
  await expect(toasts(page)).toHaveCount(1);
  await toasts(page).getByRole('button').click();
  await expect(toasts(page)).toHaveCount(0);
});
