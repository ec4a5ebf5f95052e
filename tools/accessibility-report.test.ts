import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { committedReport, currentFindings, findingsOf, WCAG_TAGS } from './accessibility-report.mjs';

const portalDir = path.resolve(import.meta.dirname, '../apps/portal');

describe('the accessibility report behind the deklaracja dostępności', () => {
  it('is what the journeys check now: screens, widths, axe-core and its rules (`pnpm accessibility:report`)', () => {
    expect(
      findingsOf(committedReport()),
      'apps/api/src/documents/accessibility-report.json is stale: run `pnpm accessibility:report` and commit it',
    ).toEqual(currentFindings());
  });

  it('names the tags the journeys run axe with, and every screen the every-screen journey checks', () => {
    const axeSupport = readFileSync(path.join(portalDir, 'e2e/support/axe.ts'), 'utf8');
    expect(axeSupport).toContain(
      `WCAG_TAGS = ${JSON.stringify(WCAG_TAGS).replaceAll('"', "'").replaceAll(',', ', ')}`,
    );
    const journey = readFileSync(path.join(portalDir, 'e2e/every-screen.spec.ts'), 'utf8');
    const unchecked = currentFindings()
      .screens.map((screen) => screen.name)
      .filter((name) => !journey.includes(`'${name}'`));
    expect(unchecked, 'screens.json names screens every-screen.spec.ts never checks').toEqual([]);
  });
});
