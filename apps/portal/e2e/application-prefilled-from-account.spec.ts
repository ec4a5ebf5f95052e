// Journey: a signed-in customer starts a new application and finds their name, e-mail and
// phone already given, from the account (the registration's holder, copied on approval): the fields the
// form marks `ui:options.prefill` start with them and stay editable. A reload restores the draft as the
// customer left it, a field they emptied included. The settings show the same data.
import { expect, test } from './support/test.ts';
import { fillLoginForm, seededAccount } from './support/accounts.ts';
import {
  annaNowak,
  checkScreen,
  choose,
  field,
  fillConnectionPower,
  fillHouse,
  fillPrivateApplicant,
  next,
  stepHeading,
} from './support/applications.ts';
import { acceptCookiesBeforehand } from './support/cookies.ts';

// At 1280 px only: prefilled values change no screen's layout; the settings and the form's steps are seen at
// 390 px by every-screen.spec.ts and application-registration.spec.ts.
test('a signed-in customer’s new application starts with their name, e-mail and phone', async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  await acceptCookiesBeforehand(context, baseURL);
  const account = await seededAccount(page.request, testInfo, 'prefill', {
    firstName: 'Zofia',
    lastName: 'Kamińska',
    phone: '602-345-678',
  });
  await page.goto('/');
  await fillLoginForm(page, account);
  await expect(page).toHaveURL((url) => url.pathname === '/lista-spraw');

  // The settings show what a new application starts with.
  await page.goto('/konto/ustawienia');
  const holder = page.locator('dl').filter({ hasText: 'Imię i nazwisko' });
  await expect(holder.getByText('Zofia Kamińska')).toBeVisible();
  await expect(holder.getByText('602-345-678')).toBeVisible();
  await checkScreen(page, testInfo, 'settings-account-holder');

  await page.goto('/skladanie-wniosku?rodzaj=przylaczenia&formularz=1');
  await expect(stepHeading(page, 'Wnioskodawca')).toBeVisible();
  await choose(page, 'Osoba fizyczna');
  await choose(page, 'We własnym imieniu');
  await expect(field(page, 'Imię')).toHaveValue('Zofia');
  await expect(field(page, 'Nazwisko')).toHaveValue('Kamińska');
  await checkScreen(page, testInfo, 'application-prefilled-applicant');
  // Editable: the applicant here is someone else (the helper types Anna Nowak's name over them).
  await fillPrivateApplicant(page);
  await expect(field(page, 'Imię')).toHaveValue(annaNowak.firstName);
  await next(page, 'Obiekt');
  await fillHouse(page);
  await next(page, 'Przyłącze i moc');
  await choose(page, 'Przyłączenia nowego obiektu');
  await fillConnectionPower(page, '14');
  const start = page.getByRole('group', { name: /Planowany początek poboru energii/ });
  await start.getByLabel('Miesiąc', { exact: true }).selectOption({ label: 'Marzec' });
  await start.getByLabel('Rok', { exact: true }).selectOption(String(new Date().getFullYear() + 1));
  await next(page, 'Kontakt i dokumenty');

  await expect(field(page, 'Adres e-mail')).toHaveValue(account.email);
  const phone = field(page, 'Telefon').first();
  await expect(phone).toHaveValue('602-345-678');
  await checkScreen(page, testInfo, 'application-prefilled-contact');

  // Editable: the customer empties the phone; the restored draft keeps it empty, not refilled.
  await phone.fill('');
  await phone.blur();
  // The draft is saved half a second after the last change: wait until it holds the emptied phone.
  await expect
    .poll(() =>
      page.evaluate(() => {
        const draft = JSON.parse(localStorage.getItem('portal.wniosek.szkic.1') ?? '{}');
        return draft.data?.contact?.phone ?? null;
      }),
    )
    .not.toBe('602-345-678');
  await page.reload();
  await expect(stepHeading(page, 'Kontakt i dokumenty')).toBeVisible();
  await expect(field(page, 'Telefon').first()).toHaveValue('');
  await expect(field(page, 'Adres e-mail')).toHaveValue(account.email);
});
