// Full-page screenshots for review, per project (viewport): e2e/screenshots/<project>/<name>.png.
import { fileURLToPath } from 'node:url';
import type { Page, TestInfo } from '@playwright/test';

const screenshotsDir = fileURLToPath(new URL('../screenshots/', import.meta.url));

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
