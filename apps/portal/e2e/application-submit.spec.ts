// Journey: a visitor files form 1 (connection up to 40 kW) as a private person — case type, case kind with
// its options, every wizard step (errors shown and fixed), the summary, a PDF attached, the sending
// screen — then confirms it with the link from the e-mail; the same link again says it is already
// confirmed. Every screen is checked with axe at the project's viewport (390 and 1280 px).
import { expect, test } from './support/test.ts';
import { linkFromMailbox, uniqueEmail } from './support/accounts.ts';
import {
  annaNowak,
  checkScreen,
  choose,
  fillConnectionPower,
  fillContactToSummary,
  fillHouse,
  fillPrivateApplicant,
  next,
  send,
  stepHeading,
} from './support/applications.ts';
import { acceptCookiesBeforehand } from './support/cookies.ts';
import { holdRequests } from './support/heldRequests.ts';
import { saveScreenshot } from './support/screenshot.ts';

test('a private person files form 1 and confirms it from the e-mail', async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  await acceptCookiesBeforehand(context, baseURL);
  const email = uniqueEmail(testInfo, 'wniosek1');

  // Step 1: the case type, with the frequent lists as shortcuts.
  await page.goto('/skladanie-wniosku');
  await expect(page.getByRole('heading', { level: 1, name: 'Złóż wniosek' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Czego dotyczy Twoja sprawa?' })).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 3, name: 'Najczęściej składane wnioski o przyłączenie' }),
  ).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 3, name: 'Najczęściej składane wnioski o usługi techniczne' }),
  ).toBeVisible();
  await checkScreen(page, testInfo, 'application-step-1-case-type');

  // Step 2: the case kind; "Przyłączenie obiektu" offers its options.
  await page.getByRole('link', { name: 'Przyłączenia i sprawy z nimi związane' }).click();
  await expect(page).toHaveURL(/rodzaj=przylaczenia/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Przyłączenia i sprawy z nimi związane' }),
  ).toBeVisible();
  await checkScreen(page, testInfo, 'application-step-2-case-kind');
  await page.getByRole('link', { name: 'Przyłączenie obiektu', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Przyłączenie obiektu' })).toBeVisible();
  await checkScreen(page, testInfo, 'application-step-2-tile-options');
  await page.getByRole('link', { name: 'Moc do 40 kW' }).click();
  await expect(page).toHaveURL(/formularz=1/);

  // Step 3: the wizard, loaded lazily.
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: 'Wniosek o określenie warunków przyłączenia obiektu o mocy do 40 kW',
    }),
  ).toBeVisible();
  await expect(stepHeading(page, 'Wnioskodawca')).toBeVisible();
  await checkScreen(page, testInfo, 'application-form-1-applicant');

  // Errors are shown (summary and under the fields) and fixed.
  await page.getByRole('button', { name: 'Dalej', exact: true }).click();
  const summary = page.getByRole('heading', { level: 2, name: 'Popraw błędy w formularzu' });
  await expect(summary).toBeVisible();
  await expect(page.getByRole('link', { name: /Wnioskodawca to: Pole obowiązkowe/ })).toBeVisible();
  await checkScreen(page, testInfo, 'application-form-1-errors');
  await fillPrivateApplicant(page);
  await expect(summary).toBeHidden();
  await next(page, 'Obiekt');
  await checkScreen(page, testInfo, 'application-form-1-object');

  await fillHouse(page);
  await next(page, 'Przyłącze i moc');
  await checkScreen(page, testInfo, 'application-form-1-connection');
  await choose(page, 'Przyłączenia nowego obiektu');
  await fillConnectionPower(page, '14');
  // Above 7 kW single phase is disabled with its reason beneath, which keeps full contrast.
  await expect(page.getByText('Powyżej 7 kW dostępne jest tylko przyłącze trójfazowe').first()).toBeVisible();
  await checkScreen(page, testInfo, 'application-form-1-connection-above-7-kw');
  const start = page.getByRole('group', { name: /Planowany początek poboru energii/ });
  await start.getByLabel('Miesiąc', { exact: true }).selectOption({ label: 'Marzec' });
  await start.getByLabel('Rok', { exact: true }).selectOption(String(new Date().getFullYear() + 1));
  await next(page, 'Kontakt i dokumenty');

  await fillContactToSummary(page, testInfo, 'application-form-1', email, {
    title: 'ksiega-wieczysta.pdf',
    plan: 'plan-zabudowy.pdf',
  });

  // The summary shows the answers.
  for (const answer of [
    annaNowak.firstName,
    annaNowak.lastName,
    annaNowak.pesel,
    email,
    'ksiega-wieczysta.pdf',
    'Dom jednorodzinny',
  ]) {
    await expect(page.getByText(answer, { exact: true }).first()).toBeVisible();
  }
  await checkScreen(page, testInfo, 'application-form-1-summary');

  // Sending: the antivirus-scan and sending indicators, each with its share of the estimate (about 30 s
  // with attachments in all).
  // The request is held until the screen has been looked at.
  const sendRequest = await holdRequests(page, '**/api/application/send');
  await send(page);
  const sending = page.getByRole('dialog', { name: 'Wysyłamy Twój wniosek' });
  await expect(sending).toBeVisible();
  await expect(sending.getByText('Skanowanie antywirusowe załączników')).toBeVisible();
  await expect(sending.getByText('Wysyłanie wniosku')).toBeVisible();
  await expect(sending.getByText('Szacowany czas: około 15 sekund')).toHaveCount(2);
  await expect(sending.getByText(/z około 30 s$/)).toBeVisible();
  await saveScreenshot(page, testInfo, 'application-sending', { fullPage: false });
  await sendRequest.asked;
  sendRequest.release();

  // The success page: the e-mail, 24 hours, SMS to the phone.
  await expect(page).toHaveURL('/wniosek-wyslany');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Potwierdź wniosek – sprawdź skrzynkę e-mail' }),
  ).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByText(/Link jest ważny 24 godziny/)).toBeVisible();
  await expect(page.getByText(/SMS-em na numer 601-234-567/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Przejdź do strony głównej' })).toHaveAttribute('href', '/');
  await checkScreen(page, testInfo, 'application-sent');

  // The draft is gone: the form starts afresh.
  expect(
    await page.evaluate(() =>
      Object.keys(localStorage).filter((key) => key.startsWith('portal.wniosek.szkic.')),
    ),
  ).toEqual([]);

  // The link from the dev mailbox confirms the application, once.
  const link = await linkFromMailbox(page.request, email, 'Potwierdź wysłanie wniosku', '/wniosek/potwierdz');
  await page.goto(link.pathname + link.search);
  await expect(page.getByRole('heading', { level: 1, name: 'Wniosek został potwierdzony' })).toBeVisible();
  await expect(page.getByText(/Zweryfikujemy wniosek w ciągu 3 dni roboczych/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Przejdź do logowania' })).toHaveAttribute('href', '/');
  await checkScreen(page, testInfo, 'application-confirmed');

  // Customer journeys: the link opened again says, as information, that the application is confirmed.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Wniosek jest już potwierdzony' })).toBeVisible();
  await expect(page.getByText(/został już wcześniej potwierdzony/)).toBeVisible();
  await checkScreen(page, testInfo, 'application-already-confirmed');
});

test('the success page without an e-mail in its state sends the visitor home', async ({
  page,
  context,
  baseURL,
}) => {
  await acceptCookiesBeforehand(context, baseURL);
  await page.goto('/wniosek-wyslany');
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Witamy w Portalu Klienta' })).toBeVisible();
});

test('a confirmation link that matches no application says so', async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  await acceptCookiesBeforehand(context, baseURL);
  await page.goto('/wniosek/potwierdz?token=nieznany-token-0000');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Wniosek nie został potwierdzony' }),
  ).toBeVisible();
  await expect(page.getByText(/Nie znaleźliśmy wniosku dla tego linku/)).toBeVisible();
  await checkScreen(page, testInfo, 'application-confirm-not-found');
});
