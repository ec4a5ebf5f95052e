// Journey ("Notifications can be listed, read and dismissed for good"): "Powiadomienia 2" in the
// header opens the cases with a notification only, though they lie on different pages of the whole list;
// the customer reads one, dismisses it with "Ukryj powiadomienie", and it stays dismissed after a reload,
// the badge down to 1. A customer of its own (the dismissal lasts), with cases the back office files.
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { acceptCookiesBeforehand } from './support/cookies.ts';
import { saveScreenshot } from './support/screenshot.ts';
import { fileCaseFor, fillLoginForm, seededAccount } from './support/accounts.ts';

const DAY = 86_400_000;

/** The header's Notifications entry: in the menu at 1280 px, in the drawer at 390 px. */
async function notificationsEntry(page: Page, mobile: boolean) {
  if (mobile) await page.getByRole('button', { name: 'Otwórz menu' }).click();
  return page.getByRole(mobile ? 'dialog' : 'navigation').getByRole('link', { name: /Powiadomienia/ });
}

/** The link to a case on the list: the number in the table, "Zobacz szczegóły sprawy …" on a card. */
function caseLink(page: Page, number: string) {
  const escaped = number.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  return page.getByRole('main').getByRole('link', { name: new RegExp(`${escaped}(\\s*,|$)`) });
}

test(
  'the notifications entry lists the notified cases, and a dismissed notification stays dismissed',
  { tag: '@both-widths' },
  async ({ page, context, baseURL }, testInfo) => {
    // 13 cases filed, two accessibility checks and a reload: longer than most journeys.
    testInfo.setTimeout(120_000);
    const mobile = testInfo.project.name === 'mobile';
    await acceptCookiesBeforehand(context, baseURL);
    const account = await seededAccount(page.request, testInfo, 'powiadomienia');
    // 13 cases, newest first on the list: the notified ones are the 2nd (page 1) and the 12th (page 2).
    const notified = new Map<number, string>([
      [1, 'Prosimy o podpisanie umowy przyłączeniowej.'],
      [11, 'Prosimy o dosłanie mapy do celów projektowych.'],
    ]);
    const numbers: string[] = [];
    for (let index = 0; index < 13; index += 1) {
      const { number } = await fileCaseFor(page.request, account.email, 'PP/POW', 'Klient Powiadomień', {
        address: `ul. Lipowa ${index + 1}, 05-500 Piaseczno`,
        registrationDate: new Date(Date.now() - (index + 1) * DAY).toISOString(),
        notification: notified.get(index) ?? null,
      });
      numbers.push(number);
    }

    await page.goto('/');
    await fillLoginForm(page, account);
    await expect(page).toHaveURL((url) => url.pathname === '/lista-spraw');
    const results = page.getByRole('status').filter({ hasText: / z \d+ wynik/ });
    await expect(results).toHaveText('1–10 z 13 wyników');

    const entry = await notificationsEntry(page, mobile);
    await expect(entry).toContainText(/nowe:\s*2$/);
    await entry.click();
    await expect(page).toHaveURL(
      (url) => url.pathname === '/lista-spraw' && url.search === '?powiadomienia=tak',
    );
    await expect(results).toHaveText('1–2 z 2 wyników');
    for (const index of notified.keys()) {
      await expect(caseLink(page, numbers[index]!)).toBeVisible();
    }
    await expectNoAxeViolations(page);
    await saveScreenshot(page, testInfo, 'case-list-notified');

    // Read one and dismiss it for good.
    await caseLink(page, numbers[11]!).click();
    await expect(page.getByRole('heading', { level: 1, name: `Sprawa nr ${numbers[11]}` })).toBeVisible();
    const bar = page.getByRole('region', { name: 'Powiadomienie do sprawy' });
    await expect(bar).toContainText(notified.get(11)!);
    const dismissed = page.waitForResponse(
      (response) => response.request().method() === 'DELETE' && response.url().endsWith('/notification'),
    );
    await bar.getByRole('button', { name: 'Ukryj powiadomienie' }).click();
    expect((await dismissed).status()).toBe(204);
    await expect(bar).toBeHidden();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: `Sprawa nr ${numbers[11]}` })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Powiadomienie do sprawy' })).toHaveCount(0);

    const after = await notificationsEntry(page, mobile);
    await expect(after).toContainText(/nowe:\s*1$/);
    await after.click();
    await expect(results).toHaveText('1–1 z 1 wyniku');
    await expect(caseLink(page, numbers[1]!)).toBeVisible();
    await expectNoAxeViolations(page);
  },
);
