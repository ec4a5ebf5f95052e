// Journey (performance, "Signed-in screens"): a signed-in customer opens the case list from a bookmark on a slow
// connection. The list's data is asked for with the screen's code, not after it: even when the screen's
// chunk is slow to arrive, GET /api/issues has already left; the heading and the list's shape show first,
// then the cases.
import { expect, test } from './support/test.ts';
import { jan } from './support/accounts.ts';
import { acceptCookiesBeforehand } from './support/cookies.ts';
import { holdRequests } from './support/heldRequests.ts';
import { saveScreenshot } from './support/screenshot.ts';

// The journey watches the load itself, before the portal has taken the painted page over.
test.use({ signedInAs: jan, awaitPortal: false });

test('the case list asks for its data while its screen is still loading', async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  await acceptCookiesBeforehand(context, baseURL);
  const routes = (await (await page.request.get('/portal-routes.json')).json()) as {
    path: string;
    preload: string[];
  }[];
  const screenChunk = routes.find((route) => route.path === '/lista-spraw/')?.preload[0];
  expect(screenChunk, 'the case list screen has its own chunk').toBeTruthy();

  // The screen's own chunk (dist/portal-routes.json lists it for this route) and the data are both held:
  // the data must be asked for while the chunk has not arrived.
  const chunk = await holdRequests(page, `**${screenChunk}`);
  const data = await holdRequests(page, '**/api/issues');
  await page.goto('/lista-spraw');
  await data.asked;
  await chunk.asked;
  chunk.release();

  // The screen has arrived, its data not yet: the heading and the loading state show.
  await expect(page.getByRole('heading', { level: 1, name: 'Twoje sprawy' })).toBeVisible();
  await expect(page.getByText('Ładujemy sprawy…')).toBeAttached();
  await saveScreenshot(page, testInfo, 'case-list-loading', { fullPage: false });
  data.release();
  await expect(page.getByRole('status').filter({ hasText: / z \d+ wynik/ })).toBeVisible();
  await expect(page.getByText('Ładujemy sprawy…')).not.toBeAttached();
  await saveScreenshot(page, testInfo, 'case-list-cold');
});
