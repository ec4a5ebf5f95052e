// Journey (WCAG 2.2 2.4.11 Focus not obscured): a keyboard user walks the page with Tab and
// Shift+Tab, and what has focus is never hidden behind the header (which comes back on every upward
// scroll) or the cookie banner (sticky at the bottom until accepted). Checked by what the browser draws on
// top across the focused element's middle.
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { signInAt } from './support/casesSession.ts';
import { acceptCookiesBeforehand } from './support/cookies.ts';
import { animationsFinished } from './support/axe.ts';

/**
 * The focused element when nothing of it can be seen: at three points across its middle, what the browser
 * draws on top is something else (the header, the banner) or the point is off the screen. Null when it can.
 */
async function hiddenFocus(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const focused = document.activeElement;
    if (!focused || focused === document.body) return null;
    // A visually hidden native input (a checkbox's) is seen through the label that draws it.
    const tiny = (node: Element) => {
      const { width, height } = node.getBoundingClientRect();
      return width <= 1 || height <= 1;
    };
    const element = tiny(focused) ? (focused.closest('label') ?? focused.parentElement ?? focused) : focused;
    const box = element.getBoundingClientRect();
    const y = box.top + box.height / 2;
    const seen = [0.1, 0.5, 0.9].some((share) => {
      const x = box.left + box.width * share;
      if (x < 0 || y < 0 || x >= window.innerWidth || y >= window.innerHeight) return false;
      const top = document.elementFromPoint(x, y);
      return top !== null && (top === element || element.contains(top) || top.contains(element));
    });
    if (seen) return null;
    const text = (element.textContent ?? element.getAttribute('aria-label') ?? '').trim().slice(0, 40);
    return `${element.tagName.toLowerCase()} "${text}"`;
  });
}

/** Presses `key` `times` times; after each, something of the focused element must be seen. */
async function walk(page: Page, key: 'Tab' | 'Shift+Tab', times: number): Promise<string[]> {
  const hidden: string[] = [];
  for (let i = 0; i < times; i++) {
    await page.keyboard.press(key);
    await animationsFinished(page);
    const focused = await hiddenFocus(page);
    if (focused) hidden.push(focused);
  }
  return hidden;
}

test('Tab never leaves focus behind the cookie banner', { tag: '@both-widths' }, async ({ page }) => {
  await page.goto('/');
  const banner = page.getByRole('region', { name: 'Pliki cookies' });
  await expect(banner).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const hidden = await walk(page, 'Tab', 30);
  expect(hidden, 'focused elements entirely behind the cookie banner').toEqual([]);
});

test(
  'Shift+Tab up a long list never leaves focus behind the header',
  { tag: '@both-widths' },
  async ({ page, context, baseURL }) => {
    await acceptCookiesBeforehand(context, baseURL);
    await signInAt(page, '/lista-spraw');
    await expect(page.getByRole('heading', { level: 1, name: 'Twoje sprawy' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: / z \d+ wynik/ })).toBeVisible();
    // The sign-in's toast goes by itself after 4 s; the walk is about the header.
    await expect(page.getByText('Zalogowano pomyślnie.')).toBeHidden();
    // From the end of the page up: every upward scroll brings the header back over the page's top.
    await page.getByRole('contentinfo').getByRole('link').last().focus();
    const hidden = await walk(page, 'Shift+Tab', 30);
    expect(hidden, 'focused elements entirely behind the header').toEqual([]);
  },
);
