// End-to-end journeys against the real API serving the built portal (run `pnpm build` first; the root
// `pnpm test:e2e` does). Chromium comes from the system: Playwright's browser download is not reachable here.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { backofficeKeyFileOf, testServerEnv } from './e2e/support/testServer.ts';

// Chromium's old headless shell (Debian: chromium-headless-shell) when the machine has it: the same Blink
// and V8, without a browser window behind each context, so a context and its page cost a quarter of
// the processor of full Chromium's (docs/testing.md, "The journeys"). CHROMIUM_PATH chooses another.
const chromiumPath =
  process.env.CHROMIUM_PATH ??
  ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((candidate) => existsSync(candidate)) ??
  '/usr/bin/chromium';
if (!existsSync(chromiumPath)) {
  throw new Error(
    `No Chromium at ${chromiumPath}. Install one with 'apt-get install -y chromium-headless-shell' ` +
      `or point CHROMIUM_PATH at a Chromium or Chrome executable.`,
  );
}

// E2E_PORT lets several engineers run the journeys on one machine at the same time.
const PORT = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${PORT}`;
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
/** The back-office API key of the test server (journeys that play the operator's back office read it). */
export const backofficeKeyFile = backofficeKeyFileOf(PORT);

const launchOptions = {
  executablePath: chromiumPath,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    // A journey's page lives seconds: V8's optimising compilers (Maglev, TurboFan) spend more processor
    // on it than their faster code saves. Without them a page load costs the renderer about a third
    // less, an axe check about half (docs/testing.md, "The journeys"); what the code does is the same.
    '--js-flags=--max-opt=1',
  ],
};

/**
 * The journeys' report for CI's summary (.ci/run): the slowest journeys, and any journey that passed only
 * on its retry (FLAKY: a defect to fix, docs/testing.md).
 */
export const journeysReportFile = path.join(repoRoot, 'apps/portal/test-results/journeys.json');

export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results/artifacts',
  // Journeys are independent (each makes its own data or reads the demo data it does not change), so any
  // two may run at once, in any order.
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // One retry in CI, so that a flaky journey is reported by name (FLAKY in CI's summary) rather than
  // failing the run for nothing it changed; a flaky journey is still a defect to fix.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  // Guards against a hang, not budgets: a journey takes 2-15 s on this machine (docs/testing.md).
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: journeysReportFile }]],
  use: {
    baseURL,
    locale: 'pl-PL',
    timezoneId: 'Europe/Warsaw',
    // Artefacts cost time on every journey: a trace only when a journey is retried, a picture only of a
    // failure. Pictures of every screen for review: E2E_SCREENSHOTS=1 (support/screenshot.ts).
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions,
  },
  projects: [
    {
      // Every journey, at 1280 px.
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
      grepInvert: /@every-screen/,
    },
    {
      // At 390 px: the journeys whose screens differ by width (@both-widths), and the journey that opens
      // every screen and checks it with axe (@every-screen).
      name: 'mobile',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 390, height: 844 },
        isMobile: false,
        hasTouch: true,
      },
      grep: /@both-widths|@every-screen/,
    },
  ],
  webServer: {
    // The compiled API, as production runs it (compiled first unless current, tools/api-build.mjs): it
    // starts in three quarters of tsx's time, and the journeys try what ships.
    command: 'node tools/api-build.mjs && node apps/api/dist/entry.js',
    cwd: repoRoot,
    url: `${baseURL}/api/config/frontend`,
    // The limits a journey would hit, raised (testServerEnv).
    env: testServerEnv(PORT),
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
