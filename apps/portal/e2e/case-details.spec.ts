// Journey: a signed-in customer finds a case with a notification in the list, opens it (the whole row on
// a computer, the see-details link on a phone), reads and dismisses the notification, and sees the case
// data, the contact with its QR code, the status timeline and the history. A finished case opened from the
// history list shows its timeline and leads back there; a case that is not the customer's is not found.
import type { IssueDetails, IssueListResponse } from '@portal/api-contract';
import { expect, test } from './support/test.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { fileCaseFor, fillLoginForm, jan, seededAccount } from './support/accounts.ts';
import { acceptCookiesBeforehand } from './support/cookies.ts';
import { saveScreenshot } from './support/screenshot.ts';
import { toDisplayDate } from './support/dates.ts';

test.beforeEach(async ({ context, baseURL }) => {
  await acceptCookiesBeforehand(context, baseURL);
});
test.use({ signedInAs: jan });

const isMobile = (name: string) => name === 'mobile';

// The dismissal lasts, so the case is one of a customer of its own, filed as the back office
// files one, with a contact and the case's data.
test.describe(() => {
  test.use({ signedInAs: null });
  test(
    'a case with a notification: details, timeline, contact and history',
    {
      tag: '@both-widths',
    },
    async ({ page }, testInfo) => {
      const account = await seededAccount(page.request, testInfo, 'szczegoly-sprawy');
      await fileCaseFor(page.request, account.email, 'PP/SZCZ', 'Klient Szczegółów', {
        address: 'ul. Jesionowa 7, 05-500 Piaseczno',
        properties: { receivedDate: '2026-10-02' },
        contact: { name: 'Anna Opiekun', phone: '+48221234567', email: 'anna.opiekun@example.com' },
        notification: 'Prosimy o dosłanie mapy do celów projektowych.',
      });
      await page.goto('/');
      await fillLoginForm(page, account);
      await expect(page).toHaveURL((url) => url.pathname === '/lista-spraw');
      const list = (await (await page.request.get('/api/issues')).json()) as IssueListResponse;
      const target =
        list.issues.find((issue) => issue.notification && issue.status === 'W realizacji') ??
        list.issues.find((issue) => issue.notification)!;
      const details = (await (await page.request.get(`/api/issues/${target.id}`)).json()) as IssueDetails;

      await expect(page.getByRole('heading', { level: 1, name: 'Twoje sprawy' })).toBeVisible();
      if (isMobile(testInfo.project.name)) {
        await page.getByRole('button', { name: 'Pokaż filtry' }).click();
      }
      // Find it by its connection address, as a customer would.
      await page.getByLabel('Adres przyłączenia').fill(target.address);
      if (isMobile(testInfo.project.name)) {
        await page.getByRole('link', { name: `Zobacz szczegóły sprawy ${target.number}` }).click();
      } else {
        const row = page.getByRole('table').getByRole('row').filter({ hasText: target.number });
        await expect(row).toHaveCount(1);
        // A click anywhere in the row opens the case.
        await row.getByRole('cell').filter({ hasText: target.type }).click();
      }

      await expect(page).toHaveURL(new RegExp(`/lista-spraw/${target.id}$`));
      await expect(page.getByRole('heading', { level: 1, name: `Sprawa nr ${target.number}` })).toBeVisible();
      await expect(page).toHaveTitle(`Sprawa nr ${target.number} – Portal Klienta`);

      // The top bar with the notification.
      const notification = page.getByRole('region', { name: 'Powiadomienie do sprawy' });
      await expect(notification).toContainText(target.notification!);

      // Case data: the properties in the order given, ISO dates as DD.MM.YYYY.
      const data = page.getByRole('region', { name: 'Dane sprawy' });
      const terms = data.locator('dt');
      await expect(terms).toHaveText(details.properties.map((property) => property.label));
      const received = details.properties.find((property) => property.key === 'receivedDate');
      if (received) await expect(data).toContainText(toDisplayDate(received.value));
      await expect(data.getByRole('button', { name: 'Wyślij nowe pismo' })).toBeVisible();

      // Contact with tel:, mailto: and a QR code drawn in the page.
      if (details.contact) {
        const contact = page.getByRole('region', { name: 'Kontakt w sprawie' });
        await expect(contact).toContainText(details.contact.name);
        if (details.contact.phone) {
          await expect(contact.getByRole('link', { name: details.contact.phone })).toHaveAttribute(
            'href',
            /^tel:\+?\d+$/,
          );
        }
        if (details.contact.email) {
          await expect(contact.getByRole('link', { name: details.contact.email })).toHaveAttribute(
            'href',
            `mailto:${details.contact.email}`,
          );
        }
        await expect(
          contact.getByRole('img', { name: `Kod QR z danymi kontaktowymi: ${details.contact.name}` }),
        ).toBeVisible();
      }

      // The status timeline (portal-spec §4).
      const steps = page.getByRole('list', { name: 'Etapy sprawy' }).getByRole('listitem');
      if (target.status === 'W realizacji') {
        await expect(steps).toHaveText([
          /Zgłoszenie, etap zakończony$/,
          /Realizacja, etap bieżący$/,
          /Zakończenie, etap nierozpoczęty$/,
        ]);
        await expect(steps.nth(1)).toHaveAttribute('aria-current', 'step');
      }

      // The history, newest first.
      const history = page.getByRole('list', { name: 'Historia sprawy' }).getByRole('listitem');
      await expect(history).toHaveCount(Math.min(3, details.history.length));
      if (details.history[0]) {
        await expect(history.first()).toContainText(details.history[0].value);
        await expect(history.first()).toContainText(toDisplayDate(details.history[0].date));
      }

      await expectNoAxeViolations(page);
      await saveScreenshot(page, testInfo, 'case-details');

      // Dismiss the notification; a card can be folded away and back.
      await notification.getByRole('button', { name: 'Ukryj powiadomienie' }).click();
      await expect(notification).toBeHidden();
      const historyToggle = page.getByRole('button', { name: /Historia sprawy/ });
      await historyToggle.click();
      await expect(historyToggle).toHaveAttribute('aria-expanded', 'false');
      await expect(page.getByRole('list', { name: 'Historia sprawy' })).toBeHidden();
      await historyToggle.click();
      await expect(page.getByRole('list', { name: 'Historia sprawy' })).toBeVisible();

      await page.getByRole('link', { name: 'Wróć do listy spraw' }).click();
      // Back to the list as it was left: the address filter is kept.
      await expect(page).toHaveURL(
        (url) => url.pathname === '/lista-spraw' && url.searchParams.get('adres') === target.address,
      );
      // The filters were kept.
      if (isMobile(testInfo.project.name)) await page.getByRole('button', { name: 'Pokaż filtry' }).click();
      await expect(page.getByLabel('Adres przyłączenia')).toHaveValue(target.address);
    },
  );
});

test(
  'a canceled case from the history list shows the canceled timeline',
  {
    tag: '@both-widths',
  },
  async ({ page }, testInfo) => {
    await page.goto('/lista-spraw-historycznych');
    const list = (await (await page.request.get('/api/issues?history=true')).json()) as IssueListResponse;
    const canceled = list.issues.find((issue) => issue.status === 'Anulowane')!;
    if (isMobile(testInfo.project.name)) {
      await page.getByRole('button', { name: 'Pokaż filtry' }).click();
    }
    await page.getByLabel('Status', { exact: true }).selectOption('Anulowane');
    if (isMobile(testInfo.project.name)) {
      await page.getByRole('link', { name: `Zobacz szczegóły sprawy ${canceled.number}` }).click();
    } else {
      await page.getByRole('link', { name: new RegExp(`^${canceled.number.replace(/\//g, '\\/')}`) }).click();
    }
    await expect(page.getByRole('heading', { level: 1, name: `Sprawa nr ${canceled.number}` })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Etapy sprawy' }).getByRole('listitem')).toHaveText([
      /Zgłoszenie, etap zakończony$/,
      /Realizacja, etap zakończony$/,
      /Anulowane, etap anulowany$/,
    ]);
    await expectNoAxeViolations(page);
    await saveScreenshot(page, testInfo, 'case-details-canceled');
    await page.getByRole('link', { name: 'Wróć do historii spraw' }).click();
    // Back to the history as it was left: the status filter is kept.
    await expect(page).toHaveURL(
      (url) =>
        url.pathname === '/lista-spraw-historycznych' && url.searchParams.get('status') === 'Anulowane',
    );
  },
);

test("another customer's case and an unknown case are not found", async ({ page }) => {
  await page.goto('/lista-spraw/999999');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Ups, nie znaleźliśmy takiej strony (błąd 404)' }),
  ).toBeVisible();
  await page.goto('/lista-spraw/abc');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Ups, nie znaleźliśmy takiej strony (błąd 404)' }),
  ).toBeVisible();
  // The business customer's cases exist, but are not this customer's.
  const mine = (await (await page.request.get('/api/issues')).json()) as IssueListResponse;
  const notMine = Math.max(...mine.issues.map((issue) => issue.id)) + 15;
  await page.goto(`/lista-spraw/${notMine}`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Ups, nie znaleźliśmy takiej strony (błąd 404)' }),
  ).toBeVisible();
});
