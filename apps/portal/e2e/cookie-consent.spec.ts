// Journey: a first-time visitor accepts cookies; the banner does not come back after a reload.
import { expect, test } from './support/test.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { saveScreenshot } from './support/screenshot.ts';

test('the cookie banner is accepted once and stays hidden after reload', async ({
  page,
  context,
}, testInfo) => {
  await page.goto('/');
  const banner = page.getByRole('region', { name: 'Pliki cookies' });
  await expect(banner).toBeVisible();
  await expect(banner.getByText(/plików cookies niezbędnych do działania/)).toBeVisible();
  await expectNoAxeViolations(page);
  await saveScreenshot(page, testInfo, 'cookie-banner');

  // Keyboard users reach it right after the skip link.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Przejdź do treści' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(banner.getByRole('button', { name: 'Akceptuję' })).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(banner).toBeHidden();
  await expect(page.getByRole('main')).toBeFocused();
  const consent = (await context.cookies()).find((cookie) => cookie.name === 'cookies');
  expect(consent?.value).toBe('accepted');
  // portal-spec §2: valid 365 days.
  const days = ((consent?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(364);
  expect(days).toBeLessThanOrEqual(365);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Witamy w Portalu Klienta' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Pliki cookies' })).toHaveCount(0);
});

test('with the keyboard alone, Escape sets the banner aside for the visit without accepting', async ({
  page,
  context,
  browser,
}) => {
  await page.goto('/');
  const banner = page.getByRole('region', { name: 'Pliki cookies' });
  await expect(banner).toBeVisible();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(banner.getByRole('button', { name: 'Akceptuję' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(banner).toBeHidden();
  await expect(page.getByRole('main')).toBeFocused();
  const setAside = (await context.cookies()).find((cookie) => cookie.name === 'cookies');
  expect(setAside?.value).toBe('setAside');
  expect(setAside?.expires).toBe(-1); // a session cookie: the next visit asks again
  // Tab goes on into the page, nothing covers the bottom any more.
  await page.keyboard.press('Tab');
  await expect(page.locator(':focus')).toBeVisible();
  // The same visit keeps it aside; a new one asks again.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Witamy w Portalu Klienta' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Pliki cookies' })).toHaveCount(0);
  const next = await browser.newContext({ baseURL: test.info().project.use.baseURL! });
  const fresh = await next.newPage();
  await fresh.goto('/');
  await expect(fresh.getByRole('region', { name: 'Pliki cookies' })).toBeVisible();
  await next.close();
});
