// Customer journeys: '/favicon.ico' (which browsers ask for on their own) is a real icon, not a 404 in every
// page's console; no page load logs a failed request.
import { expect, test } from './support/test.ts';

test('the favicon is served as an icon and no request of the home page fails', async ({ page }) => {
  const ico = await page.request.get('/favicon.ico');
  expect(ico.status()).toBe(200);
  expect(ico.headers()['content-type']).toMatch(/image\/(x-icon|vnd\.microsoft\.icon)/);
  expect((await ico.body()).subarray(0, 4)).toEqual(Buffer.from([0, 0, 1, 0]));

  const failed: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Mam konto' })).toBeVisible();
  expect(failed).toEqual([]);
});
