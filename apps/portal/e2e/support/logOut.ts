// Logging out from the menu: on a phone it sits in the menu dialog, on wider screens in the main navigation.
import type { Page, TestInfo } from '@playwright/test';
import { expect } from './test.ts';

export async function logOut(page: Page, testInfo: TestInfo): Promise<void> {
  if (testInfo.project.name === 'mobile') {
    await page.getByRole('button', { name: 'Otwórz menu' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Wyloguj' }).click();
  } else {
    await page
      .getByRole('navigation', { name: 'Menu główne' })
      .getByRole('button', { name: 'Wyloguj' })
      .click();
  }
  await expect(page.getByText('Wylogowano pomyślnie.')).toBeVisible();
}
