// Journey: wrong passwords. The first failures say so (the form's error box, no toast); the one after which a captcha
// becomes necessary warns about it and shows the captcha; with the captcha ticked a right password gets in.
import { expect, test } from './support/test.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { acceptCookiesBeforehand } from './support/cookies.ts';
import { saveScreenshot } from './support/screenshot.ts';
import { fillLoginForm, seededAccount, sendLoginForm } from './support/accounts.ts';

test('wrong passwords are refused in the form, then a captcha is asked for', async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  await acceptCookiesBeforehand(context, baseURL);
  const account = await seededAccount(page.request, testInfo, 'wrong');
  const wrong = { email: account.email, password: 'Zle-Haslo-123' };
  await page.goto('/');

  await fillLoginForm(page, wrong);
  const form = page.getByRole('form', { name: 'Mam konto' });
  await expect(form.getByRole('alert')).toContainText('Nieprawidłowy adres e-mail lub hasło');
  // Customer journeys: said once, in the form; no toast repeats it.
  await expect(page.getByText('Nieprawidłowy adres e-mail lub hasło')).toHaveCount(1);
  await expect(form.getByLabel('Hasło', { exact: true })).toBeFocused();
  await expect(form.getByRole('checkbox', { name: 'Nie jestem robotem' })).toHaveCount(0);

  for (let attempt = 2; attempt <= 3; attempt += 1) {
    await sendLoginForm(page, wrong);
  }
  // The third failure: the captcha is needed from now on, and the form says so.
  await expect(
    form.getByRole('status').filter({ hasText: /poprosimy Cię o potwierdzenie, że nie jesteś robotem/ }),
  ).toBeVisible();
  const captcha = form.getByRole('checkbox', { name: 'Nie jestem robotem' });
  await expect(captcha).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('login_recaptcha_required'))).toBe('true');
  await expectNoAxeViolations(page);
  await saveScreenshot(page, testInfo, 'login-captcha-warning');

  // The flag persists: after a reload the captcha is still there.
  await page.reload();
  await expect(captcha).toBeVisible();
  // The box is ticked the way a user does: by its label.
  await form.getByText('Nie jestem robotem').click();
  await expect(captcha).toBeChecked();
  await expect(form.getByText('Zweryfikowano')).toBeVisible();
  await saveScreenshot(page, testInfo, 'login-captcha-solved');
  await fillLoginForm(page, account);
  await expect(page).toHaveURL((url) => url.pathname === '/lista-spraw');
  expect(await page.evaluate(() => localStorage.getItem('login_recaptcha_required'))).toBeNull();
});
