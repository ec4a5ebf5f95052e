import { describe, expect, it } from 'vitest';
import { playwrightTimes, slowest, vitestFileTimes } from './test-times.mjs';

describe("CI's report of where the tests' time went", () => {
  it('takes each unit test file’s time from Vitest’s report, slowest first', () => {
    const times = vitestFileTimes({
      testResults: [
        { name: '/repo/a.test.ts', startTime: 1_000, endTime: 3_500 },
        { name: '/repo/b.test.ts', startTime: 1_000, endTime: 9_000 },
        { name: '/repo/c.test.ts', startTime: 1_000, endTime: 1_100 },
      ],
    });
    expect(slowest(times, 2)).toEqual([
      { file: '/repo/b.test.ts', seconds: 8 },
      { file: '/repo/a.test.ts', seconds: 2.5 },
    ]);
  });

  it('adds up each journey file over widths and tries, and names a journey that passed only on its retry', () => {
    const report = {
      suites: [
        {
          file: 'login.spec.ts',
          specs: [],
          suites: [
            {
              specs: [
                {
                  file: 'login.spec.ts',
                  line: 12,
                  title: 'a customer logs in',
                  tests: [
                    { projectName: 'desktop', status: 'expected', results: [{ duration: 3000 }] },
                    {
                      projectName: 'mobile',
                      status: 'flaky',
                      results: [{ duration: 5000 }, { duration: 4000 }],
                    },
                  ],
                },
              ],
            },
          ],
        },
        {
          file: 'home.spec.ts',
          specs: [
            {
              file: 'home.spec.ts',
              line: 3,
              title: 'the home page',
              tests: [{ projectName: 'desktop', status: 'unexpected', results: [{ duration: 1000 }] }],
            },
          ],
        },
      ],
    };
    const { files, flaky, failed } = playwrightTimes(report);
    expect(files).toEqual([
      { file: 'login.spec.ts', seconds: 12 },
      { file: 'home.spec.ts', seconds: 1 },
    ]);
    expect(flaky).toEqual(['[mobile] login.spec.ts:12 › a customer logs in']);
    expect(failed).toEqual(['[desktop] home.spec.ts:3 › the home page']);
  });

  it('reads nothing from a report that is not one', () => {
    expect(vitestFileTimes(null)).toEqual([]);
    expect(playwrightTimes({})).toEqual({ files: [], flaky: [], failed: [] });
  });
});
