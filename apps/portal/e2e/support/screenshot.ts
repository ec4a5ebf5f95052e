// Full-page screenshots for review, per project (viewport): e2e/screenshots/<project>/<name>.png.
import { fileURLToPath } from 'node:url';
import type { Page, TestInfo } from '@playwright/test';

const screenshotsDir = fileURLToPath(new URL('../screenshots/', import.meta.url));

export async function saveScreenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  // From the top, so that the sticky header sits where it belongs in the full-page picture.
  await page.evaluate(async () => {
    window.scrollTo(0, 0);
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
  await page.screenshot({
    path: `${screenshotsDir}${testInfo.project.name}/${name}.png`,
    fullPage: true,
    animations: 'disabled',
  });
}
