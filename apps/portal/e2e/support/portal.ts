// A pre-rendered page is painted before the portal's script takes it over: until then its
// clicks are held and what is typed into it is kept, then handed to the portal (which hydrates it, or
// replaces it when it was rendered for another kind of session: src/main.tsx).
import type { Page } from '@playwright/test';

/** Resolves once React owns the page's #root (a page without one, or with an empty one, has nothing to wait for). */
export async function waitForPortal(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const first = document.getElementById('root')?.firstElementChild;
    return !first || Object.keys(first).some((key) => key.startsWith('__reactFiber$'));
  });
}
