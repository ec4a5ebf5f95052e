// `pnpm bench:studio` (form studio, "Fast"): the form studio as an analyst meets it. Starts it the way
// `pnpm studio` does, on a throwaway copy of schemas/ (STUDIO_SCHEMAS_DIR, as the studio's journeys do),
// opens form 1 in a fresh headless Chromium and measures:
//   - cold start: from `pnpm studio` to the editors showing the form, and to the preview showing step 1
//     (with a current build: when the studio's sources changed, the build runs first and is timed apart);
//   - keystroke latency in the schema editor: from each keydown to the frame after it was painted
//     (requestAnimationFrame, then a task), typing 50 characters into a field's title at ~8 keys a second;
//   - the preview updated after typing stops: from the last keystroke to the new title in the preview;
//   - the same keystrokes in a plain textarea of the same browser: what the machine gives at that moment.
// Prints a table with the load average beside it (the figures of docs/performance.md "Form studio").
//   pnpm bench:studio                         (BENCH_RUNS=3 starts, medians; p50/p95 over all keystrokes)
//   BENCH_RUNS=1 STUDIO_BENCH_PORT=3217 pnpm bench:studio
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { freePort, repoRoot } from '../api-process.mjs';
import { buildStudio, studioBuildIsStale } from '../studio.mjs';
import { CLOSED_NETWORK_CHROMIUM_FLAGS } from './chromium-flags.ts';

const runs = Number(process.env.BENCH_RUNS ?? 3);
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const KEYSTROKES = 50;
const TYPED = 'abcdefghijklmnopqrstuvwxyz'.repeat(2).slice(0, KEYSTROKES);
const FIELD_TITLE = 'Lokalizacja obiektu';

interface Run {
  editorsMs: number;
  previewMs: number;
  keystrokesMs: number[];
  /** The same typing in a plain textarea on a blank page of the same browser. */
  plainMs: number[];
  previewAfterTypingMs: number;
}

/** A copy of what the studio reads and writes, so that the benchmark never touches the repository's files. */
function throwawayRoot(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'portal-bench-studio-'));
  cpSync(path.join(repoRoot, 'schemas'), path.join(root, 'schemas'), { recursive: true });
  for (const file of ['docs/forms.md', 'docs/rules.md', '.prettierrc.json'])
    cpSync(path.join(repoRoot, file), path.join(root, file));
  return root;
}

function startStudio(port: number, root: string): { child: ChildProcess; output: () => string } {
  let output = '';
  const child = spawn('pnpm', ['studio'], {
    cwd: repoRoot,
    env: { ...process.env, STUDIO_PORT: String(port), STUDIO_SCHEMAS_DIR: path.join(root, 'schemas') },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { child, output: () => output };
}

/** The whole process group: pnpm, and the server it started. */
async function stopStudio(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.pid === undefined) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    return;
  }
  await exited;
}

async function waitForApi(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 600_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`pnpm studio exited with ${child.exitCode}:\n${output()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`pnpm studio did not answer ${url} within 10 minutes:\n${output()}`);
}

/**
 * Runs in the page (a string: the tools are type-checked without the DOM's types). Records, for each
 * keydown, the time to the frame painted after it: requestAnimationFrame, then the task after that frame.
 */
const RECORD_KEYSTROKES = `
  window.benchKeystrokes = [];
  document.addEventListener('keydown', (event) => {
    const started = event.timeStamp;
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => window.benchKeystrokes.push(performance.now() - started);
      channel.port2.postMessage(null);
    });
  }, true);
`;

async function oneRun(port: number): Promise<Run> {
  const root = throwawayRoot();
  const userDataDir = mkdtempSync(path.join(tmpdir(), 'portal-bench-studio-chromium-'));
  const browser = await chromium.launchPersistentContext(userDataDir, {
    executablePath: chromiumPath,
    headless: true,
    viewport: { width: 1280, height: 800 },
    locale: 'pl-PL',
    timezoneId: 'Europe/Warsaw',
    args: [...CLOSED_NETWORK_CHROMIUM_FLAGS],
  });
  const started = performance.now();
  const studio = startStudio(port, root);
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitForApi(`${base}/studio-api/forms`, studio.child, studio.output);
    const page: Page = browser.pages()[0] ?? (await browser.newPage());
    page.setDefaultTimeout(600_000);
    await page.addInitScript({ content: RECORD_KEYSTROKES });
    await page.goto(`${base}/?formularz=1`);
    const schemaEditor = page.getByTestId('editor-schema');
    await schemaEditor.locator('.cm-line').first().waitFor();
    const editorsMs = performance.now() - started;
    const preview = page.frameLocator('iframe[title="Podgląd formularza na żywo"]');
    await preview.getByText('Wnioskodawca').first().waitFor();
    const previewMs = performance.now() - started;

    // Step 2 shows the location's title; the cursor goes at the end of that title, before its quote.
    const step = page.getByRole('combobox', { name: 'Krok' });
    await step.selectOption({ index: 1 });
    await preview.getByText(FIELD_TITLE, { exact: true }).waitFor();
    // Found with the editor's own search (the line is outside what CodeMirror has drawn): the match stays
    // selected when the panel closes, the cursor goes to its end, before the closing quote.
    await schemaEditor.locator('.cm-content').click();
    await page.keyboard.press('ControlOrMeta+F');
    await page.keyboard.type(`${FIELD_TITLE}"`);
    await page.keyboard.press('Enter');
    await page.keyboard.press('Escape');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowLeft');
    await page.waitForTimeout(1_000);
    await page.evaluate('window.benchKeystrokes.length = 0');
    await page.keyboard.type(TYPED, { delay: 120 });
    const typed = performance.now();
    await preview.getByText(`${FIELD_TITLE}${TYPED}`, { exact: true }).waitFor({ timeout: 60_000 });
    const previewAfterTypingMs = performance.now() - typed;
    await page.waitForTimeout(500);
    const keystrokesMs = await page.evaluate<number[]>('window.benchKeystrokes');
    // What this machine gives a plain textarea at this moment, typed the same way: the floor under the
    // editor's figure (on a busy machine neither is the studio's own cost alone).
    const plain = await browser.newPage();
    await plain.setContent('<textarea aria-label="plain"></textarea>');
    await plain.evaluate(RECORD_KEYSTROKES);
    await plain.locator('textarea').click();
    await plain.keyboard.type(TYPED, { delay: 120 });
    await plain.waitForTimeout(300);
    const plainMs = await plain.evaluate<number[]>('window.benchKeystrokes');
    await plain.close();
    return { editorsMs, previewMs, keystrokesMs, plainMs, previewAfterTypingMs };
  } finally {
    await browser.close();
    await stopStudio(studio.child);
    rmSync(root, { recursive: true, force: true });
    rmSync(userDataDir, { recursive: true, force: true });
  }
}

function percentile(values: readonly number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? 0;
}

const median = (values: readonly number[]) => percentile(values, 0.5);
const ms = (value: number) => `${Math.round(value)} ms`;
const seconds = (value: number) => `${(value / 1000).toFixed(1)} s`;
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');

// The build `pnpm studio` runs after the studio's sources changed is timed apart: the starts below are
// those of an analyst's every day.
let buildMs: number | null = null;
if (studioBuildIsStale()) {
  const started = performance.now();
  buildStudio();
  buildMs = performance.now() - started;
}

const port = Number(process.env.STUDIO_BENCH_PORT ?? (await freePort()));
const results: Run[] = [];
for (let run = 1; run <= runs; run += 1) {
  const loadBefore = load();
  const result = await oneRun(port);
  results.push(result);
  console.log(
    `run ${run}/${runs} (load ${loadBefore}): editors ${seconds(result.editorsMs)}, preview ${seconds(result.previewMs)}, ` +
      `keystroke p50 ${ms(percentile(result.keystrokesMs, 0.5))} p95 ${ms(percentile(result.keystrokesMs, 0.95))}, ` +
      `preview after typing ${ms(result.previewAfterTypingMs)}; ` +
      `plain textarea p50 ${ms(percentile(result.plainMs, 0.5))} p95 ${ms(percentile(result.plainMs, 0.95))}`,
  );
}

const keystrokes = results.flatMap((result) => result.keystrokesMs);
const plain = results.flatMap((result) => result.plainMs);
const rows: [string, string, string][] = [
  ...(buildMs === null
    ? []
    : [
        ['build, once after the sources changed (`vite build`)', seconds(buildMs), ''] as [
          string,
          string,
          string,
        ],
      ]),
  ['cold start: `pnpm studio` to editors ready', seconds(median(results.map((r) => r.editorsMs))), '15 s'],
  ['cold start: `pnpm studio` to preview ready', seconds(median(results.map((r) => r.previewMs))), '15 s'],
  [`keystroke p50 (schema editor, ${keystrokes.length} keys)`, ms(percentile(keystrokes, 0.5)), ''],
  [`keystroke p95 (schema editor, ${keystrokes.length} keys)`, ms(percentile(keystrokes, 0.95)), '16 ms'],
  [
    `keystroke p50 / p95 in a plain textarea (the machine's floor)`,
    `${ms(percentile(plain, 0.5))} / ${ms(percentile(plain, 0.95))}`,
    '',
  ],
  ['preview updated after typing stops', ms(median(results.map((r) => r.previewAfterTypingMs))), '300 ms'],
];
console.log(`\n${runs} run(s), medians; load average now ${load()} (uptime)\n`);
console.log('| measure | figure | budget |\n| --- | --- | --- |');
for (const [name, figure, budget] of rows) console.log(`| ${name} | ${figure} | ${budget} |`);
