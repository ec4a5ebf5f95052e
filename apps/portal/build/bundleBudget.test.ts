import { describe, expect, it } from 'vitest';
import { budgetLines, judgeScreens, KEY_SCREENS } from './bundleBudget.js';

const KB = 1024;
const floor = 146.5 * KB;

describe('the first views against the stack floor', () => {
  it('passes a screen at its allowance to the byte and fails one a byte above', () => {
    const [atLimit, overByAByte] = judgeScreens(
      [
        { path: '/', label: '/', allowanceKb: 30, gzipBytes: floor + 30 * KB },
        { path: '/platnosci', label: '/platnosci', allowanceKb: 60, gzipBytes: floor + 60 * KB + 1 },
      ],
      floor,
    );
    expect(atLimit).toMatchObject({ ok: true, addedKb: 30, overKb: 0 });
    expect(overByAByte!.ok).toBe(false);
    expect(overByAByte!.overKb).toBeCloseTo(1 / KB);
  });

  it('reports what a screen adds above the floor, and a screen lighter than the floor as below it', () => {
    const [heavy, light] = judgeScreens(
      [
        { path: '/platnosci', label: '/platnosci', allowanceKb: 60, gzipBytes: floor + 95.7 * KB },
        { path: '/', label: '/', allowanceKb: 30, gzipBytes: floor - 2 * KB },
      ],
      floor,
    );
    expect(heavy!.addedKb).toBeCloseTo(95.7);
    expect(heavy!.overKb).toBeCloseTo(35.7);
    expect(light).toMatchObject({ ok: true, overKb: 0 });
    expect(light!.addedKb).toBeCloseTo(-2);
  });

  it('refuses to judge without a measured floor', () => {
    expect(() => judgeScreens([{ ...KEY_SCREENS[0]!, gzipBytes: 1 }], 0)).toThrow(/floor/);
    expect(() => judgeScreens([{ ...KEY_SCREENS[0]!, gzipBytes: 1 }], Number.NaN)).toThrow(/floor/);
  });

  it('gives `/` 30 KB and every other key screen 60 KB over the floor', () => {
    expect(KEY_SCREENS.map((screen) => [screen.path, screen.allowanceKb])).toEqual([
      ['/', 30],
      ['/skladanie-wniosku', 60],
      ['/lista-spraw/', 60],
      ['/platnosci', 60],
    ]);
  });

  it('prints each figure, the difference and the verdict, naming the screens over budget', () => {
    const verdicts = judgeScreens(
      [
        { path: '/', label: '/ (login)', allowanceKb: 30, gzipBytes: floor + 45.2 * KB },
        { path: '/lista-spraw/', label: '/lista-spraw', allowanceKb: 60, gzipBytes: floor + 57.6 * KB },
      ],
      floor,
    );
    const lines = budgetLines(verdicts, floor);
    expect(lines[0]).toContain('146.5 KB gzip');
    expect(lines.find((line) => line.startsWith('/ (login)'))).toMatch(
      /191\.7 KB +\+45\.2 KB +\+30\.0 KB +OVER by 15\.2 KB/,
    );
    expect(lines.find((line) => line.startsWith('/lista-spraw'))).toMatch(
      /204\.1 KB +\+57\.6 KB +\+60\.0 KB +ok$/,
    );
    expect(lines.at(-1)).toBe('Over budget: / (login)');
    expect(budgetLines(verdicts.slice(1), floor).at(-1)).toBe('Every key screen is within its budget.');
  });
});
