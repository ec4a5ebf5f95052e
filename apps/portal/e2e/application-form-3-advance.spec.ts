// Journey: a business files form 3, a connection supplied from the medium-voltage network (15 kV).
// Above 1 kV an advance on the connection fee is due (applications-spec §9: 30,00 zł per kW, at most
// 3 000 000,00 zł, within 14 days of filing): the wizard computes it beside the powers as they are typed, asks
// the applicant to acknowledge it, repeats it in the summary, and the confirmation e-mail gives the amount
// with the operator's account. Every screen is checked with axe at the project's viewport (390 and 1280 px).
import { expect, test } from './support/test.ts';
import { uniqueEmail } from './support/accounts.ts';
import {
  attach,
  checkScreen,
  choose,
  field,
  fillBusinessApplicant,
  fillContact,
  next,
  pdfFile,
  send,
  stepHeading,
} from './support/applications.ts';
import { acceptCookiesBeforehand } from './support/cookies.ts';

const ADVANCE = 'Zaliczka na poczet opłaty za przyłączenie';

test('a business files form 3 and sees the advance in the form, the summary and the e-mail', async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  await acceptCookiesBeforehand(context, baseURL);
  const email = uniqueEmail(testInfo, 'wniosek3');

  await page.goto('/skladanie-wniosku?rodzaj=przylaczenia');
  await page.getByRole('link', { name: 'Przyłączenie obiektu', exact: true }).click();
  await page.getByRole('link', { name: 'Zasilanie z sieci średniego napięcia' }).click();
  await expect(page).toHaveURL(/formularz=3/);
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: 'Wniosek o określenie warunków przyłączenia obiektu zasilanego z sieci średniego napięcia',
    }),
  ).toBeVisible();
  await expect(stepHeading(page, 'Wnioskodawca')).toBeVisible();

  await fillBusinessApplicant(page, 'Chłodnia Mazowsze sp. z o.o.');
  await next(page, 'Obiekt');

  await field(page, 'Rodzaj obiektu').selectOption({ label: 'Budynek usługowy' });
  const location = page.getByRole('group', { name: 'Lokalizacja obiektu' });
  await field(location, 'Miejscowość').fill('Ożarów Mazowiecki');
  await field(location, 'Kod pocztowy').fill('05-850');
  await field(location, 'Ulica').fill('Poznańska');
  await field(page, 'Numer działki').fill('210/7');
  await next(page, 'Przyłącze i moc');

  // The advance appears beside the powers as the target power is typed, and follows it.
  await choose(page, 'Przyłączenia nowego obiektu');
  await choose(page, 'Kablowe');
  const powers = page.getByRole('group', { name: /^Moc przyłączeniowa/ });
  const one = powers.getByRole('group', { name: 'Przyłącze I (podstawowe)' });
  await field(one, 'Moc przyłączeniowa – stan obecny').fill('0');
  const target = field(one, 'Moc przyłączeniowa – stan docelowy');
  await target.fill('400');
  await expect(powers.getByText(ADVANCE)).toBeVisible();
  await expect(powers).toContainText(
    '12 000,00 zł (30,00 zł × 400 kW), do wpłaty w ciągu 14 dni od złożenia wniosku',
  );
  await target.fill('500');
  await expect(powers).toContainText('15 000,00 zł (30,00 zł × 500 kW)');
  await checkScreen(page, testInfo, 'application-form-3-connection-advance');

  // Without the acknowledgement the step does not go on: the application is not processed without it.
  await page.getByRole('button', { name: 'Dalej', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Popraw błędy w formularzu' })).toBeVisible();
  await expect(
    page.getByRole('link', {
      name: /^Wiem, że w ciągu 14 dni od złożenia wniosku muszę wpłacić zaliczkę.*Pole obowiązkowe$/,
    }),
  ).toBeVisible();
  await page
    .getByRole('checkbox', { name: /^Wiem, że w ciągu 14 dni od złożenia wniosku muszę wpłacić zaliczkę/ })
    .check();
  await choose(
    page.getByRole('group', { name: /Obiekt będzie zasilany z własnej stacji transformatorowej/ }),
    'Nie',
  );
  await choose(page, 'Do ustalenia przez operatora');
  await choose(page, /^Pomiar pośredni po stronie SN/);
  await field(page, 'Przewidywane roczne zużycie energii').fill('1800');
  const start = page.getByRole('group', { name: /Planowany początek poboru energii/ });
  await start.getByLabel('Miesiąc', { exact: true }).selectOption({ label: 'Marzec' });
  await start.getByLabel('Rok', { exact: true }).selectOption(String(new Date().getFullYear() + 1));
  await next(page, 'Kontakt i dokumenty');

  await fillContact(page, email);
  await next(page, 'Załączniki');
  await attach(page, /Dokument potwierdzający tytuł prawny/, pdfFile('akt-notarialny.pdf'));
  await attach(page, /Plan zabudowy na tle sąsiednich obiektów/, pdfFile('mapa.pdf'));
  await attach(page, /Bilans mocy/, pdfFile('bilans-mocy.pdf'));
  await next(page, 'Oświadczenia');

  // The legal title covers a property with another address: a warning (applications-spec §5), announced,
  // accessible in the real browser's colours, and not in the way of "Dalej".
  await field(page, 'Tytuł prawny do nieruchomości').selectOption({ label: 'Dzierżawa' });
  await choose(
    page.getByRole('group', { name: /^Adres nieruchomości w dokumencie tytułu prawnego jest/ }),
    'Inny',
  );
  const property = page.getByRole('group', { name: /^Adres nieruchomości z dokumentu tytułu prawnego/ });
  await field(property, 'Ulica').fill('Warszawska');
  await field(property, 'Numer domu').fill('2');
  await field(property, 'Kod pocztowy').fill('05-850');
  await field(property, 'Miejscowość').fill('Ożarów Mazowiecki');
  await field(property, 'Miejscowość').blur();
  await expect(
    property.getByText(/Adres nieruchomości różni się od adresu obiektu podanego we wniosku \(ulica\)/),
  ).toBeVisible();
  await checkScreen(page, testInfo, 'application-form-3-legal-title-warning');
  for (const statement of [
    /^Oświadczam, że mam tytuł prawny/,
    /^Wiem, że za złożenie fałszywego oświadczenia/,
    /^Oświadczam, że dane podane we wniosku są zgodne z prawdą/,
    /^Zapoznałem się \/ zapoznałam się z informacją o przetwarzaniu/,
  ])
    await choose(page, statement);
  await next(page, 'Sprawdź swoje odpowiedzi');
  await expect(page.getByText('Uwaga: Adres nieruchomości z dokumentu tytułu prawnego')).toBeVisible();

  // The summary repeats the advance in the step of the powers, with its amount.
  const connection = page.getByRole('region', { name: 'Przyłącze i moc' });
  await expect(connection.getByText(ADVANCE)).toBeVisible();
  await expect(connection).toContainText(
    '15 000,00 zł (30,00 zł × 500 kW), do wpłaty w ciągu 14 dni od złożenia wniosku',
  );
  await checkScreen(page, testInfo, 'application-form-3-summary-advance');

  await send(page);
  await expect(page).toHaveURL('/wniosek-wyslany', { timeout: 30_000 });
  await expect(page.getByText(email)).toBeVisible();

  // The confirmation e-mail, read in the development mailbox as a person would.
  await page.goto('/dev/poczta');
  await page
    .getByRole('row', { name: new RegExp(email.replace(/[.+]/g, '\\$&')) })
    .getByRole('link')
    .first()
    .click();
  // The amount is written with no-break spaces, as in the wizard.
  await expect(page.getByText(/Zaliczka na poczet opłaty za przyłączenie: 15\s000,00\szł/)).toBeVisible();
  await expect(page.getByText(/Wpłać zaliczkę do \d{2}\.\d{2}\.\d{4} na rachunek/)).toBeVisible();
});
