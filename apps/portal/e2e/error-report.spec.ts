// Journey: the portal cannot start because the server fails; the visitor sees the error code and reports
// the error. Only the config call is faked (a 500 with an error id); the report goes to the real API.
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { acceptCookiesBeforehand } from './support/cookies.ts';
import { saveScreenshot } from './support/screenshot.ts';

/** Opens the portal with its first request failing on the server (error code ABC123): the error page. */
async function openFailingPortal(page: Page, context: BrowserContext, baseURL: string | undefined) {
  await acceptCookiesBeforehand(context, baseURL);
  await page.route('**/api/config/frontend', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({
        status: 500,
        error: 'server',
        message: 'Wystąpił błąd serwera.',
        errorId: 'ABC123',
      }),
    }),
  );
  await page.goto('/');
}

test('the error page shows the code and its report form sends and thanks', async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  await openFailingPortal(page, context, baseURL);

  await expect(page.getByRole('heading', { level: 1, name: 'Wystąpił nieoczekiwany błąd' })).toBeVisible();
  await expect(page.getByText('Kod błędu: ABC123')).toBeVisible();
  await expectNoAxeViolations(page);
  await saveScreenshot(page, testInfo, 'error-page');

  await page.getByRole('button', { name: 'Zgłoś błąd' }).click();
  const description = page.getByLabel('Opis problemu');
  await expect(description).toBeFocused();
  await description.fill('Po wejściu na stronę główną zobaczyłem ten błąd.');
  await expect(page.getByText('Znaki: 48 / 1024')).toBeVisible();
  await expectNoAxeViolations(page);
  await saveScreenshot(page, testInfo, 'error-report-form');

  const sent = page.waitForResponse((response) => response.url().endsWith('/api/report-error'));
  await page.getByRole('button', { name: 'Wyślij zgłoszenie' }).click();
  const response = await sent;
  expect(response.status()).toBe(204);
  expect(response.request().postDataJSON()).toEqual({
    code: 'ABC123',
    info: 'Po wejściu na stronę główną zobaczyłem ten błąd.',
  });
  expect(response.request().headers()['x-xsrf-token']).toBeTruthy();

  await expect(page.getByText('Dziękujemy za zgłoszenie błędu.')).toBeVisible();
  await expectNoAxeViolations(page);
  await saveScreenshot(page, testInfo, 'error-report-sent');
});

test('a report longer than 1024 characters cannot be sent', async ({ page, context, baseURL }) => {
  await openFailingPortal(page, context, baseURL);
  await page.getByRole('button', { name: 'Zgłoś błąd' }).click();
  await page.getByLabel('Opis problemu').fill('x'.repeat(1030));
  await expect(page.getByText('Opis może mieć najwyżej 1024 znaki. Usuń 6 znaków.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Wyślij zgłoszenie' })).toBeDisabled();
});
