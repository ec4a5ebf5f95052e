import type { BrowserContext } from '@playwright/test';

/** Pretends the visitor accepted cookies before, so the banner does not cover the screen under test. */
export async function acceptCookiesBeforehand(
  context: BrowserContext,
  baseURL: string | undefined,
): Promise<void> {
  await context.addCookies([{ name: 'cookies', value: 'accepted', url: baseURL ?? 'http://127.0.0.1:3100' }]);
}
