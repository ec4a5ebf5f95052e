// Journey at the other width (390 px, the mobile project only: @every-screen): every screen of the portal
// opened the shortest way and checked with axe (and pictured with E2E_SCREENSHOTS=1). The journeys run
// at 1280 px; those whose screens behave differently on a phone run at 390 px too (@both-widths). What
// they leave unseen at 390 px is opened here, so that every screen is seen and checked at both widths
// (docs/testing.md lists which journey covers which screen).
import type { IssueListResponse } from '@portal/api-contract';
import type { Page, TestInfo } from '@playwright/test';
import { expect, test } from './support/test.ts';
import {
  jan,
  linkFromMailbox,
  lockAccount,
  seededAccount,
  sendLoginForm,
  sendRegistrationApplication,
  uniqueEmail,
} from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { acceptCookiesBeforehand } from './support/cookies.ts';
import { holdRequests } from './support/heldRequests.ts';
import { issueInvoice, uniqueNumber } from './support/invoices.ts';
import { saveScreenshot, type ScreenshotOptions } from './support/screenshot.ts';
import type screens from './support/screens.json';

/** A screen by its name in screens.json, which the accessibility statement lists. */
type ScreenName = Exclude<keyof typeof screens, '$comment'>;

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });

/** The server answers `url` with a 500 and an error id, as a failing server does. */
async function failWithServerError(page: Page, url: string): Promise<void> {
  await page.route(url, (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ status: 500, error: 'server', message: 'Błąd.', errorId: 'ABC123' }),
    }),
  );
}

/** The screen as it is now: no axe violation (nor English text); a picture when asked for. */
async function check(
  page: Page,
  testInfo: TestInfo,
  name: ScreenName,
  options: ScreenshotOptions = {},
): Promise<void> {
  await expectNoAxeViolations(page);
  await saveScreenshot(page, testInfo, `every-screen-${name}`, options);
}

test('the public screens', { tag: '@every-screen' }, async ({ page, browser, baseURL }, testInfo) => {
  // The first visit: the cookie banner over the login page.
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Pliki cookies' })).toBeVisible();
  await check(page, testInfo, 'cookie-banner');
  await page.getByRole('button', { name: 'Akceptuję' }).click();
  await page.getByRole('button', { name: 'Co daje konto w portalu?' }).click();
  await expect(page.getByText(/zapłacisz faktury online/)).toBeVisible();
  await check(page, testInfo, 'login');

  // The portal's documents, from the footer (documents.spec.ts opens them from a form too).
  for (const [title, name] of [
    ['Ochrona danych osobowych', 'privacy-information'],
    ['Regulamin portalu', 'terms'],
    ['Deklaracja dostępności', 'accessibility-statement'],
  ] as const) {
    await page
      .getByRole('navigation', { name: 'Informacje o portalu' })
      .getByRole('link', { name: title })
      .click();
    await expect(heading(page, title)).toBeVisible();
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
    await check(page, testInfo, name);
  }

  await page.goto('/problem-z-logowaniem');
  await expect(heading(page, 'Problem z logowaniem')).toBeVisible();
  await check(page, testInfo, 'login-problem');

  await page.goto('/?pd_token=jednorazowy-token');
  await expect(heading(page, 'Logowanie nie powiodło się')).toBeVisible();
  await check(page, testInfo, 'sso-failed');

  await page.goto('/ta-strona-nie-istnieje');
  await expect(heading(page, /nie znaleźliśmy takiej strony/)).toBeVisible();
  await check(page, testInfo, 'not-found');

  await page.goto('/konto/zablokowane');
  await expect(heading(page, 'Twoje konto jest zablokowane')).toBeVisible();
  await check(page, testInfo, 'account-locked');

  for (const [path, title, name] of [
    [
      '/konto/resetuj?email=ktos%40example.com&token=zmyslony',
      'Nie można ustawić nowego hasła',
      'reset-invalid',
    ],
    [
      '/konto/aktywuj?email=ktos%40example.com&token=zmyslony',
      'Nie można aktywować konta',
      'activate-invalid',
    ],
    [
      '/konto/odblokuj?email=ktos%40example.com&token=zmyslony',
      'Nie można odblokować konta',
      'unlock-invalid',
    ],
    ['/wniosek/potwierdz?token=nieznany-token-0000', 'Wniosek nie został potwierdzony', 'confirm-invalid'],
  ] as const) {
    await page.goto(path);
    await expect(heading(page, title)).toBeVisible();
    await check(page, testInfo, name);
  }

  // The server fails as the portal starts: the error page and its report form.
  await failWithServerError(page, '**/api/config/frontend');
  await page.goto('/');
  await expect(heading(page, 'Wystąpił nieoczekiwany błąd')).toBeVisible();
  await check(page, testInfo, 'error');
  await page.getByRole('button', { name: 'Zgłoś błąd' }).click();
  await expect(page.getByLabel('Opis problemu')).toBeFocused();
  await check(page, testInfo, 'error-report');
  await page.unrouteAll();

  // Internet Explorer meets its own page.
  const ie = await browser.newContext({
    baseURL: baseURL!,
    viewport: page.viewportSize(),
    userAgent: 'Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko',
  });
  try {
    await acceptCookiesBeforehand(ie, baseURL);
    const iePage = await ie.newPage();
    await iePage.goto('/nieobslugiwana-przegladarka');
    await expect(heading(iePage, 'Ta przeglądarka nie jest obsługiwana')).toBeVisible();
    await check(iePage, testInfo, 'unsupported-browser');
  } finally {
    await ie.close();
  }
});

test(
  'the screens of a forgotten password, wrong passwords and a lock',
  {
    tag: '@every-screen',
  },
  async ({ page, context, baseURL }, testInfo) => {
    await acceptCookiesBeforehand(context, baseURL);
    const account = await seededAccount(page.request, testInfo, 'ekrany');

    // Wrong passwords: the form's error, then the captcha.
    await page.goto('/');
    const wrong = { email: account.email, password: 'Zle-Haslo-123' };
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await sendLoginForm(page, wrong);
    }
    await expect(page.getByRole('checkbox', { name: 'Nie jestem robotem' })).toBeVisible();
    await check(page, testInfo, 'login-captcha');

    // A forgotten password: the form with its errors, the e-mail sent, the new password's page.
    await page.goto('/zapomnialem-hasla');
    await page.getByRole('button', { name: 'Wyślij link' }).click();
    await expect(page.getByRole('alert', { name: 'Popraw błędy w formularzu' })).toBeFocused();
    await check(page, testInfo, 'forgot-password');
    await page.getByLabel('Adres e-mail').fill(account.email);
    await page.getByRole('button', { name: 'Wyślij link' }).click();
    await expect(heading(page, 'Sprawdź swoją pocztę')).toBeVisible();
    await check(page, testInfo, 'forgot-password-sent');
    const reset = await linkFromMailbox(
      page.request,
      account.email,
      'Ustaw nowe hasło w Portalu Klienta',
      '/konto/resetuj',
    );
    await page.goto(reset.pathname + reset.search);
    await expect(heading(page, 'Ustaw nowe hasło')).toBeVisible();
    await page.getByLabel('Nowe hasło', { exact: true }).fill('krotkie');
    await page.getByRole('button', { name: 'Zapisz nowe hasło' }).click();
    await expect(page.getByRole('alert', { name: 'Popraw błędy w formularzu' })).toBeFocused();
    await check(page, testInfo, 'reset-password');

    // A lock, and the unlock link it e-mails.
    await lockAccount(page.request, account.email);
    const unlock = await linkFromMailbox(
      page.request,
      account.email,
      'Twoje konto w Portalu Klienta zostało zablokowane',
      '/konto/odblokuj',
    );
    await page.goto(unlock.pathname + unlock.search);
    await expect(heading(page, 'Odblokuj konto')).toBeVisible();
    await check(page, testInfo, 'unlock');
  },
);

test('the application screens', { tag: '@every-screen' }, async ({ page, context, baseURL }, testInfo) => {
  await acceptCookiesBeforehand(context, baseURL);
  await page.goto('/skladanie-wniosku');
  await expect(heading(page, 'Złóż wniosek')).toBeVisible();
  await check(page, testInfo, 'application-case-type');
  await page.getByRole('link', { name: 'Przyłączenia i sprawy z nimi związane' }).click();
  await expect(heading(page, 'Przyłączenia i sprawy z nimi związane')).toBeVisible();
  await check(page, testInfo, 'application-case-kind');
  await page.getByRole('link', { name: 'Przyłączenie obiektu', exact: true }).click();
  await expect(heading(page, 'Przyłączenie obiektu')).toBeVisible();
  await check(page, testInfo, 'application-tile-options');
  await page.getByRole('link', { name: 'Moc do 40 kW' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Wnioskodawca', exact: true })).toBeVisible();
  await check(page, testInfo, 'application-form-1-step-1');
  // A step moved past empty: the error summary and the fields' errors.
  await page.getByRole('button', { name: 'Dalej', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Popraw błędy w formularzu' })).toBeVisible();
  await check(page, testInfo, 'application-form-1-errors');

  // A form filed on paper: its page with the PDF.
  await page.goto('/skladanie-wniosku?rodzaj=przylaczenia');
  await page.getByRole('link', { name: 'Mikroinstalacja', exact: true }).click();
  await page.getByRole('link', { name: 'Zgłoszenie mikroinstalacji', exact: true }).click();
  await expect(heading(page, 'Zgłoszenie przyłączenia mikroinstalacji')).toBeVisible();
  await check(page, testInfo, 'application-pdf-form');
});

test.describe('signed in', () => {
  test.use({ signedInAs: jan });

  test(
    'the signed-in screens',
    { tag: '@every-screen' },
    async ({ page, context, baseURL, playwright }, testInfo) => {
      await acceptCookiesBeforehand(context, baseURL);

      // The case list while its data is on the way.
      const caseList = await holdRequests(page, '**/api/issues');
      await page.goto('/lista-spraw');
      await expect(page.getByText('Ładujemy sprawy…')).toBeAttached();
      await check(page, testInfo, 'case-list-loading');
      caseList.release();
      await expect(page.getByRole('status').filter({ hasText: / z \d+ wynik/ })).toBeVisible();

      // The invoices when the server fails (invoices-error-code.spec.ts makes it fail for real at 1280 px).
      await failWithServerError(page, '**/api/issues/invoices');
      await page.goto('/platnosci');
      await expect(
        page.getByRole('alert').filter({ hasText: 'Nie udało się wczytać dokumentów' }),
      ).toBeVisible();
      await check(page, testInfo, 'invoices-server-error');
      await page.unrouteAll();

      // The settings, with the change of password refused.
      await page.goto('/konto/ustawienia');
      await expect(heading(page, 'Twoje konto')).toBeVisible();
      await check(page, testInfo, 'settings');
      const form = page.getByRole('form', { name: 'Zmiana hasła' });
      await form.getByRole('button', { name: 'Zmień hasło' }).click();
      await expect(form.getByRole('alert')).toBeVisible();
      await check(page, testInfo, 'settings-change-password-errors');

      // The transfer data of an invoice, and a case's invoices.
      const number = uniqueNumber(testInfo.project.name);
      const issues = (await (await page.request.get('/api/issues')).json()) as IssueListResponse;
      const issue = issues.issues[0]!;
      await issueInvoice(page.request, {
        number,
        amount: '99.00',
        issueNumber: issue.number,
        investmentAddress: issue.address,
        termInDays: 10,
      });
      await page.goto('/platnosci');
      await page.getByRole('button', { name: `Dane do przelewu: ${number}` }).click();
      await expect(page.getByRole('dialog', { name: 'Dane do przelewu' })).toBeVisible();
      await check(page, testInfo, 'transfer-data', { fullPage: false });
      await page.keyboard.press('Escape');
      await page.goto(`/lista-spraw/${issue.id}`);
      await expect(page.getByRole('region', { name: 'Faktury do zapłaty w tej sprawie' })).toContainText(
        number,
      );
      await check(page, testInfo, 'case-invoices');

      // An application confirmed from its e-mail while signed in.
      const visitor = await playwright.request.newContext({ baseURL: baseURL! });
      const link = await sendRegistrationApplication(visitor, uniqueEmail(testInfo, 'ekrany-potwierdz'));
      await visitor.dispose();
      await page.goto(link.pathname + link.search);
      await expect(heading(page, 'Wniosek o rejestrację konta został potwierdzony')).toBeVisible();
      await check(page, testInfo, 'application-confirmed-signed-in');
    },
  );
});
