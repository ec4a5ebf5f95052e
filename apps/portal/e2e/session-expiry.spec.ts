// Journey (WCAG 2.2.1 Timing adjustable): the session ends after 30 minutes without a request.
// Two minutes before, the portal warns and offers "Przedłuż sesję" (a real request that extends the
// server's session) and "Wyloguj"; an extension in another tab of the browser closes this tab's warning;
// a warning left alone ends with the login page and 'Sesja wygasła'. A letter being written in "Wyślij
// nowe pismo" (its text and its file) is not lost when the session ends under it: after signing in again
// the dialog opens with it, and it is sent.
// Time: the browser's clock is moved with page.clock; the server's cannot be, so the test server's
// seeding route makes this browser's own session end in so many seconds (as if it had been idle until
// now). Each journey has its own account: it ends its session.
import { testSeedingEndpoints } from '@portal/api-contract';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import {
  backofficeKey,
  fileCaseFor,
  fillLoginForm,
  seededAccount,
  type Account,
} from './support/accounts.ts';
import { acceptCookiesBeforehand } from './support/cookies.ts';
import { waitForPortal } from './support/portal.ts';
import { saveScreenshot } from './support/screenshot.ts';

// The browser's clock also runs the page's animation frames, which Chakra's presence reads to learn whether a
// closing dialog animates; on a busy machine that frame can come after the animation ended, and the
// dialog then stayed on screen, closed. With reduced motion its animation lasts 0s and it goes at once
// (packages/ui/src/theme/system.ts).
test.use({ reducedMotion: 'reduce' });

test.beforeEach(async ({ context, baseURL }) => {
  await acceptCookiesBeforehand(context, baseURL);
});

/**
 * The browser's clock, for the journeys that move it: before the portal loads, so that its timers run on
 * it. Only where moved (see reducedMotion above).
 */
const installClock = (page: Page) => page.clock.install();

/** This browser's session (its cookie) now ends on the server in `seconds`. */
async function sessionEndsIn(page: Page, seconds: number): Promise<void> {
  const response = await page.request.post(testSeedingEndpoints.sessionExpiresIn.path, {
    headers: { 'X-Api-Key': backofficeKey() },
    data: { seconds },
  });
  expect(await response.json()).toEqual({ sessions: 1 });
}

/** Seconds the server gives this browser's session. */
async function serverSecondsLeft(page: Page): Promise<number | null> {
  return (
    (await (await page.request.get('/api/account/session')).json()) as { expiresInSeconds: number | null }
  ).expiresInSeconds;
}

/**
 * The case list has loaded all it shows. Any request of the customer's moves the session's end (that is
 * the point), so the journey changes the session's time only once no request of a tab is still to come.
 */
async function listSettled(page: Page): Promise<void> {
  await waitForPortal(page);
  await expect(page.getByText('Nie masz obecnie otwartych spraw.')).toBeVisible();
  await page.waitForLoadState('networkidle');
}

async function signIn(page: Page, account: Account, landing: string): Promise<void> {
  await page.goto('/');
  await fillLoginForm(page, account);
  await expect(page).toHaveURL((url) => url.pathname === landing);
}

/** The browser's clock past the moment the portal asks whether the warning is due (28 min of 30). */
const pastWarningCheck = '28:30';

test(
  'warns before the session ends, extends it, respects another tab, and signs out when left alone',
  { tag: '@both-widths' },
  async ({ page, context }, testInfo) => {
    await installClock(page);
    const account = await seededAccount(page.request, testInfo, 'sesja');
    await signIn(page, account, '/lista-spraw');
    await listSettled(page);

    // 110 s left on the server when the portal asks: the warning, with "Przedłuż sesję" focused.
    await sessionEndsIn(page, 110);
    await page.clock.fastForward(pastWarningCheck);
    const warning = page.getByRole('alertdialog', { name: 'Sesja wkrótce wygaśnie' });
    await expect(warning).toBeVisible();
    await expect(warning).toContainText(/wylogujemy Cię za 1:\d\d min/);
    const extend = warning.getByRole('button', { name: 'Przedłuż sesję' });
    await expect(extend).toBeFocused();
    await expect(warning.getByRole('button', { name: 'Wyloguj' })).toBeVisible();
    expect(await warning.evaluate((dialog) => getComputedStyle(dialog).animationDuration)).toBe('0s');
    await expectNoAxeViolations(page);
    await saveScreenshot(page, testInfo, 'session-expiry-warning', { fullPage: false });

    // "Przedłuż sesję" is a request that gives the server's session its 30 minutes again.
    const extended = page.waitForResponse((response) =>
      response.url().endsWith('/api/account/session/extend'),
    );
    await extend.click();
    expect((await extended).status()).toBe(200);
    await expect(warning).toBeHidden();
    expect(await serverSecondsLeft(page)).toBeGreaterThan(29 * 60);

    // A second tab: both warn; extending in the second closes the first one's warning too.
    const second = await context.newPage();
    await second.goto('/lista-spraw');
    await listSettled(second);
    await sessionEndsIn(page, 110);
    await page.clock.fastForward(pastWarningCheck);
    const secondWarning = second.getByRole('alertdialog', { name: 'Sesja wkrótce wygaśnie' });
    await expect(warning).toBeVisible();
    await expect(secondWarning).toBeVisible();
    await secondWarning.getByRole('button', { name: 'Przedłuż sesję' }).click();
    await expect(secondWarning).toBeHidden();
    await expect(warning).toBeHidden();
    await expect(page).toHaveURL((url) => url.pathname === '/lista-spraw');
    await second.close();

    // Left alone: at the end the portal asks the server once more, then shows the login page and says why.
    await sessionEndsIn(page, 100);
    await page.clock.fastForward(pastWarningCheck);
    await expect(warning).toBeVisible();
    await sessionEndsIn(page, 0);
    await page.clock.fastForward('02:00');
    await expect(warning).toBeHidden();
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await expect(page.getByText('Sesja wygasła')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Zaloguj się' })).toBeVisible();
  },
);

/** A case of the customer's own with the letter dialog open, a text written and a file chosen. */
async function writeLetter(page: Page, account: Account, label: string, letter: string) {
  const filed = await fileCaseFor(page.request, account.email, 'PP/SESJA', `Klient ${label}`);
  const casePath = `/lista-spraw/${filed.id}`;
  await signIn(page, account, '/lista-spraw');
  await page.goto(casePath);
  await expect(page.getByRole('heading', { level: 1, name: `Sprawa nr ${filed.number}` })).toBeVisible();
  await page.getByRole('button', { name: 'Wyślij nowe pismo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nowe pismo do sprawy' });
  await dialog.getByLabel('Treść pisma').fill(letter);
  await dialog.getByLabel('Dodaj załączniki').setInputFiles({
    name: 'oswiadczenie.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
  });
  await expect(dialog.getByRole('list', { name: 'Dodane załączniki' })).toContainText('oswiadczenie.pdf');
  return { casePath, dialog };
}

test(
  'the warning comes over a letter being written; left alone, the letter waits for the next sign-in',
  { tag: '@both-widths' },
  async ({ page }, testInfo) => {
    await installClock(page);
    const account = await seededAccount(page.request, testInfo, 'nad-pismem');
    const letter = 'Proszę o przesunięcie terminu odbioru technicznego.';
    const { casePath, dialog } = await writeLetter(page, account, 'Nad Pismem', letter);

    await sessionEndsIn(page, 100);
    await page.clock.fastForward(pastWarningCheck);
    const warning = page.getByRole('alertdialog', { name: 'Sesja wkrótce wygaśnie' });
    await expect(warning).toBeVisible();
    await expect(warning.getByRole('button', { name: 'Przedłuż sesję' })).toBeFocused();
    await expectNoAxeViolations(page);
    await saveScreenshot(page, testInfo, 'session-expiry-warning-over-letter', { fullPage: false });

    await sessionEndsIn(page, 0);
    await page.clock.fastForward('02:00');
    await expect(page).toHaveURL(
      (url) => url.pathname === '/' && url.searchParams.get('redirect') === casePath,
    );
    await expect(page.getByText('Sesja wygasła')).toBeVisible();
    await fillLoginForm(page, account);
    await expect(page).toHaveURL((url) => url.pathname === casePath);
    await expect(dialog.getByLabel('Treść pisma')).toHaveValue(letter);
    await expect(dialog.getByRole('list', { name: 'Dodane załączniki' })).toContainText('oswiadczenie.pdf');
  },
);

test(
  'a letter being written is kept through the end of the session and sent after signing in again',
  { tag: '@both-widths' },
  async ({ page }, testInfo) => {
    const account = await seededAccount(page.request, testInfo, 'pismo');
    const letter = 'W załączeniu przesyłam podpisane oświadczenie o tytule prawnym do nieruchomości.';
    const { casePath, dialog } = await writeLetter(page, account, 'Sesji', letter);

    // The session ends on the server before the portal noticed (a laptop asleep): send meets a 401.
    await sessionEndsIn(page, 0);
    await dialog.getByRole('button', { name: 'Wyślij pismo' }).click();
    await expect(page).toHaveURL(
      (url) => url.pathname === '/' && url.searchParams.get('redirect') === casePath,
    );
    await expect(page.getByText('Sesja wygasła')).toBeVisible();

    // Signed in again as the same customer: back on the case, the letter in its open dialog.
    await fillLoginForm(page, account);
    await expect(page).toHaveURL((url) => url.pathname === casePath);
    await expect(dialog).toBeVisible();
    await expect(
      dialog.getByText('Przywrócono pismo, które nie zostało wysłane przed zakończeniem sesji.'),
    ).toBeVisible();
    await expect(dialog.getByLabel('Treść pisma')).toHaveValue(letter);
    await expect(dialog.getByRole('list', { name: 'Dodane załączniki' })).toContainText('oswiadczenie.pdf');
    await expectNoAxeViolations(page);
    await saveScreenshot(page, testInfo, 'send-document-restored', { fullPage: false });

    await dialog.getByRole('button', { name: 'Wyślij pismo' }).click();
    await expect(dialog.getByText('Pismo zostało wysłane')).toBeVisible();
    await dialog.getByRole('button', { name: 'Zamknij', exact: true }).click();
    await expect(dialog).toBeHidden();
    // Listed by the start of its text and its file, not as 'Kod kreskowy -'.
    const sent = page.getByRole('list', { name: 'Pisma do sprawy' }).getByRole('listitem').first();
    await expect(sent).toContainText(letter);
    await expect(sent).toContainText('Załączniki: oswiadczenie.pdf');
    await expect(sent).not.toContainText('Kod kreskowy');
    await sent.scrollIntoViewIfNeeded();
    await saveScreenshot(page, testInfo, 'case-letter-sent', { fullPage: false });

    // Sent, the letter is not offered again: opened anew, the dialog is an empty letter.
    await page.getByRole('button', { name: 'Wyślij nowe pismo' }).click();
    await expect(dialog.getByLabel('Treść pisma')).toHaveValue('');
    await expect(dialog.getByText(/Przywrócono pismo/)).toHaveCount(0);
    await expect(dialog.getByRole('list', { name: 'Dodane załączniki' })).toHaveCount(0);
  },
);
