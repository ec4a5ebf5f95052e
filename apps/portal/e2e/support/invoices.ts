// Helpers of the invoices and payments journeys: signing a demo customer in through the login page, and
// playing the operator's back office, which issues and cancels invoices through its API (X-Api-Key), so
// each journey pays invoices of its own and journeys running side by side never touch each other's.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { backofficeKeyFile } from '../../playwright.config.ts';
import { screenshotsWanted } from './screenshot.ts';

export const jan = { email: 'jan.kowalski@example.com', password: 'PortalDemo2026' } as const;

/** Opens `path` (a private screen), signs in on the login page it leads to, and lands back on `path`. */
export async function signInAndOpen(
  page: Page,
  path: string,
  account: { email: string; password: string } = jan,
): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { name: 'Mam konto' })).toBeVisible();
  await page.getByLabel('Adres e-mail').fill(account.email);
  await page.getByLabel('Hasło', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Zaloguj się' }).click();
  await expect(page).toHaveURL((url) => url.pathname === path);
  // The 'logged in' toast (its region loads on demand) hides itself after 4 s; screenshots should not carry it.
  const toast = page.getByText('Zalogowano pomyślnie.');
  await toast.waitFor({ state: 'visible', timeout: 5000 }).catch(() => undefined);
  await expect(toast).toBeHidden({ timeout: 8000 });
}

let counter = 0;

/** A document number no other journey uses: E2E/<project initial>/<time>/<n> (title-friendly, 16 characters). */
export function uniqueNumber(project: string): string {
  return uniqueNumbers(project, 1)[0]!;
}

/**
 * Numbers that share their stem (E2E/<project initial>/<time>/), so that a search by the stem finds them
 * all and no other journey's: the time is read once, not once a number (two readings a millisecond apart
 * gave two stems, and the history search found one of the two invoices).
 */
export function uniqueNumbers(project: string, count: number): string[] {
  const stem = `E2E/${project.slice(0, 1).toUpperCase()}/${(Date.now() % 60_466_176).toString(36).padStart(5, '0')}`;
  return Array.from({ length: count }, () => {
    counter += 1;
    return `${stem}/${counter}`;
  });
}

export interface NewInvoice {
  number: string;
  amount: string;
  issueNumber?: string | null;
  investmentAddress?: string | null;
  /** Days from today; by default long past, so the journey's invoices come first in the pay section. */
  termInDays?: number;
  type?: string;
}

const DAY = 86_400_000;

function backofficeKey(): string {
  return readFileSync(backofficeKeyFile, 'utf8').trim();
}

export async function issueInvoice(
  request: APIRequestContext,
  invoice: NewInvoice,
  customerEmail: string = jan.email,
): Promise<void> {
  const term = Date.now() + (invoice.termInDays ?? -400) * DAY;
  const response = await request.post('/api/backoffice/invoices', {
    headers: { 'X-Api-Key': backofficeKey() },
    data: {
      number: invoice.number,
      customerEmail,
      issueNumber: invoice.issueNumber ?? null,
      type: invoice.type ?? 'Faktura VAT',
      amount: invoice.amount,
      issueDate: new Date(term - 14 * DAY).toISOString(),
      paymentTerm: new Date(term).toISOString(),
      investmentAddress: invoice.investmentAddress ?? null,
    },
  });
  expect(response.status(), await response.text()).toBe(200);
}

export async function cancelInvoice(request: APIRequestContext, number: string): Promise<void> {
  const response = await request.post('/api/backoffice/invoices/cancel', {
    headers: { 'X-Api-Key': backofficeKey() },
    data: { number },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** The day as the portal shows it (DD.MM.YYYY), in the browser's time zone (the config's Europe/Warsaw). */
export function shownDate(date: Date): string {
  const parts = new Intl.DateTimeFormat('pl-PL', {
    timeZone: 'Europe/Warsaw',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).formatToParts(date);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')}.${part('month')}.${part('year')}`;
}

/**
 * What the screen shows right now (not the full page): for dialogs and the sticky selected-total bar,
 * which sit on the viewport and would land mid-page in a full-page picture. Same folder as saveScreenshot.
 */
export async function saveViewportScreenshot(page: Page, project: string, name: string): Promise<void> {
  if (!screenshotsWanted) return;
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
  await page.screenshot({
    path: fileURLToPath(new URL(`../screenshots/${project}/${name}.png`, import.meta.url)),
    animations: 'disabled',
  });
}
