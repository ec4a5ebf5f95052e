// Full-page screenshots for review, per project (viewport): e2e/screenshots/<project>/<name>.png, taken
// only on request (E2E_SCREENSHOTS=1): nothing compares them, and 180 pictures cost a minute a run.
import { fileURLToPath } from 'node:url';
import type { Page, TestInfo } from '@playwright/test';

const screenshotsDir = fileURLToPath(new URL('../screenshots/', import.meta.url));

/** Whether this run keeps pictures of the screens for review. */
export const screenshotsWanted = process.env.E2E_SCREENSHOTS === '1';

export interface ScreenshotOptions {
  /** false: the viewport only, for a modal dialog (a fixed overlay over a full-page picture misleads). */
  fullPage?: boolean;
}

export async function saveScreenshot(
  page: Page,
  testInfo: TestInfo,
  name: string,
  { fullPage = true }: ScreenshotOptions = {},
): Promise<void> {
  if (!screenshotsWanted) return;
  // From the top, so that the sticky header sits where it belongs in the full-page picture.
  await page.evaluate(async (toTop) => {
    if (toTop) window.scrollTo(0, 0);
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  }, fullPage);
  await page.screenshot({
    path: `${screenshotsDir}${testInfo.project.name}/${name}.png`,
    fullPage,
    animations: 'disabled',
  });
}
