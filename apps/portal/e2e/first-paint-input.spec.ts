// Journey: a customer on a slow phone meets the pre-rendered login page and uses it at once, while
// the portal's script is still on its way and then starting. The client hydrates the painted page rather
// than replacing it, so every character typed stays, the focus stays in the field, and clicks made during
// the load are acted on (a link's without a full reload). React reports no hydration mismatch.
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { jan } from './support/accounts.ts';
import { acceptCookiesBeforehand } from './support/cookies.ts';
import { waitForPortal } from './support/portal.ts';
import {
  ENTRY_SCRIPT,
  hydrationProblems,
  isSameDocument,
  markDocument,
  slowPhone,
} from './support/slowLoad.ts';

// This journey is about the painted page before and while the portal takes it over.
test.use({ awaitPortal: false });

/** Opens `/` on a slow phone (the portal's script on its way), watching for hydration problems. */
async function openOnSlowPhone(page: Page): Promise<string[]> {
  const problems = hydrationProblems(page);
  await slowPhone(page);
  await page.goto('/', { waitUntil: 'commit' });
  return problems;
}

test('typing at 8 characters a second from the first paint keeps every character and the focus', async ({
  page,
}) => {
  const problems = await openOnSlowPhone(page);
  const email = page.getByLabel('Adres e-mail', { exact: true });
  const password = page.getByLabel('Hasło', { exact: true });
  // As soon as it shows: the painted page, the script not even asked for yet.
  await email.click();
  await markDocument(page);
  // The e-mail, Tab, the password: ~5 s of typing, through the script's 3 s on the way and its start.
  await email.pressSequentially(jan.email, { delay: 125 });
  await expect(email).toBeFocused();
  await page.keyboard.press('Tab');
  await password.pressSequentially(jan.password, { delay: 125 });

  await waitForPortal(page);
  await expect(email).toHaveValue(jan.email);
  await expect(password).toHaveValue(jan.password);
  await expect(password).toBeFocused();
  expect(await isSameDocument(page)).toBe(true);
  // What was typed is the portal's own state: Enter signs in with it.
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL((url) => url.pathname === '/lista-spraw');
  await expect(page.getByRole('heading', { level: 1, name: 'Twoje sprawy' })).toBeVisible();
  expect(problems).toEqual([]);
});

test('the e-mail typed before the script has arrived stays in the focused field, in the portal’s state', async ({
  page,
}) => {
  const problems = await openOnSlowPhone(page);
  const email = page.getByLabel('Adres e-mail', { exact: true });
  await email.click();
  await email.pressSequentially(jan.email, { delay: 125 });
  await waitForPortal(page);
  await expect(email).toHaveValue(jan.email);
  await expect(email).toBeFocused();
  // The portal validates what it holds: a valid address gives no e-mail error, only the missing password.
  await page.getByRole('button', { name: 'Zaloguj się' }).click();
  await expect(page.getByText('Hasło: ')).toBeVisible();
  await expect(page.getByText('Adres e-mail: ')).toBeHidden();
  expect(problems).toEqual([]);
});

test('clicks on the cookie banner and on a link during the load are acted on, without a full reload', async ({
  page,
}) => {
  const problems = await openOnSlowPhone(page);
  await markDocument(page);
  const accept = page.getByRole('button', { name: 'Akceptuję' });
  await accept.click();
  await page.getByRole('link', { name: 'Nie pamiętasz hasła?' }).click();

  await waitForPortal(page);
  await expect(accept).toBeHidden();
  await expect(page).toHaveURL((url) => url.pathname === '/zapomnialem-hasla');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await isSameDocument(page)).toBe(true);
  // The consent was recorded: the next page load comes without the banner.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(accept).toBeHidden();
  expect(problems).toEqual([]);
});

test('a press on a painted part whose code comes last (the account’s benefits) is acted on', async ({
  page,
}) => {
  // The disclosure under the login box is a chunk of its own, painted with the page. A press on it after
  // the page began to hydrate but before its chunk came was dropped (a FLAKY journey on a busy machine).
  await acceptCookiesBeforehand(page.context(), test.info().project.use.baseURL);
  await page.route(/\/assets\/AccountBenefits-[^/]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 4_000));
    await route.continue();
  });
  const problems = hydrationProblems(page);
  await page.goto('/', { waitUntil: 'commit' });
  const benefits = page.getByRole('button', { name: 'Co daje konto w portalu?' });
  await benefits.click();
  await waitForPortal(page);
  await expect(benefits).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText(/zapłacisz faktury online/)).toBeVisible();
  expect(problems).toEqual([]);
});

for (const { path, consented } of [
  { path: '/', consented: true },
  { path: '/skladanie-wniosku', consented: false },
  { path: '/skladanie-wniosku', consented: true },
]) {
  test(`${path}${consented ? ' (cookies accepted)' : ''} is hydrated: the painted elements stay, no mismatch`, async ({
    page,
    context,
    baseURL,
  }) => {
    if (consented) await acceptCookiesBeforehand(context, baseURL);
    const problems = hydrationProblems(page);
    let releaseScript: () => void = () => undefined;
    const scriptHeld = new Promise<void>((resolve) => (releaseScript = resolve));
    await page.route(ENTRY_SCRIPT, async (route) => {
      await scriptHeld;
      await route.continue();
    });
    await page.goto(path, { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.evaluate(() => {
      (window as Window & { painted?: Element[] }).painted = [
        ...document.querySelectorAll('#root h1, #root header, #root footer, #root a, #root button'),
      ];
    });
    releaseScript();
    await waitForPortal(page);
    // Each painted element is React's now (hydrated: Suspense boundaries hydrate after the root) or gone
    // (replaced by a render of its own).
    await page.waitForFunction(() =>
      ((window as Window & { painted?: Element[] }).painted ?? []).every(
        (element) =>
          !element.isConnected || Object.keys(element).some((key) => key.startsWith('__reactFiber$')),
      ),
    );
    const kept = await page.evaluate(() => {
      const painted = (window as Window & { painted?: Element[] }).painted ?? [];
      return { painted: painted.length, connected: painted.filter((element) => element.isConnected).length };
    });
    expect(kept.painted).toBeGreaterThan(3);
    expect(kept.connected).toBe(kept.painted);
    expect(problems).toEqual([]);
  });
}
