// Journey (issue 15 "Signed-in screens"): a signed-in customer opens the case list from a bookmark on a slow
// connection. The list's data is asked for with the screen's code, not after it: even when the screen's
// chunk is slow to arrive, GET /api/issues has already left; the heading and the list's shape show first,
// then the cases.
import { expect, test } from './support/test.ts';
import { signInAt } from './support/casesSession.ts';
import { acceptCookiesBeforehand } from './support/cookies.ts';
import { saveScreenshot } from './support/screenshot.ts';

test('the case list asks for its data while its screen is still loading', async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  await acceptCookiesBeforehand(context, baseURL);
  await signInAt(page, '/lista-spraw');

  // The screen's own chunk (dist/portal-routes.json lists it for this route) comes 5 s late: long enough
  // that the data request, which leaves as soon as the portal's entry has run, is out before it even on a
  // busy machine (with 1.5 s, two browsers on two cores sometimes took longer to run the entry).
  const routes = (await (await page.request.get('/portal-routes.json')).json()) as {
    path: string;
    preload: string[];
  }[];
  const screenChunk = routes.find((route) => route.path === '/lista-spraw/')?.preload[0];
  expect(screenChunk, 'the case list screen has its own chunk').toBeTruthy();
  const events: string[] = [];
  await page.route(`**${screenChunk}`, async (route) => {
    events.push('chunk asked');
    await new Promise((resolve) => setTimeout(resolve, 5000));
    events.push('chunk answered');
    await route.continue();
  });
  // The answer takes its time too (3 s), so the screen shows its loading state.
  await page.route('**/api/issues', async (route) => {
    events.push('data asked');
    await new Promise((resolve) => setTimeout(resolve, 3000));
    await route.continue();
  });

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Twoje sprawy' })).toBeVisible();
  await expect(page.getByText('Ładujemy sprawy…')).toBeAttached();
  await saveScreenshot(page, testInfo, 'case-list-loading', { fullPage: false });
  await expect(page.getByRole('status').filter({ hasText: / z \d+ wynik/ })).toBeVisible();
  await expect(page.getByText('Ładujemy sprawy…')).not.toBeAttached();
  expect(events.indexOf('data asked'), events.join(', ')).toBeGreaterThanOrEqual(0);
  expect(events.indexOf('data asked'), events.join(', ')).toBeLessThan(events.indexOf('chunk answered'));
  await saveScreenshot(page, testInfo, 'case-list-cold');
});
