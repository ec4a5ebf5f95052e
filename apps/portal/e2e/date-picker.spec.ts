// Journey ("Dates, formats and language"): the invoice-history filter takes a date typed as
// DD.MM.YYYY or picked from the design system's calendar, which is Polish (month and day names), starts the
// week on Monday and is worked with the keyboard alone. At 390 px the filters open with their toggle.
import { expect, test } from './support/test.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { acceptCookiesBeforehand } from './support/cookies.ts';
import { toDisplayDate } from './support/dates.ts';
import { jan } from './support/accounts.ts';
import { saveScreenshot } from './support/screenshot.ts';

test.beforeEach(async ({ context, baseURL }) => {
  await acceptCookiesBeforehand(context, baseURL);
});
test.use({ signedInAs: jan });

test(
  'a payment date is typed as DD.MM.YYYY or picked from a Polish, Monday-first calendar',
  {
    tag: '@both-widths',
  },
  async ({ page }, testInfo) => {
    await page.goto('/platnosci');
    if (testInfo.project.name === 'mobile')
      await page.getByRole('button', { name: 'Filtry i sortowanie' }).click();

    const from = page.getByLabel('Data płatności od');
    await expect(from).toHaveAttribute('placeholder', 'DD.MM.RRRR');
    await expect(from).not.toHaveAttribute('type', 'date');
    // The calendar button stands level with its input and as tall (it sat higher and smaller).
    const fieldBox = (await from.boundingBox())!;
    const buttonBox = (await page
      .getByRole('button', { name: 'Wybierz datę płatności od z kalendarza' })
      .boundingBox())!;
    expect(Math.abs(buttonBox.y - fieldBox.y)).toBeLessThan(1);
    expect(Math.abs(buttonBox.height - fieldBox.height)).toBeLessThan(1);
    await from.fill('05.03.2026');
    await expect(from).toHaveValue('05.03.2026');

    // The calendar opens on the typed day, in Polish, Monday first.
    await page.getByRole('button', { name: 'Wybierz datę płatności od z kalendarza' }).click();
    const calendar = page.getByRole('grid');
    await expect(calendar).toBeVisible();
    await expect(page.getByRole('button', { name: /^marzec 2026\s*, wybierz miesiąc$/ })).toBeVisible();
    await expect(calendar.locator('th').first()).toHaveAttribute('abbr', 'poniedziałek');
    await expect(calendar.locator('th').last()).toHaveAttribute('abbr', 'niedziela');
    await expectNoAxeViolations(page);
    await saveScreenshot(page, testInfo, 'date-picker-open', { fullPage: false });

    // Keyboard alone: the focused day moves with the arrows, Enter picks it and the calendar closes.
    await expect(calendar.locator('[data-focus]').first()).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(calendar).toBeHidden();
    await expect(from).toHaveValue('13.03.2026');

    // "Do" picks today from its calendar: the field shows it as DD.MM.YYYY.
    await page.getByRole('button', { name: 'Wybierz datę płatności do z kalendarza' }).click();
    await expect(page.getByRole('grid')).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.getByLabel('Data płatności do')).toHaveValue(toDisplayDate(new Date()));
    await expectNoAxeViolations(page);
  },
);
