// Journey: a visitor applies for an account (form 100, applications-spec §1 and §2), confirms the application
// from the e-mail (the link carries account=true), the back office approves it, the activation e-mail
// arrives in the mailbox, and the customer activates the account on the portal and signs in. The one
// journey that makes an account the way a customer gets one (the others are seeded, docs/testing.md);
// at both widths, it is also the phone's walk through a wizard, its confirmation and the activation.
// Customer journeys: the application asks for no password (the activation link sets it) and the texts say so.
import { expect, test } from './support/test.ts';
import {
  activateThroughPortal,
  backofficeKey,
  fillLoginForm,
  linkFromMailbox,
  uniqueEmail,
} from './support/accounts.ts';
import { checkScreen, choose, field, next, send, stepHeading } from './support/applications.ts';
import { acceptCookiesBeforehand } from './support/cookies.ts';

test(
  'a visitor applies for an account, activates it once it is approved, and signs in',
  {
    tag: '@both-widths',
  },
  async ({ page, context, baseURL }, testInfo) => {
    await acceptCookiesBeforehand(context, baseURL);
    const email = uniqueEmail(testInfo, 'konto');

    await page.goto('/skladanie-wniosku-o-rejestracje-konta');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Wniosek o rejestrację konta w portalu' }),
    ).toBeVisible();
    await expect(page.getByRole('progressbar', { name: /Krok 1 z 4/ })).toBeVisible();
    await expect(stepHeading(page, 'Twój wniosek')).toBeVisible();
    await checkScreen(page, testInfo, 'registration-application');
    await field(page, 'Numer warunków przyłączenia').fill('RD\\PRZ\\00042\\2026');
    await field(page, 'Adres e-mail podany we wniosku').fill(email);
    await next(page, 'Twoje dane');

    await field(page, 'Imię').fill('Ewa');
    await field(page, 'Nazwisko').fill('Testowa');
    await field(page, 'Telefon komórkowy').fill('601234567');
    await checkScreen(page, testInfo, 'registration-holder');
    await next(page, 'Zgody');
    await expect(page.getByLabel(/Hasło/)).toHaveCount(0);

    await choose(page, /^Znam i akceptuję regulamin portalu/);
    await choose(page, /^Zapoznałem się \/ zapoznałam się z informacją o przetwarzaniu/);
    await checkScreen(page, testInfo, 'registration-statements');
    await next(page, 'Sprawdź swoje odpowiedzi');
    await expect(page.getByText(email).first()).toBeVisible();
    await checkScreen(page, testInfo, 'registration-summary');

    await send(page);
    await expect(page).toHaveURL('/wniosek-wyslany', { timeout: 30_000 });
    await expect(
      page.getByText('Wniosek o rejestrację konta został wysłany.', { exact: false }),
    ).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    await expect(page.getByText(/7 dni roboczych.*pod nim ustawisz hasło/)).toBeVisible();
    await checkScreen(page, testInfo, 'registration-sent');

    const confirm = await linkFromMailbox(
      page.request,
      email,
      'Potwierdź wniosek o rejestrację konta',
      '/wniosek/potwierdz',
    );
    expect(confirm.searchParams.get('account')).toBe('true');
    await page.goto(confirm.pathname + confirm.search);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Wniosek o rejestrację konta został potwierdzony' }),
    ).toBeVisible();
    await expect(page.getByText(/w ciągu 7 dni roboczych.*pod nim ustawisz hasło/)).toBeVisible();
    await checkScreen(page, testInfo, 'registration-confirmed');

    // The back office approves the registration; the activation e-mail goes out.
    const key = backofficeKey();
    const applications = (await (
      await page.request.get('/api/backoffice/applications', { headers: { 'x-api-key': key } })
    ).json()) as Array<{ id: number; email: string }>;
    const application = applications.find((entry) => entry.email === email);
    expect(application, `the confirmed registration of ${email}`).toBeTruthy();
    const approved = await page.request.post(
      `/api/backoffice/applications/${application!.id}/approve-registration`,
      {
        headers: { 'x-api-key': key },
      },
    );
    expect(approved.status(), await approved.text()).toBe(200);
    const activation = await linkFromMailbox(
      page.request,
      email,
      'Aktywuj konto w Portalu Klienta',
      '/konto/aktywuj',
    );
    expect(activation.searchParams.get('email')).toBe(email);

    // The customer opens the link and sets a password; the account works.
    const password = 'Aktywacja-2026x';
    await activateThroughPortal(page, activation, password);
    await fillLoginForm(page, { email, password });
    await expect(page).toHaveURL((url) => url.pathname === '/lista-spraw');
    // A new account holder learns where the applications they file will appear.
    await expect(
      page.getByText(/Złożony wniosek pojawi się tutaj jako sprawa, gdy go zweryfikujemy/),
    ).toBeVisible();
    await checkScreen(page, testInfo, 'registration-first-case-list');

    // Customer journeys: the account keeps the holder the registration gave; a new application starts with it.
    await page.goto('/konto/ustawienia');
    const holder = page.locator('dl').filter({ hasText: 'Imię i nazwisko' });
    await expect(holder.getByText('Ewa Testowa')).toBeVisible();
    await expect(holder.getByText('601-234-567')).toBeVisible();
  },
);
