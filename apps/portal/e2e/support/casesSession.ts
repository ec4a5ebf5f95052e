// Signs a demo customer in for the case journeys the way a customer does: a private address sends the
// visitor to the login page (remembering where they were going), the login form is filled in, and the
// portal comes back to that address (portal-spec §2).
import { expect, type Page } from '@playwright/test';
import { fillLoginForm, jan } from './accounts.ts';

export const demoCustomer = jan;

export async function signInAt(
  page: Page,
  path: string,
  account: { email: string; password: string } = demoCustomer,
): Promise<void> {
  await page.goto(path);
  await expect(page).toHaveURL((url) => url.pathname === '/' && url.searchParams.get('redirect') === path);
  await fillLoginForm(page, account);
  const target = new URL(path, 'http://portal.invalid');
  await expect(page).toHaveURL((url) => url.pathname === target.pathname && url.search === target.search);
}
