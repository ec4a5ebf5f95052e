// Journey: the case list's page and filters live in its address. A customer filters, goes to a
// later page, opens a case and comes back with "Wróć do listy spraw" to the same page and filters; the
// browser's back button and a reload keep them too, and so does the address sent to someone else. The case
// list offers "Złóż wniosek".
import type { IssueListResponse } from '@portal/api-contract';
import { expect, test } from './support/test.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { jan } from './support/accounts.ts';
import { signInAt } from './support/casesSession.ts';
import { acceptCookiesBeforehand } from './support/cookies.ts';
import { saveScreenshot } from './support/screenshot.ts';
import { foldSearchText } from '../src/shared/search/searchText.ts';

test.beforeEach(async ({ context, baseURL }) => {
  await acceptCookiesBeforehand(context, baseURL);
});
test.use({ signedInAs: jan });

test(
  'the case list keeps its page and filters through a case, back, reload and a shared link',
  {
    tag: '@both-widths',
  },
  async ({ page, browser, baseURL }, testInfo) => {
    const mobile = testInfo.project.name === 'mobile';
    await page.goto('/lista-spraw');
    const api = (await (await page.request.get('/api/issues')).json()) as IssueListResponse;
    // The address word most cases share (the portal's search ignores case, diacritics and punctuation):
    // more than a page of cases.
    const counts = new Map<string, number>();
    for (const issue of api.issues) {
      for (const word of new Set(foldSearchText(issue.address).split(' '))) {
        if (word.length >= 2 && !/^\d/.test(word)) counts.set(word, (counts.get(word) ?? 0) + 1);
      }
    }
    const [word] = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]!;
    const matching = api.issues.filter((issue) => foldSearchText(issue.address).includes(word));
    expect(matching.length, 'more than a page of cases share an address word').toBeGreaterThan(10);
    const results = page.getByRole('status').filter({ hasText: / z \d+ wynik/ });

    // "Złóż wniosek" is offered on the case list.
    await expect(page.getByRole('main').getByRole('link', { name: 'Złóż wniosek' })).toBeVisible();

    if (mobile) await page.getByRole('button', { name: 'Pokaż filtry' }).click();
    await page.getByLabel('Adres przyłączenia').fill(word);
    await expect(results).toHaveText(`1–10 z ${matching.length} wyników`);
    await page.getByRole('button', { name: 'Następna strona' }).click();
    await expect(results).toHaveText(`11–${Math.min(20, matching.length)} z ${matching.length} wyników`);
    await expect(page).toHaveURL(
      (url) => url.searchParams.get('page') === '2' && url.searchParams.get('adres') === word,
    );
    const listUrl = page.url();
    await expectNoAxeViolations(page);
    await saveScreenshot(page, testInfo, 'case-list-page-2-filtered');

    // Open a case on that page and come back by the link.
    const eleventh = matching[10]!;
    await page
      .getByRole('link', { name: new RegExp(eleventh.number) })
      .filter({ visible: true })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1, name: `Sprawa nr ${eleventh.number}` })).toBeVisible();
    await page.getByRole('link', { name: 'Wróć do listy spraw' }).click();
    await expect(page).toHaveURL(listUrl);
    await expect(results).toHaveText(`11–${Math.min(20, matching.length)} z ${matching.length} wyników`);
    if (mobile) await page.getByRole('button', { name: 'Pokaż filtry' }).click();
    await expect(page.getByLabel('Adres przyłączenia')).toHaveValue(word);

    // The browser's back and forward, and a reload.
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: `Sprawa nr ${eleventh.number}` })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(listUrl);
    await expect(results).toHaveText(`11–${Math.min(20, matching.length)} z ${matching.length} wyników`);
    await page.reload();
    await expect(results).toHaveText(`11–${Math.min(20, matching.length)} z ${matching.length} wyników`);

    // The address sent to another signed-in browser shows the same page and filters.
    const other = await browser.newContext({
      baseURL: baseURL!,
      locale: 'pl-PL',
      timezoneId: 'Europe/Warsaw',
      storageState: { cookies: [], origins: [] },
    });
    try {
      await acceptCookiesBeforehand(other, baseURL);
      const otherPage = await other.newPage();
      await signInAt(otherPage, new URL(listUrl).pathname + new URL(listUrl).search);
      await expect(otherPage.getByRole('status').filter({ hasText: / z \d+ wynik/ })).toHaveText(
        `11–${Math.min(20, matching.length)} z ${matching.length} wyników`,
      );
    } finally {
      await other.close();
    }
  },
);
