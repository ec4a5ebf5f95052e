// Journey: a visitor who tries to log in too often meets the server's rate limit (portal-spec §8: 429, a
// toast only, 'Too many attempts, try later'). The real API answers 429: this journey runs its own server
// whose login limit is two attempts a minute (RATE_LIMIT_AUTH=2). The toast is an error toast, so it stays
// until the visitor closes it (portal-spec §4: it used to vanish after 4 s).
import type { Page } from '@playwright/test';
import { jan, sendLoginForm } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { acceptCookiesBeforehand } from './support/cookies.ts';
import { ownServerPort, startOwnServer, type OwnServer } from './support/ownServer.ts';
import { saveScreenshot } from './support/screenshot.ts';
import { expect, test } from './support/test.ts';

const PORT_OFFSET = 0;
let server: OwnServer | undefined;

// Playwright reads a fixture's and a hook's needs from the destructuring of their first argument: these
// need none, hence the empty patterns.
test.use({
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use, testInfo) => use(`http://127.0.0.1:${ownServerPort(testInfo, PORT_OFFSET)}`),
});

// eslint-disable-next-line no-empty-pattern
test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(180_000);
  server = await startOwnServer(ownServerPort(testInfo, PORT_OFFSET), { RATE_LIMIT_AUTH: '2' });
});

test.afterAll(async () => {
  await server?.stop();
});

const toasts = (page: Page) => page.locator('[data-scope="toast"][data-part="root"]');

test('the third login within a minute meets the rate limit: a toast that stays until closed', async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  await acceptCookiesBeforehand(context, baseURL);
  // The browser's clock, so that the 4 s after which other toasts close can pass at once.
  await page.clock.install();
  await page.goto('/');
  const form = page.getByRole('form', { name: 'Mam konto' });

  // Two wrong passwords are the form's errors (no toast).
  for (const password of ['Zle-Haslo-1', 'Zle-Haslo-2']) {
    expect((await sendLoginForm(page, { email: jan.email, password })).status()).toBe(400);
    await expect(form.getByText('Sprawdź dane i spróbuj ponownie.', { exact: false })).toBeVisible();
  }
  await expect(toasts(page)).toHaveCount(0);

  // The third, right or not, is refused by the server's limit.
  expect((await sendLoginForm(page, jan)).status()).toBe(429);
  await expect(toasts(page)).toHaveCount(1);
  await expect(toasts(page)).toContainText('Zbyt wiele prób, spróbuj później');
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expectNoAxeViolations(page);
  await saveScreenshot(page, testInfo, 'login-too-many-requests', { fullPage: false });

  // Still there well after the 4 s of a success toast; it has a close button, and closing removes it.
  await page.clock.fastForward(5_000);
  await expect(toasts(page)).toHaveCount(1);
  await expect(toasts(page)).toContainText('Zbyt wiele prób, spróbuj później');
  await toasts(page).getByRole('button').click();
  await expect(toasts(page)).toHaveCount(0);
});
