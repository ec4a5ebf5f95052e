// Helpers of the accounts journeys: the login form as a user fills it, the development mailbox the portal
// writes its e-mails to (/dev/poczta), and a customer account of its own for each journey that changes
// one (password, two-factor, lockout), made by the test server's seeding route in one call
// (docs/testing.md). The way a real customer gets an account (a registration application with a solved
// captcha, confirmed from the e-mail, approved by the back office, activated on the portal) is walked in
// full by application-registration.spec.ts with the helpers below. Demo accounts stay untouched.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, type APIRequestContext, type Page, type Response, type TestInfo } from '@playwright/test';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { testSeedingEndpoints } from '@portal/api-contract';
import { backofficeKeyFile } from '../../playwright.config.ts';
import { expectNoAxeViolations } from './axe.ts';
import { waitForPortal } from './portal.ts';

export interface Account {
  readonly email: string;
  readonly password: string;
}

export const jan = { email: 'jan.kowalski@example.com', password: 'PortalDemo2026' } as const;
export const anna = {
  email: 'anna.nowak@example.com',
  password: 'AnnaDemo2026',
  totpSecret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
} as const;

/** The portal's login form, filled and sent once the portal has taken over the painted page. */
export async function fillLoginForm(page: Page, account: Account): Promise<void> {
  await waitForPortal(page);
  await page.getByLabel('Adres e-mail', { exact: true }).fill(account.email);
  await page.getByLabel('Hasło', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Zaloguj się' }).click();
}

/** The login form filled and sent, once the server's answer to it has come: the next try meets a ready form. */
export async function sendLoginForm(page: Page, account: Account): Promise<Response> {
  const answer = page.waitForResponse((response) => response.url().endsWith('/api/account/login'));
  await fillLoginForm(page, account);
  return answer;
}

/** An address no other journey (or project, or run) uses. */
export function uniqueEmail(testInfo: TestInfo, label: string): string {
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
  return `e2e.${label}.${testInfo.project.name}.${stamp}@example.com`;
}

async function csrfToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/csrf');
  expect(response.status(), 'POST /api/csrf').toBe(204);
  const state = await request.storageState();
  const token = state.cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value;
  expect(token, 'the XSRF-TOKEN cookie').toBeTruthy();
  return token ?? '';
}

async function solvedCaptcha(request: APIRequestContext): Promise<string> {
  const challenge = (await (await request.get('/api/captcha/challenge')).json()) as Record<string, unknown>;
  const solution = await solveChallenge({ challenge: challenge as never, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/**
 * Locks an account as someone guessing its password would (LOGIN_LOCK_AFTER = 10 wrong passwords, solving
 * the captcha once it is required), through the API to keep the journey short.
 */
export async function lockAccount(request: APIRequestContext, email: string): Promise<void> {
  let description = '';
  for (let attempt = 1; attempt <= 10; attempt += 1) {
    const response = await request.post('/api/account/login', {
      headers: { 'X-XSRF-TOKEN': await csrfToken(request) },
      data: {
        username: email,
        password: `Zgaduje-Haslo-${attempt}`,
        recaptcha: await solvedCaptcha(request),
      },
    });
    description = ((await response.json()) as { errorDescription?: string }).errorDescription ?? '';
  }
  expect(description, 'the tenth wrong password locks the account').toBe('User account is locked');
}

/**
 * The newest e-mail to `recipient` whose subject starts with `subject`, read from the development mailbox
 * as a person would (the list, then the message); returns the first link in it starting with `linkPath`.
 */
export async function linkFromMailbox(
  request: APIRequestContext,
  recipient: string,
  subject: string,
  linkPath: string,
): Promise<URL> {
  let messageHref: string | undefined;
  await expect
    .poll(
      async () => {
        const list = await (await request.get('/dev/poczta')).text();
        const rows = list.split('<tr>').filter((row) => row.includes(recipient) && row.includes(subject));
        messageHref = rows[0]?.match(/href="(\/dev\/poczta\/\d+)"/)?.[1];
        return messageHref;
      },
      { message: `an e-mail '${subject}' to ${recipient}`, timeout: 15_000 },
    )
    .toBeTruthy();
  const message = await (await request.get(messageHref!)).text();
  const href = [...message.matchAll(/href="([^"]+)"/g)]
    .map((match) => match[1]!.replaceAll('&amp;', '&'))
    .find((url) => new URL(url, 'http://link.invalid').pathname === linkPath);
  expect(href, `a ${linkPath} link in '${subject}'`).toBeTruthy();
  return new URL(href!);
}

/**
 * Sends an account-registration application (form 100) for `email`, as the wizard does; answers the
 * confirmation link from its e-mail (/wniosek/potwierdz?token=…&account=…), not yet followed.
 */
export async function sendRegistrationApplication(request: APIRequestContext, email: string): Promise<URL> {
  const token = await csrfToken(request);
  const payload = {
    formId: 100,
    formVersion: '1.1.0',
    data: {
      account: { connectionConditionsNumber: 'RD\\PRZ\\00042\\2026', email },
      accountHolder: { firstName: 'Ewa', lastName: 'Testowa' },
      statements: { termsAccepted: true, gdprAcknowledgement: true },
    },
    captcha: await solvedCaptcha(request),
  };
  const sent = await request.post('/api/application/send', {
    headers: { 'X-XSRF-TOKEN': token },
    multipart: { payload: JSON.stringify(payload) },
  });
  expect(sent.status(), await sent.text()).toBe(200);
  return linkFromMailbox(request, email, 'Potwierdź wniosek o rejestrację konta', '/wniosek/potwierdz');
}

/**
 * A registered, approved but not yet activated customer account; answers the activation link from the
 * e-mail (/konto/aktywuj?email=…&token=…).
 */
export async function registerAccount(request: APIRequestContext, email: string): Promise<URL> {
  const confirmLink = await sendRegistrationApplication(request, email);
  const confirmed = await request.post('/api/application/confirm', {
    headers: { 'X-XSRF-TOKEN': await csrfToken(request) },
    data: { token: confirmLink.searchParams.get('token') },
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);

  const key = backofficeKey();
  const applications = (await (
    await request.get('/api/backoffice/applications', { headers: { 'X-Api-Key': key } })
  ).json()) as Array<{ id: number; email: string }>;
  const application = applications.find((entry) => entry.email === email);
  expect(application, `the confirmed registration of ${email}`).toBeTruthy();
  const approved = await request.post(
    `/api/backoffice/applications/${application!.id}/approve-registration`,
    {
      headers: { 'X-Api-Key': key },
    },
  );
  expect(approved.status(), await approved.text()).toBe(200);

  return linkFromMailbox(request, email, 'Aktywuj konto w Portalu Klienta', '/konto/aktywuj');
}

/** Sets the password on the activation page, as the customer does after clicking the e-mailed link. */
export async function activateThroughPortal(page: Page, link: URL, password: string): Promise<void> {
  await page.goto(link.pathname + link.search);
  await expect(page.getByRole('heading', { level: 1, name: 'Aktywuj konto' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('Nowe hasło', { exact: true }).fill(password);
  await page.getByLabel('Powtórz nowe hasło', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Aktywuj konto' }).click();
  await expect(page.getByText('Konto zostało aktywowane. Zaloguj się nowym hasłem.')).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/');
}

/** The back-office key of the test server (playwright.config.ts writes where the server keeps it). */
export function backofficeKey(): string {
  return readFileSync(backofficeKeyFile, 'utf8').trim();
}

/** The account holder a registration gives: a signed-in customer's new application starts with it. */
export interface AccountHolder {
  readonly firstName: string;
  readonly lastName: string;
  readonly phone: string;
}

/**
 * A ready customer account nobody else uses, as registration, approval and activation leave it, made by
 * the test server's seeding route; `totpSecret` starts it with two-factor authentication on. Its holder's
 * name and phone are the registration's (a default one unless given).
 */
export async function seededAccount(
  request: APIRequestContext,
  testInfo: TestInfo,
  label: string,
  options: { totpSecret?: string } & Partial<AccountHolder> = {},
): Promise<Account & AccountHolder> {
  const account = {
    email: uniqueEmail(testInfo, label),
    password: `Nowe-Konto-${Date.now() % 100_000}Ab`,
    firstName: 'Karolina',
    lastName: 'Wiśniewska',
    phone: '601-234-567',
  };
  const response = await request.post(testSeedingEndpoints.account.path, {
    headers: { 'X-Api-Key': backofficeKey() },
    data: { ...account, ...options },
  });
  expect(response.status(), await response.text()).toBe(testSeedingEndpoints.account.status);
  const { totpSecret: _secret, ...holder } = options;
  return { ...account, ...holder };
}

/** A case of the back office's for `email` (as the operator's system files one); its id and number. */
export async function fileCaseFor(
  request: APIRequestContext,
  email: string,
  prefix: string,
  client: string,
  /** More of the case as the back office sends it (a notification, a contact, its data). */
  more: Record<string, unknown> = {},
): Promise<{ id: number; number: string }> {
  const number = `${prefix}/${randomBytes(4).toString('hex')}`;
  const filed = await request.post('/api/backoffice/issues', {
    headers: { 'X-Api-Key': backofficeKey() },
    data: {
      number,
      barcode: '590000111',
      type: 'Przyłączenie do sieci',
      status: 'W realizacji',
      client,
      address: 'ul. Lipowa 1, 05-500 Piaseczno',
      registrationDate: '2026-10-01T10:00:00.000Z',
      customerEmail: email,
      ...more,
    },
  });
  expect(filed.status(), await filed.text()).toBe(200);
  return { id: ((await filed.json()) as { id: number }).id, number };
}
