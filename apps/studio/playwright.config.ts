// The studio's journey: its own server on a throwaway copy of schemas/ (STUDIO_SCHEMAS_DIR),
// so saving in the journey never touches the repository's files. Chromium comes from the system.
import { cpSync, existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';

// Chromium's old headless shell (Debian: chromium-headless-shell) when the machine has it: the same Blink
// and V8, without a browser window behind each context, so a context and its page cost a quarter of
// the processor of full Chromium's (docs/testing.md, "The journeys"). CHROMIUM_PATH chooses another.
const chromiumPath =
  process.env.CHROMIUM_PATH ??
  ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((candidate) => existsSync(candidate)) ??
  '/usr/bin/chromium';
if (!existsSync(chromiumPath)) {
  throw new Error(
    `No Chromium at ${chromiumPath}. Install one with 'apt-get install -y chromium-headless-shell' or set CHROMIUM_PATH.`,
  );
}

// STUDIO_E2E_PORT lets several engineers run the journey on one machine at the same time.
const PORT = Number(process.env.STUDIO_E2E_PORT ?? 3200);
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

// One copy per run: the config is loaded again in each worker, which inherits the variable.
if (!process.env.STUDIO_E2E_ROOT) {
  const root = mkdtempSync(path.join(tmpdir(), 'portal-studio-e2e-'));
  cpSync(path.join(repoRoot, 'schemas'), path.join(root, 'schemas'), { recursive: true });
  for (const file of ['docs/forms.md', 'docs/rules.md', '.prettierrc.json'])
    cpSync(path.join(repoRoot, file), path.join(root, file));
  process.env.STUDIO_E2E_ROOT = root;
}
export const studioE2eRoot = process.env.STUDIO_E2E_ROOT;

export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results/artifacts',
  fullyParallel: false,
  workers: 1,
  // As the portal's journeys: one retry in CI, reported as FLAKY in CI's summary (docs/testing.md).
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  // Saving runs the full check of every form: tens of seconds on a busy 2-core machine.
  timeout: 180_000,
  // Every live change is awaited with this (no raised waits). Measured at a load of 12-17 on 2
  // cores: opening a form to its fixtures judged 1.5-4.5 s, an edit to the preview 1-4 s, the server's part
  // of an edit 0.1-0.3 s since it keeps its overlay of schemas/. Only the saves' full check waits longer.
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    ['json', { outputFile: path.join(repoRoot, 'apps/studio/test-results/journeys.json') }],
  ],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: 'pl-PL',
    timezoneId: 'Europe/Warsaw',
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
  ],
  // The studio as `pnpm studio` serves it: the production build, built first when its sources
  // changed since the last build (about a minute on a busy machine), then up in seconds.
  webServer: {
    command: 'node tools/studio.mjs',
    cwd: repoRoot,
    url: `http://127.0.0.1:${PORT}/studio-api/forms`,
    env: { STUDIO_PORT: String(PORT), STUDIO_SCHEMAS_DIR: path.join(studioE2eRoot, 'schemas') },
    reuseExistingServer: false,
    timeout: 400_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
