// The specs' `test`: Playwright's, plus a check that the page broke no Content Security Policy rule
// (architecture: strict CSP, no inline scripts, no eval) and threw no uncaught error.
import { expect, test as base } from '@playwright/test';

export const test = base.extend<{ pageHealth: void }>({
  pageHealth: [
    async ({ page }, use) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        if (/Content Security Policy|Refused to (execute|load|apply)/i.test(message.text())) {
          problems.push(`CSP: ${message.text()}`);
        }
      });
      page.on('pageerror', (error) => problems.push(`Uncaught: ${error.message}`));
      await use();
      expect(problems, 'the page must not break the CSP or throw').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
