// Journey: two customers use the same browser tab in turn, as on a shared computer at home or
// at a customer office. Customer A signs in and sees their cases and notification badge; their session then
// ends by a logout, or by an expiry (the session is gone on the server and the next call answers 401).
// Customer B signs in in the same tab and must never see A's cases or A's badge, not even for a moment
// while B's own answers are on their way (they are slowed down here so that a leftover would show).
import type { Page, TestInfo } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { fillLoginForm, jan } from './support/accounts.ts';
import { signInAt } from './support/casesSession.ts';
import { acceptCookiesBeforehand } from './support/cookies.ts';
import { holdRequests, type HeldRequests } from './support/heldRequests.ts';
import { saveScreenshot } from './support/screenshot.ts';
import { logOut } from './support/logOut.ts';

const customerA = { ...jan, client: 'Jan Kowalski', caseNumbers: /\bPP\/\d{4}\//, notifications: 4 };
const customerB = {
  email: 'biuro@energobud.example.com',
  password: 'FirmaDemo2026',
  client: 'Energo-Bud sp. z o.o.',
  notifications: 2,
};

const isMobile = (testInfo: TestInfo) => testInfo.project.name === 'mobile';

test.beforeEach(async ({ context, baseURL }) => {
  await acceptCookiesBeforehand(context, baseURL);
});

/** The badge of the header's Notifications entry (in the menu on a phone). */
async function expectBadge(page: Page, testInfo: TestInfo, count: number): Promise<void> {
  if (isMobile(testInfo)) {
    await page.getByRole('button', { name: 'Otwórz menu' }).click();
    const menu = page.getByRole('dialog');
    await expect(menu.getByRole('link', { name: /Powiadomienia/ })).toContainText(String(count));
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
  } else {
    await expect(
      page.getByRole('navigation', { name: 'Menu główne' }).getByRole('link', { name: /Powiadomienia/ }),
    ).toContainText(String(count));
  }
}

/** A signs in on the case list and sees their own cases and badge. */
async function customerASeesTheirCases(page: Page, testInfo: TestInfo): Promise<void> {
  await signInAt(page, '/lista-spraw', customerA);
  await expect(page.getByRole('heading', { level: 1, name: 'Twoje sprawy' })).toBeVisible();
  await expect(page.getByText(customerA.client).filter({ visible: true }).first()).toBeVisible();
  await expectBadge(page, testInfo, customerA.notifications);
}

/**
 * From now on, anything of A's that shows in the tab is recorded: A's client name or case numbers, or A's
 * badge count in the header; and B's case list is held, as on a slow connection, until the journey has
 * looked at the screen without it.
 */
async function watchForCustomerA(page: Page): Promise<HeldRequests> {
  const caseList = await holdRequests(page, '**/api/issues');
  await page.evaluate(
    ({ client, caseNumbers, notifications }) => {
      const seen: string[] = [];
      (window as unknown as { seenOfA: string[] }).seenOfA = seen;
      const look = () => {
        const text = document.body.textContent ?? '';
        if (text.includes(client)) seen.push(`client name: ${client}`);
        if (new RegExp(caseNumbers).test(text)) seen.push('a case number of A');
        const nav = document.querySelector('nav[aria-label="Menu główne"]')?.textContent ?? '';
        if (new RegExp(`nowe:\\s*${notifications}\\b`).test(nav)) seen.push(`badge ${notifications}`);
      };
      look();
      new MutationObserver(look).observe(document.body, {
        subtree: true,
        childList: true,
        characterData: true,
      });
    },
    {
      client: customerA.client,
      caseNumbers: customerA.caseNumbers.source,
      notifications: customerA.notifications,
    },
  );
  return caseList;
}

async function expectNothingOfA(page: Page): Promise<void> {
  const seen = await page.evaluate(() => (window as unknown as { seenOfA: string[] }).seenOfA);
  expect([...new Set(seen)], "customer A's data shown to customer B").toEqual([]);
}

/** B's own list arrives: B's cases, B's badge, and at no moment anything of A's. */
async function customerBSeesOnlyTheirCases(
  page: Page,
  testInfo: TestInfo,
  screenshot: string,
  caseList: HeldRequests,
): Promise<void> {
  await caseList.asked;
  await expect(page.getByRole('heading', { level: 1, name: 'Twoje sprawy' })).toBeVisible();
  await expectNothingOfA(page);
  caseList.release();
  await expect(page.getByText(customerB.client).filter({ visible: true }).first()).toBeVisible();
  await expectBadge(page, testInfo, customerB.notifications);
  await expectNothingOfA(page);
  await expectNoAxeViolations(page);
  await saveScreenshot(page, testInfo, screenshot);
}

test(
  'after a logout, the next customer in the tab never sees the previous one’s cases or badge',
  {
    tag: '@both-widths',
  },
  async ({ page }, testInfo) => {
    await customerASeesTheirCases(page, testInfo);
    await logOut(page, testInfo);
    await expect(page.getByRole('heading', { level: 2, name: 'Mam konto' })).toBeVisible();

    const caseList = await watchForCustomerA(page);
    await expectNoAxeViolations(page);
    await fillLoginForm(page, customerB);
    await expect(page).toHaveURL((url) => url.pathname === '/lista-spraw');
    await customerBSeesOnlyTheirCases(page, testInfo, 'two-customers-after-logout', caseList);
  },
);

test(
  'after a session expiry, the next customer in the tab never sees the previous one’s cases or badge',
  {
    tag: '@both-widths',
  },
  async ({ page }, testInfo) => {
    await customerASeesTheirCases(page, testInfo);

    // A's session ends on the server (an idle timeout, a logout elsewhere); the tab still shows the list.
    const token =
      (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
    expect(
      (await page.request.post('/api/account/logout', { headers: { 'X-XSRF-TOKEN': token } })).status(),
    ).toBe(200);
    const firstCase = isMobile(testInfo)
      ? page.getByRole('link', { name: /^Zobacz szczegóły sprawy PP\// }).first()
      : page.getByRole('link', { name: /^PP\/\d{4}\/\d+\s*, zobacz szczegóły/ }).first();
    await firstCase.click();
    // The 401 ends the session in the portal and sends the tab to login, remembering where it was going.
    await expect(page).toHaveURL(
      (url) => url.pathname === '/' && /^\/lista-spraw\/\d+$/.test(url.searchParams.get('redirect') ?? ''),
    );
    await expect(page.getByRole('heading', { level: 2, name: 'Mam konto' })).toBeVisible();

    const caseList = await watchForCustomerA(page);
    await fillLoginForm(page, customerB);
    // B lands where A was going: A's case is not B's.
    await expect(page.getByRole('heading', { level: 1, name: /nie znaleźliśmy/ })).toBeVisible();
    await expectNothingOfA(page);
    await page
      .getByRole('link', { name: /^Portal Klienta/ })
      .first()
      .click();
    await expect(page).toHaveURL((url) => url.pathname === '/lista-spraw');
    await customerBSeesOnlyTheirCases(page, testInfo, 'two-customers-after-expiry', caseList);
  },
);
