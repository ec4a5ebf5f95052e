// Prints where the tests' time went, for CI's summary (.ci/run): the slowest test files of the unit
// suite (Vitest's JSON report) and of the journeys (Playwright's JSON reports), and every journey that
// passed only when retried (FLAKY: a defect to fix, docs/testing.md). Exits 0 whatever it finds; a
// missing or unreadable report is said in one line.
//   node tools/ci/test-times.mjs [--top N] <name>=<Vitest's or Playwright's JSON report> ...
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** @typedef {{ file: string, seconds: number }} FileTime */

/** @param {unknown} value */
const isObject = (value) => typeof value === 'object' && value !== null;

/**
 * Per test file: the seconds its tests (and their hooks) ran.
 * @param {unknown} report Vitest's JSON report
 * @returns {FileTime[]}
 */
export function vitestFileTimes(report) {
  if (!isObject(report) || !Array.isArray(/** @type {any} */ (report).testResults)) return [];
  return /** @type {any[]} */ (/** @type {any} */ (report).testResults).map((result) => ({
    file: String(result.name),
    seconds: (Number(result.endTime) - Number(result.startTime)) / 1000,
  }));
}

/**
 * @param {any} suite
 * @returns {any[]}
 */
function specsOf(suite) {
  return [...(suite.specs ?? []), ...(suite.suites ?? []).flatMap(specsOf)];
}

/**
 * Per spec file: the seconds of all its tries at every width; and the journeys that passed on a retry.
 * @param {unknown} report Playwright's JSON report
 * @returns {{ files: FileTime[], flaky: string[], failed: string[] }}
 */
export function playwrightTimes(report) {
  /** @type {Map<string, number>} */
  const byFile = new Map();
  /** @type {string[]} */
  const flaky = [];
  /** @type {string[]} */
  const failed = [];
  const suites = isObject(report) ? /** @type {any} */ (report).suites : undefined;
  // Spec files are named relative to the journeys' folder.
  const rootDir = isObject(report) ? /** @type {any} */ (report).config?.rootDir : undefined;
  /** @param {string} file */
  const named = (file) => (typeof rootDir === 'string' ? path.join(rootDir, file) : file);
  for (const spec of (Array.isArray(suites) ? suites : []).flatMap(specsOf)) {
    for (const test of spec.tests ?? []) {
      const seconds = (test.results ?? []).reduce(
        (/** @type {number} */ sum, /** @type {any} */ result) => sum + Number(result.duration ?? 0) / 1000,
        0,
      );
      const file = named(spec.file);
      byFile.set(file, (byFile.get(file) ?? 0) + seconds);
      const name = `[${test.projectName}] ${path.relative(process.cwd(), file)}:${spec.line} › ${spec.title}`;
      if (test.status === 'flaky') flaky.push(name);
      if (test.status === 'unexpected') failed.push(name);
    }
  }
  return { files: [...byFile].map(([file, seconds]) => ({ file, seconds })), flaky, failed };
}

/**
 * @param {FileTime[]} times
 * @param {number} top
 */
export function slowest(times, top) {
  return [...times].sort((a, b) => b.seconds - a.seconds).slice(0, top);
}

/** @param {string} file */
function readReport(file) {
  if (!existsSync(file)) return undefined;
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/** @param {string[]} args */
function main(args) {
  const topAt = args.indexOf('--top');
  const top = topAt >= 0 ? Number(args[topAt + 1]) : 15;
  const reports = topAt >= 0 ? args.filter((_, i) => i !== topAt && i !== topAt + 1) : args;
  const root = process.cwd();
  for (const arg of reports) {
    const [kind, file] = arg.split('=');
    if (!kind || !file) continue;
    const report = readReport(file);
    if (report === undefined) {
      console.log(`::: ${kind}: no report at ${file}`);
      continue;
    }
    // Vitest's report lists testResults; Playwright's, suites.
    const { files, flaky, failed } = Array.isArray(report.testResults)
      ? { files: vitestFileTimes(report), flaky: [], failed: [] }
      : playwrightTimes(report);
    console.log(
      `::: the ${Math.min(top, files.length)} slowest test files of ${kind} (${path.relative(root, file)})`,
    );
    for (const { file: name, seconds } of slowest(files, top))
      console.log(`${seconds.toFixed(1).padStart(7)} s  ${path.relative(root, path.resolve(root, name))}`);
    for (const name of flaky) console.log(`FLAKY  ${name} (passed only on its retry: a defect to fix)`);
    for (const name of failed) console.log(`FAILED ${name}`);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main(process.argv.slice(2));
