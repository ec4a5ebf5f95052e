// Journey (issue 15 "first paint"): the landing screens arrive with their first view in the HTML, rendered
// at build (build/prerender.ts), so the heading shows before any script runs; once the script has run the
// page is the portal as before: no layout shift when it replaces that markup, and login works.
import { expect, test } from './support/test.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { fillLoginForm, jan } from './support/accounts.ts';
import { saveScreenshot } from './support/screenshot.ts';

const firstViews = [
  { path: '/', heading: 'Witamy w Portalu Klienta' },
  { path: '/lista-spraw', heading: 'Twoje sprawy' },
  { path: '/platnosci', heading: 'Faktury i płatności' },
  { path: '/skladanie-wniosku', heading: 'Złóż wniosek' },
];

for (const { path, heading } of firstViews) {
  test(`${path} shows its heading without JavaScript`, async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL: baseURL! });
    const page = await context.newPage();
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    const html = (await response?.text()) ?? '';
    // The critical CSS and the portal's script come with the markup; no inline script (CSP).
    expect(html).toMatch(/<style data-emotion="css[^"]*">/);
    expect(html).toMatch(
      /<script type="module" fetchpriority="low" crossorigin src="\/assets\/[^"]+\.js"><\/script>/,
    );
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('991');
    await context.close();
  });
}

test('the pre-rendered login page becomes the portal without a layout shift, and login works', async ({
  page,
}, testInfo) => {
  await page.goto('/');
  // The client's first render has replaced the markup: the cookie banner's button now works.
  await page.getByRole('button', { name: 'Akceptuję' }).click();
  await expect(page.getByRole('button', { name: 'Akceptuję' })).toBeHidden();
  const shift = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((entries) => {
          for (const entry of entries.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[]) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 500);
      }),
  );
  expect(shift).toBeLessThanOrEqual(0.05);
  await expectNoAxeViolations(page);
  await saveScreenshot(page, testInfo, 'first-paint-login');

  await fillLoginForm(page, jan);
  await expect(page).toHaveURL((url) => url.pathname === '/lista-spraw');
  await expect(page.getByRole('heading', { level: 1, name: 'Twoje sprawy' })).toBeVisible();
  await expectNoAxeViolations(page);

  // Signed in, the address of the login page no longer comes with the login form in its HTML.
  const home = await page.request.get('/');
  expect(await home.text()).toContain('<div id="root"></div>');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Twoje sprawy' })).toBeVisible();
});

test('what the user types into the painted login page before the script runs is kept', async ({ page }) => {
  // A slow phone: the portal's script arrives two seconds after the painted page.
  let releaseScript: () => void = () => undefined;
  const scriptHeld = new Promise<void>((resolve) => (releaseScript = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await scriptHeld;
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'commit' });
  const email = page.getByLabel('Adres e-mail', { exact: true });
  const password = page.getByLabel('Hasło', { exact: true });
  await email.fill(jan.email);
  await password.fill(jan.password);
  releaseScript();
  // Until the script has run, the painted buttons do nothing (no native submission either): the user
  // presses again. Then the rendered page (its cookie banner now answers) still holds both values, in the
  // portal's own state: login with them works.
  const accept = page.getByRole('button', { name: 'Akceptuję' });
  await expect(async () => {
    await accept.click({ timeout: 1_000 });
    await expect(accept).toBeHidden({ timeout: 1_000 });
  }).toPass();
  expect(new URL(page.url()).search).toBe('');
  await expect(email).toHaveValue(jan.email);
  await expect(password).toHaveValue(jan.password);
  await page.getByRole('button', { name: 'Zaloguj się' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/lista-spraw');
});

test('Enter pressed in the painted login form while the portal is still starting signs in once it has', async ({
  page,
}) => {
  // The script has run but the page waits for the portal's configuration (a slow network): the painted
  // form has no behaviour of its own yet.
  let releaseConfig: () => void = () => undefined;
  const configHeld = new Promise<void>((resolve) => (releaseConfig = resolve));
  await page.route('**/api/config/frontend', async (route) => {
    await configHeld;
    await route.continue();
  });
  const scriptRan = page.waitForRequest('**/api/config/frontend');
  await page.goto('/');
  await scriptRan;
  await page.getByLabel('Adres e-mail', { exact: true }).fill(jan.email);
  await page.getByLabel('Hasło', { exact: true }).fill(jan.password);
  await page.getByLabel('Hasło', { exact: true }).press('Enter');
  // Not submitted natively: still the same page, nothing typed in its address.
  expect(new URL(page.url()).search).toBe('');
  releaseConfig();
  await expect(page).toHaveURL((url) => url.pathname === '/lista-spraw');
  await expect(page.getByRole('heading', { level: 1, name: 'Twoje sprawy' })).toBeVisible();
});
