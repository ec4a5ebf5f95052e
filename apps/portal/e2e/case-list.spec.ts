// Journeys: a customer signs in (sent to login from the case list and brought back there) and finds a case
// in the case list: filters by type, status, filing date and address, clears the filters, pages through
// the list (?page=, the page input, an invalid page), and opens the history list and comes back. At
// 1280 px the list is a table, at 390 px cards with the filters folded away.
import type { IssueListResponse } from '@portal/api-contract';
import { expect, test } from './support/test.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { jan } from './support/accounts.ts';
import { signInAt } from './support/casesSession.ts';
import { acceptCookiesBeforehand } from './support/cookies.ts';
import { saveScreenshot, screenshotsWanted } from './support/screenshot.ts';

test.beforeEach(async ({ context, baseURL }) => {
  await acceptCookiesBeforehand(context, baseURL);
});

const isMobile = (name: string) => name === 'mobile';

test(
  'the case list shows each case as a row or a card and filters them',
  {
    tag: '@both-widths',
  },
  async ({ page }, testInfo) => {
    await signInAt(page, '/lista-spraw');
    const api = (await (await page.request.get('/api/issues')).json()) as IssueListResponse;
    const total = api.issues.length;
    expect(total).toBeGreaterThan(20);

    await expect(page.getByRole('heading', { level: 1, name: 'Twoje sprawy' })).toBeVisible();
    await expect(page).toHaveTitle('Twoje sprawy – Portal Klienta');
    const results = page.getByRole('status').filter({ hasText: / z \d+ wynik/ });
    await expect(results).toHaveText(`1–10 z ${total} wyników`);

    // The header's badge counts the cases with a notification.
    if (!isMobile(testInfo.project.name)) {
      await expect(
        page.getByRole('navigation', { name: 'Menu główne' }).getByRole('link', { name: /Powiadomienia/ }),
      ).toContainText(String(api.notifications));
    }

    const first = api.issues[0]!;
    if (isMobile(testInfo.project.name)) {
      const cards = page.getByRole('list', { name: /Sprawy otwarte, strona 1 z/ });
      await expect(cards.getByRole('listitem')).toHaveCount(10);
      await expect(
        cards.getByRole('link', { name: `Zobacz szczegóły sprawy ${first.number}` }),
      ).toBeVisible();
      await expect(page.getByRole('table')).toBeHidden();
      // The filters are folded away on a phone.
      await expect(page.getByLabel('Rodzaj sprawy')).toBeHidden();
    } else {
      const table = page.getByRole('table', { name: /Sprawy otwarte, strona 1 z/ });
      await expect(table.getByRole('columnheader')).toHaveText([
        'Numer sprawy',
        'Numer kodu kreskowego',
        'Data złożenia wniosku',
        'Nazwa klienta',
        'Adres',
        'Rodzaj sprawy',
        'Status',
      ]);
      await expect(table.getByRole('row')).toHaveCount(11);
      const row = table.getByRole('row').nth(1);
      await expect(row).toContainText(first.number);
      await expect(row).toContainText(first.barcode);
      await expect(row).toContainText(first.address);
      await expect(row).toContainText(/\d{2}\.\d{2}\.\d{4}/);
    }
    // Highlighted cases say so in words, too.
    await expect(
      page.getByText('Powiadomienie', { exact: true }).filter({ visible: true }).first(),
    ).toBeVisible();
    await expect(page.getByText('Nowa', { exact: true }).filter({ visible: true }).first()).toBeVisible();
    await expectNoAxeViolations(page);
    // The login toast hides itself after 4 s (portal-spec §4); the picture shows the list without it.
    if (screenshotsWanted)
      await expect(page.getByText('Zalogowano pomyślnie.')).toBeHidden({ timeout: 8_000 });
    await saveScreenshot(page, testInfo, 'case-list');

    // Filters.
    if (isMobile(testInfo.project.name)) {
      await page.getByRole('button', { name: 'Pokaż filtry' }).click();
    }
    const type = page.getByLabel('Rodzaj sprawy');
    const status = page.getByLabel('Status', { exact: true });
    await expect(status.locator('option')).toHaveText(['Wszystkie statusy', ...api.statusesByType._all!]);
    const chosenType = 'Mikroinstalacja';
    await type.selectOption(chosenType);
    // The status options follow the type (statusesByType).
    await expect(status.locator('option')).toHaveText([
      'Wszystkie statusy',
      ...api.statusesByType[chosenType]!,
    ]);
    const ofType = api.issues.filter((issue) => issue.type === chosenType);
    await expect(results).toHaveText(
      `1–${ofType.length} z ${ofType.length} ${ofType.length === 1 ? 'wyniku' : 'wyników'}`,
    );
    const chosenStatus = ofType[0]!.status;
    await status.selectOption(chosenStatus);
    const ofTypeAndStatus = ofType.filter((issue) => issue.status === chosenStatus);
    await expect(results).toHaveText(
      `1–${ofTypeAndStatus.length} z ${ofTypeAndStatus.length} ${ofTypeAndStatus.length === 1 ? 'wyniku' : 'wyników'}`,
    );
    await expect(page.getByText('aktywne: 2')).toBeVisible();
    await expectNoAxeViolations(page);
    await saveScreenshot(page, testInfo, 'case-list-filtered');

    // The filing date range: typed as DD.MM.YYYY; no future dates; nothing before the earliest registration
    // date less 12 hours (portal-spec §2); both ends inclusive.
    await page.getByRole('button', { name: 'Wyczyść filtry' }).first().click();
    const from = page.getByLabel('Data złożenia od');
    const to = page.getByLabel('Data złożenia do');
    await expect(page.getByRole('button', { name: 'Wybierz datę początkową z kalendarza' })).toBeVisible();
    const warsawDay = (time: number) =>
      new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Warsaw' }).format(new Date(time));
    const asTyped = (isoDay: string) => isoDay.split('-').reverse().join('.');
    await to.fill(asTyped(warsawDay(Date.now() + 86_400_000)));
    await to.press('Tab');
    await expect(page.getByText('Data nie może być późniejsza niż dzisiaj.')).toBeVisible();
    const earliest = Math.min(...api.issues.map((issue) => Date.parse(issue.registrationDate)));
    await from.fill('01.01.2000');
    await from.press('Tab');
    await expect(
      page.getByText(`Najwcześniejsza data to ${asTyped(warsawDay(earliest - 43_200_000))}.`),
    ).toBeVisible();
    const tenth = warsawDay(Date.parse(api.issues[9]!.registrationDate));
    const third = warsawDay(Date.parse(api.issues[2]!.registrationDate));
    await from.fill(asTyped(tenth));
    await to.fill(asTyped(third));
    await to.press('Tab');
    const inRange = api.issues.filter((issue) => {
      const day = warsawDay(Date.parse(issue.registrationDate));
      return day >= tenth && day <= third;
    });
    await expect(results).toHaveText(`1–${Math.min(10, inRange.length)} z ${inRange.length} wyników`);
    await expect(page.getByText('aktywne: 1')).toBeVisible();

    // An address nobody has: the 'no results' message, and a way out.
    await page.getByRole('button', { name: 'Wyczyść filtry' }).first().click();
    await expect(from).toHaveValue('');
    await expect(results).toHaveText(`1–10 z ${total} wyników`);
    await page.getByLabel('Adres przyłączenia').fill('ul. Nieistniejąca 999');
    await expect(page.getByRole('heading', { name: 'Brak wyników' })).toBeVisible();
    // Customer journeys: the message only, no '0–0 z 0 wyników'.
    await expect(page.getByText('0–0 z 0')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await saveScreenshot(page, testInfo, 'case-list-no-results');
    await page.getByLabel('Adres przyłączenia').fill('piaseczno');
    const inPiaseczno = api.issues.filter((issue) => issue.address.includes('Piaseczno'));
    await expect(results).toContainText(`z ${inPiaseczno.length} wyników`);
    await page.getByRole('button', { name: 'Wyczyść filtry' }).first().click();
  },
);

test.describe('signed in', () => {
  test.use({ signedInAs: jan });

  test('the case list pages by ten, with ?page= and a page input', async ({ page }) => {
    await page.goto('/lista-spraw');
    const api = (await (await page.request.get('/api/issues')).json()) as IssueListResponse;
    const total = api.issues.length;
    const results = page.getByRole('status').filter({ hasText: / z \d+ wynik/ });
    await expect(results).toHaveText(`1–10 z ${total} wyników`);

    // Paging: 10 a page, ?page= from page 2 on, the page input from 1 to the last page.
    const lastPage = Math.ceil(total / 10);
    await page.getByRole('button', { name: 'Następna strona' }).click();
    await expect(page).toHaveURL(/\/lista-spraw\?page=2$/);
    await expect(results).toHaveText(`11–20 z ${total} wyników`);
    const pageInput = page.getByRole('spinbutton', { name: 'Strona' });
    await expect(pageInput).toHaveValue('2');
    await pageInput.fill(String(lastPage));
    await pageInput.press('Enter');
    await expect(page).toHaveURL(new RegExp(`page=${lastPage}$`));
    await expect(results).toHaveText(`${(lastPage - 1) * 10 + 1}–${total} z ${total} wyników`);
    await pageInput.fill('99');
    await pageInput.press('Enter');
    await expect(pageInput).toHaveValue(String(lastPage));
    await page.getByRole('button', { name: 'Poprzednia strona' }).click();
    await page.getByRole('button', { name: 'Poprzednia strona' }).click();
    await expect(page).toHaveURL(/\/lista-spraw$/);

    // An invalid page, or one beyond the last, is replaced by the base path.
    await page.goto('/lista-spraw?page=99');
    await expect(page).toHaveURL(/\/lista-spraw$/);
    await expect(results).toHaveText(`1–10 z ${total} wyników`);
    await page.goto('/lista-spraw?page=abc');
    await expect(page).toHaveURL(/\/lista-spraw$/);
    await page.goto('/lista-spraw?page=1');
    await expect(page).toHaveURL(/\/lista-spraw$/);
  });

  test('page 0 is replaced by the base path too', async ({ page }) => {
    // Customer journeys: it showed page 1 and kept the bad value.
    await page.goto('/lista-spraw?page=0');
    await expect(page.getByRole('status').filter({ hasText: / z \d+ wynik/ })).toHaveText(
      /^1–10 z \d+ wyników$/,
    );
    await expect(page).toHaveURL(/\/lista-spraw$/);
  });

  test(
    'the history list shows finished cases and leads back to the case list',
    {
      tag: '@both-widths',
    },
    async ({ page }, testInfo) => {
      await page.goto('/lista-spraw');
      const api = (await (await page.request.get('/api/issues?history=true')).json()) as IssueListResponse;
      await page.getByRole('link', { name: 'Zobacz historię spraw' }).click();
      await expect(page).toHaveURL(/\/lista-spraw-historycznych$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Historia spraw' })).toBeVisible();
      const results = page.getByRole('status').filter({ hasText: / z \d+ wynik/ });
      const shown = Math.min(10, api.issues.length);
      await expect(results).toHaveText(`1–${shown} z ${api.issues.length} wyników`);
      for (const issue of api.issues.slice(0, shown)) {
        expect(['Zakończenie realizacji', 'Anulowane']).toContain(issue.status);
      }
      if (isMobile(testInfo.project.name)) {
        await expect(page.getByRole('list', { name: /Sprawy zakończone/ }).getByRole('listitem')).toHaveCount(
          shown,
        );
      } else {
        await expect(page.getByRole('table', { name: /Sprawy zakończone/ }).getByRole('row')).toHaveCount(
          shown + 1,
        );
      }
      await expectNoAxeViolations(page);
      await saveScreenshot(page, testInfo, 'case-history-list');

      await page.getByRole('link', { name: 'Wróć do listy spraw' }).click();
      await expect(page).toHaveURL(/\/lista-spraw$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Twoje sprawy' })).toBeVisible();
    },
  );
});

test('a visitor sent to login from page 2 comes back to page 2 after signing in', async ({ page }) => {
  await signInAt(page, '/lista-spraw?page=2');
  await expect(page.getByRole('status').filter({ hasText: / z \d+ wynik/ })).toHaveText(
    /^11–20 z \d+ wyników$/,
  );
});
