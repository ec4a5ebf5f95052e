// Journey: the portal's documents. A visitor opens "Ochrona danych osobowych", "Regulamin portalu"
// and "Deklaracja dostępności" from the footer; then, filling the registration form, opens the terms and
// the data-protection information from the statements they accept: each opens in a new tab, and the form
// keeps what was typed (also after a reload, from its draft). Axe checks every page.
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { checkScreen, choose, field, next, stepHeading } from './support/applications.ts';
import { acceptCookiesBeforehand } from './support/cookies.ts';

const DOCUMENTS = [
  { link: 'Ochrona danych osobowych', path: '/ochrona-danych-osobowych', section: 'Administrator danych' },
  { link: 'Regulamin portalu', path: '/regulamin', section: '2. Usługi' },
  { link: 'Deklaracja dostępności', path: '/deklaracja-dostepnosci', section: 'Stan dostępności cyfrowej' },
] as const;

async function expectDocument(page: Page, title: string, section: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
  await expect(page).toHaveTitle(`${title} – Portal Klienta`);
  // A development start shows the operator's samples, marked as such on the page.
  await expect(page.getByText('Treść przykładowa — operator musi ją zastąpić').first()).toBeVisible();
}

test('the documents open from the footer and from the statements of a form', async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  await acceptCookiesBeforehand(context, baseURL);
  await page.goto('/');
  for (const document of DOCUMENTS) {
    await page
      .getByRole('navigation', { name: 'Informacje o portalu' })
      .getByRole('link', { name: document.link })
      .click();
    await expect(page).toHaveURL(document.path);
    await expectDocument(page, document.link, document.section);
    await checkScreen(page, testInfo, `document-${document.path.slice(1)}`);
  }
  // The statement's contact and the ways to complain, as the law asks.
  await expect(page.getByRole('link', { name: 'dostepnosc@osd.example.pl' })).toHaveAttribute(
    'href',
    'mailto:dostepnosc@osd.example.pl',
  );
  await expect(page.getByRole('link', { name: 'Rzecznika Praw Obywatelskich' })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Spis treści' })
    .getByRole('link', { name: 'Procedura wnioskowo-skargowa' })
    .click();
  await expect(page).toHaveURL(/#procedura-wnioskowo-skargowa$/);

  // The registration form: the statements link the documents, which open beside the form.
  await page.goto('/skladanie-wniosku-o-rejestracje-konta');
  await field(page, 'Numer warunków przyłączenia').fill('RD\\PRZ\\00042\\2026');
  await field(page, 'Adres e-mail podany we wniosku').fill('dokumenty@example.com');
  await next(page, 'Twoje dane');
  await field(page, 'Imię').fill('Ewa');
  await field(page, 'Nazwisko').fill('Testowa');
  await field(page, 'Telefon komórkowy').fill('601234567');
  await next(page, 'Zgody');
  await choose(page, /^Znam i akceptuję regulamin portalu/);
  await checkScreen(page, testInfo, 'document-links-in-statements');

  for (const document of DOCUMENTS.slice(0, 2)) {
    const opened = context.waitForEvent('page');
    await page.getByRole('link', { name: `${document.link} (otwiera się w nowej karcie)` }).click();
    const tab = await opened;
    await expect(tab).toHaveURL(new RegExp(`${document.path}$`));
    await expectDocument(tab, document.link, document.section);
    await tab.close();
  }
  // The form is as it was: on its step, the statement ticked; its draft brings the answers back after a reload.
  const terms = page.getByRole('checkbox', { name: /^Znam i akceptuję regulamin portalu/ });
  await expect(stepHeading(page, 'Zgody')).toBeVisible();
  await expect(terms).toBeChecked();
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('portal.wniosek.szkic.100') ?? ''))
    .toContain('dokumenty@example.com');
  await page.reload();
  await expect(stepHeading(page, 'Zgody')).toBeVisible();
  await expect(terms).toBeChecked();
  await page.getByRole('button', { name: 'Wstecz' }).click();
  await expect(field(page, 'Imię')).toHaveValue('Ewa');
});
