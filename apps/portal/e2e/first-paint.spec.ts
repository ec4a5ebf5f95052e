// Journey (performance, "first paint"): the landing screens arrive with their first view in the HTML, rendered
// at build (build/prerender.ts), so the heading shows before any script is even fetched; once it has run the
// page is the portal as before: no layout shift when it replaces that markup, and login works.
import { createHash } from 'node:crypto';
import { expect, test } from './support/test.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { fillLoginForm, jan } from './support/accounts.ts';
import { saveScreenshot } from './support/screenshot.ts';

// This journey is about the painted page before the portal has taken it over.
test.use({ awaitPortal: false });

// The wizard with a form open shows its skeleton (the same for every form): the form's title, its heading,
// comes with the form's definition.
const firstViews: { path: string; heading?: string; status?: string }[] = [
  { path: '/', heading: 'Witamy w Portalu Klienta' },
  { path: '/lista-spraw', heading: 'Twoje sprawy' },
  { path: '/platnosci', heading: 'Faktury i płatności' },
  { path: '/skladanie-wniosku', heading: 'Złóż wniosek' },
  { path: '/skladanie-wniosku?formularz=24', status: 'Wczytujemy formularz wniosku…' },
];

for (const { path, heading, status } of firstViews) {
  test(`${path} shows its heading without JavaScript`, async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL: baseURL! });
    const page = await context.newPage();
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    const html = (await response?.text()) ?? '';
    // The critical CSS comes with the markup (under the portal's attribute, which emotion leaves where it
    // is); the portal's script is held until the page has painted, by the one inline script, which the CSP
    // allows by its hash and no other.
    expect(html).toMatch(/<style data-prerendered-emotion="css[^"]*">/);
    expect(html).not.toMatch(/<style data-emotion=/);
    expect(html.split('</head>')[0]).not.toMatch(/<script type="module"/);
    expect(html).toMatch(
      /<template id="after-first-paint">(<link [^>]+>)*<script type="module" crossorigin src="\/assets\/[^"]+\.js"><\/script>(<link rel="modulepreload" [^>]+>)*<\/template>/,
    );
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)];
    expect(inline).toHaveLength(1);
    const hash = createHash('sha256').update(inline[0]![1]!).digest('base64');
    expect(response?.headers()['content-security-policy']).toContain(`script-src 'self' 'sha256-${hash}';`);
    if (heading) await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    if (status) await expect(page.getByRole('status').filter({ hasText: status })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('991');
    await context.close();
  });
}

test('the pre-rendered login page becomes the portal without a layout shift, and login works', async ({
  page,
}, testInfo) => {
  await page.goto('/');
  // The page painted before the portal's script was asked for (on a slow line the HTML gets it all first).
  const { painted, scriptAsked } = await page.evaluate(async () => {
    const entry = () =>
      performance
        .getEntriesByType('resource')
        .find((resource) => /\/assets\/index-[^/]+\.js$/.test(resource.name));
    while (!entry()) await new Promise((resolve) => setTimeout(resolve, 20));
    const paint = performance.getEntriesByName('first-contentful-paint')[0];
    return { painted: paint?.startTime ?? Infinity, scriptAsked: entry()!.startTime };
  });
  expect(scriptAsked).toBeGreaterThan(painted);
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
  // The painted buttons do nothing of their own (no native submission either): a press is held and made
  // again once the portal has rendered. Then the rendered page (its cookie banner now answers) still holds
  // both values, in the portal's own state: login with them works.
  const accept = page.getByRole('button', { name: 'Akceptuję' });
  // A press on the painted banner is held and made again by the portal, which may hide the banner before
  // the next try here (a slow machine): a hidden banner is the goal, not one more press.
  await expect(async () => {
    if (await accept.isVisible()) await accept.click({ timeout: 1_000 });
    await expect(accept).toBeHidden({ timeout: 1_000 });
  }).toPass();
  expect(new URL(page.url()).search).toBe('');
  await expect(email).toHaveValue(jan.email);
  await expect(password).toHaveValue(jan.password);
  await page.getByRole('button', { name: 'Zaloguj się' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/lista-spraw');
});

test('the painted login button pressed before the script has arrived signs in once it has', async ({
  page,
}) => {
  let releaseScript: () => void = () => undefined;
  const scriptHeld = new Promise<void>((resolve) => (releaseScript = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await scriptHeld;
    await route.continue();
  });
  await page.goto('/');
  await page.getByLabel('Adres e-mail', { exact: true }).fill(jan.email);
  await page.getByLabel('Hasło', { exact: true }).fill(jan.password);
  await page.getByRole('button', { name: 'Zaloguj się' }).click();
  // Held by the page's loader: no native submission, nothing typed in the address.
  expect(new URL(page.url()).search).toBe('');
  releaseScript();
  await expect(page).toHaveURL((url) => url.pathname === '/lista-spraw');
  await expect(page.getByRole('heading', { level: 1, name: 'Twoje sprawy' })).toBeVisible();
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
