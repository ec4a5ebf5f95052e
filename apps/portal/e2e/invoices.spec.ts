// Journeys of the invoices and payments issue (portal-spec §2 Invoices, §4 Payment flow, §5, §8): a
// customer opens /platnosci, selects two invoices, pays on the provider's page (the embedded simulated
// gateway) and comes back to see them paid in the history; a rejected payment leaves them payable; an
// invoice that changed meanwhile opens the payment error dialog, whose refresh reloads the list; the
// transfer-data dialog with its QR code; a case's invoices card. At 1280 px the lists are tables, at
// 390 px tiles. Each journey issues its own invoices through the back-office API.
import type { IssueListResponse } from '@portal/api-contract';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { acceptCookiesBeforehand } from './support/cookies.ts';
import { jan } from './support/accounts.ts';
import {
  cancelInvoice,
  issueInvoice,
  saveViewportScreenshot,
  shownDate,
  uniqueNumber,
  uniqueNumbers,
} from './support/invoices.ts';
import { saveScreenshot } from './support/screenshot.ts';

test.beforeEach(async ({ context, baseURL }) => {
  await acceptCookiesBeforehand(context, baseURL);
});
test.use({ signedInAs: jan });

const isMobile = (project: string) => project === 'mobile';

/** The pay section's row (table) or tile (mobile) of an invoice. */
function payableItem(page: Page, number: string): Locator {
  const section = page.getByRole('region', { name: 'Wybierz dokumenty i zapłać' });
  return section.getByRole('row').or(section.getByRole('listitem')).filter({ hasText: number });
}

function historyItem(page: Page, number: string): Locator {
  const section = page.getByRole('region', { name: 'Płatności historyczne' });
  return section.getByRole('row').or(section.getByRole('listitem')).filter({ hasText: number });
}

/** Ticks an invoice's checkbox the way a user does: on its visible box (the native input is hidden). */
async function selectInvoice(page: Page, number: string): Promise<void> {
  const checkbox = page.getByRole('checkbox', { name: `Zaznacz dokument ${number}` });
  await checkbox.locator('xpath=ancestor::label[1]').click();
  await expect(checkbox).toBeChecked();
}

async function searchHistory(page: Page, mobile: boolean, text: string): Promise<void> {
  if (mobile) await page.getByRole('button', { name: 'Filtry i sortowanie' }).click();
  await page.getByLabel('Szukaj').fill(text);
}

test(
  'selected invoices are paid on the provider’s page and appear paid in the history',
  {
    tag: '@both-widths',
  },
  async ({ page }, testInfo) => {
    const mobile = isMobile(testInfo.project.name);
    const [first, second] = uniqueNumbers(testInfo.project.name, 2) as [string, string];
    await issueInvoice(page.request, {
      number: first,
      amount: '210.50',
      investmentAddress: 'ul. Kolejowa 5, 05-500 Piaseczno',
    });
    await issueInvoice(page.request, { number: second, amount: '89.99', type: 'Faktura zaliczkowa' });

    await page.goto('/platnosci');
    await expect(page).toHaveTitle('Faktury i płatności – Portal Klienta');
    await expect(page.getByRole('heading', { level: 1, name: 'Faktury i płatności' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Do zapłaty łącznie' })).toContainText('zł');
    if (!mobile) await expect(page.getByRole('table', { name: /Dokumenty do zapłaty/ })).toBeVisible();
    else await expect(page.getByRole('list', { name: /Dokumenty do zapłaty/ })).toBeVisible();

    // The demo customer's pending payment offers its finish link.
    const pending = page.getByRole('link', { name: /Dokończ płatność/ }).first();
    await expect(pending).toHaveAttribute('href', /\/api\/payments\/simulator\//);
    await expect(payableItem(page, first)).toContainText('Po terminie');
    await expect(payableItem(page, second)).toContainText('Brak adresu inwestycji');

    await expectNoAxeViolations(page);
    await saveScreenshot(page, testInfo, 'invoices');

    await selectInvoice(page, first);
    await selectInvoice(page, second);
    await expect(page.getByText('Zaznaczono 2 dokumenty')).toBeVisible();
    await expect(page.getByText('Razem: 300,49 zł')).toBeVisible();
    await expectNoAxeViolations(page);
    await saveViewportScreenshot(page, testInfo.project.name, 'invoices-selected');

    await page.getByRole('button', { name: 'Zapłać zaznaczone dokumenty' }).click();
    await expect(page.getByRole('heading', { name: 'Symulator płatności' })).toBeVisible();
    await expect(page.getByText('300,49 zł')).toBeVisible();
    await expect(page.getByText(`${first} ${second}`)).toBeVisible();
    await page.getByRole('button', { name: 'Zapłać' }).click();

    await expect(page).toHaveURL(/\/platnosci\/potwierdzenie\?zamowienie=[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Płatność zakończona' })).toBeVisible();
    await expect(page.getByText(`${first}, ${second}`)).toBeVisible();
    await expectNoAxeViolations(page);
    await saveScreenshot(page, testInfo, 'payment-paid');

    await page.getByRole('link', { name: 'Wróć do płatności' }).click();
    await expect(page).toHaveURL(/\/platnosci$/);
    await expect(page.getByRole('checkbox', { name: `Zaznacz dokument ${first}` })).toHaveCount(0);
    await searchHistory(page, mobile, first.slice(0, -2));
    for (const number of [first, second]) {
      await expect(historyItem(page, number)).toContainText(shownDate(new Date()));
    }
    await expectNoAxeViolations(page);
    await saveScreenshot(page, testInfo, 'invoices-history-search');

    // Customer journeys: the search and the sort are in the address, so a reload (or a shared link) keeps them.
    await page.getByLabel('Sortuj według').selectOption('issueDate-asc');
    await expect(page).toHaveURL(
      (url) =>
        url.searchParams.get('szukaj') === first.slice(0, -2) &&
        url.searchParams.get('sort') === 'issueDate-asc',
    );
    await page.reload();
    for (const number of [first, second]) {
      await expect(historyItem(page, number)).toContainText(shownDate(new Date()));
    }
    if (mobile) await page.getByRole('button', { name: 'Filtry i sortowanie' }).click();
    await expect(page.getByLabel('Szukaj')).toHaveValue(first.slice(0, -2));
    await expect(page.getByLabel('Sortuj według')).toHaveValue('issueDate-asc');
  },
);

test(
  'a rejected payment leaves the invoices payable',
  { tag: '@both-widths' },
  async ({ page }, testInfo) => {
    const [first, second] = uniqueNumbers(testInfo.project.name, 2) as [string, string];
    await issueInvoice(page.request, { number: first, amount: '45.00' });
    await issueInvoice(page.request, { number: second, amount: '55.00' });

    await page.goto('/platnosci');
    await selectInvoice(page, first);
    await selectInvoice(page, second);
    await page.getByRole('button', { name: 'Zapłać zaznaczone dokumenty' }).click();
    await expect(page.getByRole('heading', { name: 'Symulator płatności' })).toBeVisible();
    await page.getByRole('button', { name: 'Odrzuć płatność' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Płatność została odrzucona' })).toBeVisible();
    await expect(page.getByText(/Pieniądze nie zostały pobrane/)).toBeVisible();
    await expectNoAxeViolations(page);
    await saveScreenshot(page, testInfo, 'payment-rejected');
    // Customer journeys: the retry button stays inside its card at 390 px (its text wraps).
    const retry = page.getByRole('link', { name: 'Wróć do płatności i zapłać ponownie' });
    const [retryBox, viewport] = [await retry.boundingBox(), page.viewportSize()];
    expect(retryBox).not.toBeNull();
    expect(retryBox!.x + retryBox!.width).toBeLessThanOrEqual(viewport!.width - 16);
    expect(await retry.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);

    await retry.click();
    for (const number of [first, second]) {
      await expect(page.getByRole('checkbox', { name: `Zaznacz dokument ${number}` })).toBeEnabled();
      await expect(payableItem(page, number)).not.toContainText('Płatność w toku');
    }
  },
);

test(
  'an invoice that changed meanwhile opens the payment error dialog, whose refresh reloads the list',
  {
    tag: '@both-widths',
  },
  async ({ page }, testInfo) => {
    const number = uniqueNumber(testInfo.project.name);
    await issueInvoice(page.request, { number, amount: '120.00' });
    await page.goto('/platnosci');
    await expect(payableItem(page, number)).toBeVisible();

    // The operator cancels the invoice while the customer looks at it.
    await cancelInvoice(page.request, number);
    const pay = page.getByRole('button', { name: `Zapłać za dokument ${number}` });
    await pay.click();
    const dialog = page.getByRole('alertdialog', { name: 'Nie można rozpocząć płatności' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Odśwież listę dokumentów i spróbuj ponownie.');
    await expect(dialog.getByRole('button', { name: 'Odśwież dokumenty' })).toBeFocused();
    await expectNoAxeViolations(page);
    await saveViewportScreenshot(page, testInfo.project.name, 'payment-error-dialog');

    // The notice shows from 500 ms until the reload ends (at least 2 s after the click); a busy machine can
    // spend that long in the click itself, so the page records whether it appeared.
    await page.evaluate(() => {
      const seen = window as unknown as { refetchNoticeSeen?: boolean };
      seen.refetchNoticeSeen = false;
      new MutationObserver((_records, observer) => {
        if (document.body.textContent?.includes('Odświeżamy listę dokumentów…')) {
          seen.refetchNoticeSeen = true;
          observer.disconnect();
        }
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
    });
    await dialog.getByRole('button', { name: 'Odśwież dokumenty' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Lista dokumentów została odświeżona.')).toBeVisible({ timeout: 15_000 });
    expect(
      await page.evaluate(() => (window as unknown as { refetchNoticeSeen?: boolean }).refetchNoticeSeen),
    ).toBe(true);
    await expect(payableItem(page, number)).toHaveCount(0);
    await searchHistory(page, isMobile(testInfo.project.name), number);
    await expect(historyItem(page, number)).toContainText('Anulowana');
  },
);

test('the transfer-data dialog gives the account, the title and a QR code, and copies them', async ({
  page,
  context,
}, testInfo) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const number = uniqueNumber(testInfo.project.name);
  await issueInvoice(page.request, { number, amount: '1234.56' });
  await page.goto('/platnosci');

  const opener = page.getByRole('button', { name: `Dane do przelewu: ${number}` });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Dane do przelewu' });
  await expect(dialog).toBeVisible();
  const account = dialog.getByText(/^\d{2}( \d{4}){6}$/);
  await expect(account).toBeVisible();
  const digits = (await account.textContent())!.replaceAll(' ', '');
  await expect(dialog.getByText(number, { exact: true })).toBeVisible();
  await expect(dialog.getByText('1 234,56 zł')).toBeVisible();
  await expect(dialog.getByRole('img', { name: 'Kod QR z danymi przelewu' })).toHaveAttribute(
    'data-payload',
    `|PL|${digits}|123456|Operator OSD|${number}|||`,
  );
  await expect(dialog.getByRole('img', { name: 'Kod QR z danymi przelewu' }).locator('svg path')).toHaveCount(
    1,
  );

  await dialog.getByRole('button', { name: 'Kopiuj numer rachunku' }).click();
  await expect(dialog.getByRole('button', { name: 'Skopiowano numer rachunku' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(digits);
  await expectNoAxeViolations(page);
  await saveViewportScreenshot(page, testInfo.project.name, 'transfer-dialog');

  // The confirmation icon goes back after 5 s (a wait for that, not a sleep: the browser's clock would
  // also hold the dialog's closing animation, which runs on its own timers).
  await expect(dialog.getByRole('button', { name: 'Kopiuj numer rachunku' })).toBeVisible({ timeout: 7_000 });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  // The tiles' transfer action for everything overdue holds the journey's invoice too.
  await page.getByRole('button', { name: 'Dane do przelewu: dokumenty po terminie płatności' }).click();
  await expect(page.getByRole('dialog', { name: 'Dane do przelewu' })).toContainText(number);
  await page.getByRole('button', { name: 'Zamknij', exact: true }).click();
});

test('a case’s invoices card pays the case’s invoices and lists its payments', async ({ page }, testInfo) => {
  const issues = (await (await page.request.get('/api/issues')).json()) as IssueListResponse;
  const issue = issues.issues[0]!;
  const number = uniqueNumber(testInfo.project.name);
  await issueInvoice(page.request, {
    number,
    amount: '350.00',
    issueNumber: issue.number,
    investmentAddress: issue.address,
    termInDays: 10,
  });

  await page.goto(`/lista-spraw/${issue.id}`);
  const card = page.getByRole('region', { name: 'Faktury do zapłaty w tej sprawie' });
  await expect(card).toBeVisible();
  await expect(card).toContainText(number);
  await expect(page.getByRole('region', { name: 'Historia płatności' })).toBeVisible();
  await expectNoAxeViolations(page);
  await saveScreenshot(page, testInfo, 'case-invoices');

  await card.getByRole('button', { name: `Zapłać za dokument ${number}` }).click();
  await expect(page.getByRole('heading', { name: 'Symulator płatności' })).toBeVisible();
  await page.getByRole('button', { name: 'Zapłać' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Płatność zakończona' })).toBeVisible();

  // Customer journeys: the way back leads to the case the payment was made from, not to the invoices page.
  await expect(page.getByRole('link', { name: 'Wróć do płatności' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Wróć do sprawy' }).click();
  await expect(page).toHaveURL((url) => url.pathname === `/lista-spraw/${issue.id}`);
  const history = page.getByRole('region', { name: 'Historia płatności' });
  await expect(history.getByRole('listitem').filter({ hasText: number })).toContainText(
    `Opłacona ${shownDate(new Date())}`,
  );
  await expect(page.getByRole('checkbox', { name: `Zaznacz dokument ${number}` })).toHaveCount(0);
});

test(
  'a payment left at the provider with Back is pending in the total, can be finished or cancelled',
  { tag: '@both-widths' },
  async ({ page }, testInfo) => {
    // Two trips to the provider's page and two accessibility checks: longer than most journeys.
    testInfo.setTimeout(120_000);
    // Customer journeys: Back from the gateway locked the invoice as "Płatność w toku" for 30 minutes with no way out.
    const number = uniqueNumber(testInfo.project.name);
    await issueInvoice(page.request, { number, amount: '77.70' });
    await page.goto('/platnosci');
    await page.getByRole('button', { name: `Zapłać za dokument ${number}` }).click();
    await expect(page.getByRole('heading', { name: 'Symulator płatności' })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/platnosci$/);

    const item = payableItem(page, number);
    await expect(item).toContainText('Płatność w toku');
    await expect(page.getByRole('region', { name: 'Do zapłaty łącznie' })).toContainText(
      /w tym .* w toku płatności/,
    );
    await expectNoAxeViolations(page);
    await saveScreenshot(page, testInfo, 'invoices-pending-payment');

    // Finish it: the provider's page again (and Back once more).
    await item.getByRole('link', { name: /Dokończ płatność/ }).click();
    await expect(page.getByRole('heading', { name: 'Symulator płatności' })).toBeVisible();
    await expect(page.getByText(number)).toBeVisible();
    await page.goBack();

    // Or cancel it: payable again at once.
    await payableItem(page, number)
      .getByRole('button', { name: `Anuluj płatność za dokument ${number}` })
      .click();
    await expect(
      page.getByText('Płatność została anulowana. Dokumenty możesz opłacić ponownie.'),
    ).toBeVisible();
    await expect(payableItem(page, number)).not.toContainText('Płatność w toku');
    await expect(page.getByRole('button', { name: `Zapłać za dokument ${number}` })).toBeEnabled();
    await expectNoAxeViolations(page);
  },
);

test(
  'the history search ignores Polish letters, and a case number leads to its case',
  { tag: '@both-widths' },
  async ({ page }, testInfo) => {
    // Customer journeys: "lomianki" found nothing here while the case search found it; the case number was no link.
    const mobile = isMobile(testInfo.project.name);
    const api = (await (await page.request.get('/api/issues')).json()) as IssueListResponse;
    const issue = api.issues[0]!;
    const number = uniqueNumber(testInfo.project.name);
    await issueInvoice(page.request, {
      number,
      amount: '12.34',
      issueNumber: issue.number,
      investmentAddress: 'ul. Leśna 3, 05-092 Łomianki',
    });
    await cancelInvoice(page.request, number);

    await page.goto('/platnosci');
    await searchHistory(page, mobile, `lomianki lesna ${number}`);
    const item = historyItem(page, number);
    await expect(item).toContainText('Anulowana');
    await expectNoAxeViolations(page);

    await item.getByRole('link', { name: `Sprawa ${issue.number}` }).click();
    await expect(page).toHaveURL((url) => url.pathname === `/lista-spraw/${issue.id}`);
    await expect(page.getByRole('heading', { level: 1, name: `Sprawa nr ${issue.number}` })).toBeVisible();
  },
);

test('an invalid or too high history page is replaced by the base path', async ({ page }) => {
  // portal-spec §2: the bad value was kept in the address. One page beyond the last and one that is not
  // a number: the two ways the screen meets it (paging.test.ts reads every other value, '0' and '1' among
  // them); each is a full page load.
  for (const bad of ['99', 'abc']) {
    await page.goto(`/platnosci?page=${bad}`);
    await expect(page.getByRole('region', { name: 'Płatności historyczne' })).toBeVisible();
    await expect(page).toHaveURL(/\/platnosci$/);
  }
});
