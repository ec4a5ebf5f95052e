// quality-bar "Accessibility": zero axe-core violations of the WCAG 2.1 A and AA rules. axe's source is
// evaluated in the page (page.evaluate), not added as a <script> tag: the portal's CSP (script-src 'self')
// blocks inline scripts.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';
import type { AxeResults, Result } from 'axe-core';
import { expectControlsStandOut } from './controlContrast.ts';
import { expectNoEnglish } from './english.ts';

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

function describeViolations(violations: Result[]): string {
  return violations
    .map((violation) => {
      const targets = violation.nodes.map(
        (node) => `    - ${node.target.join(' ')}: ${node.failureSummary ?? ''}`,
      );
      return `  ${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help}\n${targets.join('\n')}`;
    })
    .join('\n');
}

/**
 * Waits for the page's transitions and animations that end (a button fading in as it is enabled, a dialog
 * or a toast sliding in): axe judges the colours of the moment, and a colour half-way is not the screen's.
 * Endless ones (a spinner) are left running.
 */
export async function animationsFinished(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/**
 * Runs axe on the page as it is now and fails with each violated rule and its targets; then fails on any
 * English text on the screen (no English anywhere in the interface), and on any form control
 * whose edge does not stand out at 3:1 (WCAG 1.4.11, which axe leaves out: controlContrast.ts).
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  await animationsFinished(page);
  // Half a megabyte of script: parsed once per document, not at every check of the same page.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const results = await page.evaluate(
    (tags) =>
      (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<AxeResults> } }).axe.run(
        document,
        {
          runOnly: { type: 'tag', values: tags },
          resultTypes: ['violations'],
        },
      ),
    WCAG_TAGS,
  );
  expect(results.violations, `axe violations:\n${describeViolations(results.violations)}`).toEqual([]);
  await expectNoEnglish(page);
  await expectControlsStandOut(page);
}
