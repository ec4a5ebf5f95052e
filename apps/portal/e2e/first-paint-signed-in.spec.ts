// Journey: a signed-in customer on a slow phone opens the case list or the invoices from a
// bookmark. The page paints pre-rendered (the shell and the screen's skeleton), and the client hydrates it
// rather than replacing it: the painted heading is the same element once the data are in, a click on a
// header link while the script is still on its way moves on without a full reload, and React reports no
// hydration mismatch, although the screen's data are often in the client's cache before it hydrates.
import { expect, test } from './support/test.ts';
import { jan } from './support/accounts.ts';
import { acceptCookiesBeforehand } from './support/cookies.ts';
import { waitForPortal } from './support/portal.ts';
import {
  hydrationProblems,
  isSameDocument,
  markDocument,
  slowPhoneUntilReleased,
} from './support/slowLoad.ts';

// This journey is about the painted page before and while the portal takes it over.
test.use({ signedInAs: jan, awaitPortal: false });

test.beforeEach(async ({ context, baseURL }) => {
  await acceptCookiesBeforehand(context, baseURL);
});

const screens = [
  {
    path: '/lista-spraw',
    heading: 'Twoje sprawy',
    // The list's "1–10 z 12 wyników".
    loaded: { role: 'status', text: / z \d+ wynik/ },
    link: 'Faktury',
    next: { path: '/platnosci', heading: 'Faktury i płatności' },
  },
  {
    path: '/platnosci',
    heading: 'Faktury i płatności',
    loaded: { role: 'region', text: /zł/ },
    link: 'Historia',
    next: { path: '/lista-spraw-historycznych', heading: 'Historia spraw' },
  },
] as const;

type Painted = Window & { paintedHeading?: Element | undefined; paintedLinks?: Element[] };

for (const screen of screens) {
  test(`${screen.path} on a slow phone is hydrated: the painted heading stays while the data arrive into it`, async ({
    page,
  }) => {
    const problems = hydrationProblems(page);
    const script = await slowPhoneUntilReleased(page);
    await page.goto(screen.path, { waitUntil: 'commit' });
    const heading = page.getByRole('heading', { level: 1, name: screen.heading });
    await expect(heading).toBeVisible();
    // The painted page, the portal's script held back: its heading and header links, marked as they are.
    await page.evaluate(() => {
      const painted = window as Painted;
      painted.paintedHeading = document.querySelector('#root h1') ?? undefined;
      painted.paintedLinks = [...document.querySelectorAll('#root header a')];
    });
    await expect(page.getByText('Ładujemy', { exact: false })).toBeAttached();

    script.release();
    await waitForPortal(page);
    await script.fullSpeed();
    await expect(
      page.getByRole(screen.loaded.role).filter({ hasText: screen.loaded.text }).first(),
    ).toBeVisible();
    await expect(page.getByText('Ładujemy', { exact: false })).not.toBeAttached();
    const kept = await page.evaluate(() => {
      const painted = window as Painted;
      const links = painted.paintedLinks ?? [];
      return {
        sameHeading: painted.paintedHeading === document.querySelector('#root h1'),
        links: links.length,
        // React's own: hydrated, not drawn anew.
        hydratedLinks: links.filter(
          (link) => link.isConnected && Object.keys(link).some((key) => key.startsWith('__reactFiber$')),
        ).length,
      };
    });
    expect(kept.sameHeading, 'the heading painted before the script is the one on screen').toBe(true);
    expect(kept.links).toBeGreaterThan(3);
    expect(kept.hydratedLinks).toBe(kept.links);
    expect(problems).toEqual([]);
  });

  test(`${screen.path} on a slow phone: a header link clicked before the script ran opens its screen without a reload`, async ({
    page,
  }) => {
    const problems = hydrationProblems(page);
    const script = await slowPhoneUntilReleased(page);
    await page.goto(screen.path, { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1, name: screen.heading })).toBeVisible();
    await markDocument(page);
    await page
      .getByRole('navigation', { name: 'Menu główne' })
      .getByRole('link', { name: screen.link })
      .click();

    script.release();
    await waitForPortal(page);
    await script.fullSpeed();
    await expect(page).toHaveURL((url) => url.pathname === screen.next.path);
    await expect(page.getByRole('heading', { level: 1, name: screen.next.heading })).toBeVisible();
    expect(await isSameDocument(page)).toBe(true);
    expect(problems).toEqual([]);
  });
}

test('a stored session the server no longer has: the painted skeleton gives way to the sign-in page without a hydration error', async ({
  page,
  context,
  baseURL,
}) => {
  // The browser still says who was signed in (local storage), but its session cookie is gone: the server
  // answers that nobody is signed in, and the case list sends the visitor to sign in.
  await context.clearCookies();
  await acceptCookiesBeforehand(context, baseURL);
  const problems = hydrationProblems(page);
  const script = await slowPhoneUntilReleased(page);
  // The session's answer comes before the router has what the painted page needs (its config): the
  // session is rejected before the first render.
  let sessionAnswered!: () => void;
  const answered = new Promise<void>((resolve) => (sessionAnswered = resolve));
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === '/api/account/session') sessionAnswered();
  });
  await page.route('**/api/config/frontend', async (route) => {
    await answered;
    await route.continue();
  });

  await page.goto('/lista-spraw', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1, name: 'Twoje sprawy' })).toBeVisible();
  script.release();
  await waitForPortal(page);
  await script.fullSpeed();
  await expect(page).toHaveURL(
    (url) => url.pathname === '/' && url.searchParams.get('redirect') === '/lista-spraw',
  );
  await expect(page.getByRole('button', { name: 'Zaloguj się' })).toBeVisible();
  expect(problems).toEqual([]);
});
