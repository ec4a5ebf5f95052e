// Journey: a customer who is signed in opens the confirmation link of an application from the e-mail
// (portal-spec §2 Application confirm). The application is confirmed, and the next step is their cases
// ("Przejdź do swoich spraw"), not the login they do not need; the same link again is a
// failure that says the application was already confirmed, with the same way on.
import { jan, sendRegistrationApplication, uniqueEmail } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { acceptCookiesBeforehand } from './support/cookies.ts';
import { saveScreenshot } from './support/screenshot.ts';
import { expect, test } from './support/test.ts';

test.use({ signedInAs: jan });

test('a signed-in customer confirms an application and goes on to their cases', async ({
  page,
  context,
  baseURL,
  playwright,
}, testInfo) => {
  await acceptCookiesBeforehand(context, baseURL);
  // An application sent for someone else's new account (as a customer may do for a relative), from
  // another browser.
  const visitor = await playwright.request.newContext({ baseURL: baseURL! });
  const link = await sendRegistrationApplication(visitor, uniqueEmail(testInfo, 'confirm-signed-in'));
  await visitor.dispose();

  await page.goto(link.pathname + link.search);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Wniosek o rejestrację konta został potwierdzony' }),
  ).toBeVisible();
  const next = page.getByRole('link', { name: 'Przejdź do swoich spraw' });
  await expect(next).toHaveAttribute('href', '/lista-spraw');
  await expect(page.getByRole('link', { name: 'Przejdź do logowania' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await saveScreenshot(page, testInfo, 'application-confirmed-signed-in');

  // The same link again: already confirmed, said as information, with the way to the cases.
  await page.goto(link.pathname + link.search);
  await expect(page.getByRole('heading', { level: 1, name: 'Wniosek jest już potwierdzony' })).toBeVisible();
  await expect(page.getByText(/został już wcześniej potwierdzony/)).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Przejdź do swoich spraw' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/lista-spraw');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
