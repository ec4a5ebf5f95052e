// Journey: a visitor opens an address that does not exist and finds the way back home.
import { expect, test } from './support/test.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { acceptCookiesBeforehand } from './support/cookies.ts';
import { saveScreenshot } from './support/screenshot.ts';

test('an unknown path shows the 404 page with a way back home', async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  await acceptCookiesBeforehand(context, baseURL);
  const response = await page.goto('/ta-strona-nie-istnieje');
  // Performance: the server knows the portal's routes and says so (a crawler or a link checker sees a 404).
  expect(response?.status()).toBe(404);

  await expect(
    page.getByRole('heading', { level: 1, name: 'Ups, nie znaleźliśmy takiej strony (błąd 404)' }),
  ).toBeVisible();
  await expect(page).toHaveTitle('Nie znaleziono strony – Portal Klienta');
  await expectNoAxeViolations(page);
  await saveScreenshot(page, testInfo, 'not-found');

  await page.getByRole('link', { name: 'Wróć na stronę główną' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Witamy w Portalu Klienta' })).toBeVisible();
});
