// Journey (RODO): a customer with two-factor authentication ends the portal account, "Usuń konto
// w portalu": the dialog says what ends and what stays at the operator, asks for the password and a code,
// refuses a wrong password at its field, then signs the customer out to a confirmation; the account no
// longer signs in.
import { expect, test } from './support/test.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { acceptCookiesBeforehand } from './support/cookies.ts';
import { saveScreenshot } from './support/screenshot.ts';
import { fillLoginForm, seededAccount } from './support/accounts.ts';
import { totpCode } from './support/totp.ts';

const secret = 'KRSXG5CTMVRXEZLUKN2XAZLSKNSWG4TF';

test(
  'a customer ends the portal account after the password and a code, and sees what remains',
  { tag: '@both-widths' },
  async ({ page, context, baseURL }, testInfo) => {
    await acceptCookiesBeforehand(context, baseURL);
    const account = await seededAccount(page.request, testInfo, 'close', { totpSecret: secret });
    await page.goto('/');
    await fillLoginForm(page, account);
    const secondFactor = page.getByRole('dialog', { name: 'Weryfikacja dwuetapowa' });
    await secondFactor.getByLabel('Kod z aplikacji').fill(totpCode(secret));
    await secondFactor.getByRole('button', { name: 'Zweryfikuj' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/lista-spraw');

    await page.goto('/konto/ustawienia');
    await expect(page.getByTestId('mfa-status')).toHaveText('Aktywna');
    await page.getByRole('button', { name: 'Usuń konto w portalu' }).click();

    const dialog = page.getByRole('alertdialog', { name: 'Usunąć konto w portalu?' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(/operator musi je przechowywać/)).toBeVisible();
    await expect(dialog.getByText(/nowe konto, także na ten sam adres e-mail/)).toBeVisible();
    const password = dialog.getByLabel('Twoje hasło');
    await expect(password).toBeFocused();
    const confirm = dialog.getByRole('button', { name: 'Usuń konto', exact: true });
    await password.fill(account.password);
    await expect(confirm).toBeDisabled();
    await expectNoAxeViolations(page);
    await saveScreenshot(page, testInfo, 'close-account-dialog');

    await password.fill('To-Nie-Jest-Moje-1');
    await dialog.getByLabel('Kod z aplikacji').fill(totpCode(secret, 1));
    await confirm.click();
    await expect(password).toHaveAccessibleDescription('Hasło jest nieprawidłowe.');
    await expect(password).toBeFocused();
    await expectNoAxeViolations(page);
    await saveScreenshot(page, testInfo, 'close-account-wrong-password');

    await password.fill(account.password);
    await confirm.click();
    await expect(page).toHaveURL((url) => url.pathname === '/konto/usuniete');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Twoje konto w portalu zostało usunięte' }),
    ).toBeVisible();
    await expect(page.getByText(/pozostają u operatora/)).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('user_name'))).toBeNull();
    await expectNoAxeViolations(page);
    await saveScreenshot(page, testInfo, 'account-closed');

    await page.getByRole('link', { name: 'Przejdź do strony głównej' }).click();
    await fillLoginForm(page, account);
    await expect(
      page.getByRole('form', { name: 'Mam konto' }).getByText('Nieprawidłowy adres e-mail lub hasło'),
    ).toBeVisible();
  },
);
