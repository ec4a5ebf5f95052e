// Journey: a visitor on a slow phone opens the wizard on a form (a link from the operator's site,
// `/skladanie-wniosku?formularz=24`). The page paints pre-rendered (the shell, the cookie banner, the
// journey's progress and the wizard's skeleton, the same for every form) before any script, and the client
// hydrates it: the painted skeleton stays on screen until the form replaces it, nothing is drawn in between,
// a click made while the script is on its way is acted on without a full reload, and React reports no
// hydration mismatch. (Without JavaScript: first-paint.spec.ts.)
import { expect, test } from './support/test.ts';
import { choose } from './support/applications.ts';
import { acceptCookiesBeforehand } from './support/cookies.ts';
import { waitForPortal } from './support/portal.ts';
import { hydrationProblems, isSameDocument, markDocument, slowPhone } from './support/slowLoad.ts';

// This journey is about the painted page before and while the portal takes it over.
test.use({ awaitPortal: false });

const FORM = '/skladanie-wniosku?formularz=24';
const FORM_TITLE = 'Zgłoszenie gotowości instalacji wytwórczej';
const LOADING = 'Wczytujemy formularz wniosku…';

type Watched = Window & {
  paintedStatus?: Element | undefined;
  paintedLinks?: Element[];
  /** Something other than the form replaced the painted skeleton (a loader drawn in between). */
  gap?: boolean;
  /** A loader was added after the first paint (drawn twice). */
  redrawn?: boolean;
};

for (const consented of [false, true]) {
  test(`a form’s address on a slow phone${consented ? ' (cookies accepted)' : ''}: the painted skeleton stays until the form replaces it`, async ({
    page,
    context,
    baseURL,
  }) => {
    const problems = hydrationProblems(page);
    if (consented) await acceptCookiesBeforehand(context, baseURL);
    await slowPhone(page);
    await page.goto(FORM, { waitUntil: 'commit' });
    const status = page.getByRole('status').filter({ hasText: LOADING });
    await expect(status).toBeVisible();
    // The painted page, the portal's script held back: its skeleton and links, marked as they are, and
    // every change of #root from now on watched.
    await page.evaluate((loading) => {
      const watched = window as Watched;
      const root = document.getElementById('root')!;
      watched.paintedStatus = [...root.querySelectorAll('[role="status"]')].find((element) =>
        element.textContent?.includes(loading),
      );
      watched.paintedLinks = [...root.querySelectorAll('header a, nav a, main a')];
      new MutationObserver((records) => {
        const formIn = root.querySelector('h1') !== null;
        if (!watched.paintedStatus?.isConnected && !formIn) watched.gap = true;
        for (const record of records) {
          for (const node of record.addedNodes) {
            if (node instanceof Element && node.textContent?.includes(loading)) watched.redrawn = true;
          }
        }
      }).observe(root, { childList: true, subtree: true });
    }, LOADING);
    expect(await page.evaluate(() => (window as Watched).paintedStatus !== undefined)).toBe(true);

    await waitForPortal(page);
    await expect(page.getByRole('heading', { level: 1, name: FORM_TITLE })).toBeVisible();
    await expect(status).not.toBeAttached();
    const seen = await page.evaluate(() => {
      const watched = window as Watched;
      const links = watched.paintedLinks ?? [];
      return {
        gap: watched.gap ?? false,
        redrawn: watched.redrawn ?? false,
        links: links.length,
        // React's own: hydrated, not drawn anew.
        hydratedLinks: links.filter(
          (link) => link.isConnected && Object.keys(link).some((key) => key.startsWith('__reactFiber$')),
        ).length,
      };
    });
    expect(seen.gap, 'nothing but the form replaced the painted skeleton').toBe(false);
    expect(seen.redrawn, 'no loader was drawn after the painted one').toBe(false);
    expect(seen.links).toBeGreaterThanOrEqual(3);
    expect(seen.hydratedLinks).toBe(seen.links);
    // Once hydrated the links name the form's category, as the portal's own render does.
    await expect(page.getByRole('link', { name: 'Zmień rodzaj wniosku' })).toHaveAttribute('href', /rodzaj=/);
    // The form works: its first question answers.
    await choose(page, 'Osoba fizyczna');
    await expect(page.getByRole('radio', { name: 'Osoba fizyczna' })).toBeChecked();
    expect(problems).toEqual([]);
  });
}

test('an address naming no form the wizard opens keeps the plain page, which the portal renders', async ({
  page,
}) => {
  for (const id of ['9999', '8']) {
    const plain = await page.request.get(`/skladanie-wniosku?formularz=${id}`);
    expect(await plain.text()).toContain('<div id="root"></div>');
  }
  // An unknown form: the wizard's first step, as before.
  await page.goto('/skladanie-wniosku?formularz=9999');
  await expect(page.getByRole('heading', { level: 1, name: 'Złóż wniosek' })).toBeVisible();
  await expect(page.getByText('Wczytujemy formularz wniosku…')).not.toBeAttached();
});

test('clicks on the painted wizard while the script is on its way are acted on, without a full reload', async ({
  page,
}) => {
  const problems = hydrationProblems(page);
  await slowPhone(page);
  await page.goto(FORM, { waitUntil: 'commit' });
  await expect(page.getByRole('status').filter({ hasText: LOADING })).toBeVisible();
  await markDocument(page);
  const accept = page.getByRole('button', { name: 'Akceptuję' });
  await accept.click();
  await page
    .getByRole('banner')
    .getByRole('link', { name: /Portal Klienta/ })
    .click();

  await waitForPortal(page);
  await expect(accept).toBeHidden();
  await expect(page).toHaveURL((url) => url.pathname === '/' && url.search === '');
  await expect(page.getByRole('heading', { level: 1, name: 'Witamy w Portalu Klienta' })).toBeVisible();
  expect(await isSameDocument(page)).toBe(true);
  expect(problems).toEqual([]);
});
