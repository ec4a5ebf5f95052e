// Journey: a visitor lands on the home page and finds how to submit an application; a browser other than
// Internet Explorer that opens the unsupported-browser address is sent home.
import { expect, test } from './support/test.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { acceptCookiesBeforehand } from './support/cookies.ts';
import { saveScreenshot } from './support/screenshot.ts';

test('the home page offers the application guide', async ({ page, context, baseURL }, testInfo) => {
  await acceptCookiesBeforehand(context, baseURL);
  await page.goto('/');

  await expect(page.getByRole('heading', { level: 1, name: 'Witamy w Portalu Klienta' })).toBeVisible();
  const guide = page.getByRole('heading', { level: 2, name: 'Złóż wniosek' });
  await expect(guide).toBeVisible();
  for (const purpose of [
    'sprawdzić możliwość przyłączenia do sieci,',
    'przyłączyć obiekt lub zwiększyć moc przyłączeniową,',
    'przyłączyć mikroinstalację o mocy do 50 kW,',
    'usunąć kolizję z urządzeniami elektroenergetycznymi.',
  ]) {
    await expect(page.getByText(purpose)).toBeVisible();
  }
  await expect(page.getByText(/wniosek złożysz bez konta/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Złóż wniosek' })).toHaveAttribute(
    'href',
    '/skladanie-wniosku',
  );
  await expect(page.getByRole('link', { name: /^Portal Klienta.*strona główna$/ })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('991');
  await expectNoAxeViolations(page);
  await saveScreenshot(page, testInfo, 'home');
});

test('the unsupported-browser address sends a modern browser home', async ({ page, context, baseURL }) => {
  await acceptCookiesBeforehand(context, baseURL);
  await page.goto('/nieobslugiwana-przegladarka');
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Witamy w Portalu Klienta' })).toBeVisible();
});

test.describe('in Internet Explorer', () => {
  test.use({ userAgent: 'Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko' });

  test('the unsupported-browser page explains what to do', async ({ page, context, baseURL }, testInfo) => {
    await acceptCookiesBeforehand(context, baseURL);
    await page.goto('/nieobslugiwana-przegladarka');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Ta przeglądarka nie jest obsługiwana' }),
    ).toBeVisible();
    await expect(page.getByText(/nie działa w przeglądarce Internet Explorer/)).toBeVisible();
    await expectNoAxeViolations(page);
    await saveScreenshot(page, testInfo, 'unsupported-browser');
  });
});

test('the page carries no single sign-on token in its address after arriving with one', async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  await acceptCookiesBeforehand(context, baseURL);
  await page.goto('/?pd_token=jednorazowy-token');
  await expect(page.getByRole('heading', { level: 1, name: 'Logowanie nie powiodło się' })).toBeVisible();
  expect(new URL(page.url()).search).toBe('');
  await expectNoAxeViolations(page);
  await saveScreenshot(page, testInfo, 'sso-failed');
  await page.getByRole('button', { name: 'Przejdź do logowania' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Witamy w Portalu Klienta' })).toBeVisible();
});
