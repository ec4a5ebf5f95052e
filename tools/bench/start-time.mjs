// `pnpm bench:start`: how long a replica takes from its process start to the first 200 of
// /readyz, the compiled API (`node apps/api/dist/entry.js`, the image's CMD) against the TypeScript one
// run with tsx (`node --import tsx src/main.ts`, the image's CMD before). Both on one database that is
// already migrated (a replica restarts; it does not create the database): a PGlite folder prepared by a
// first start, or BENCH_DATABASE_URL=postgres://…. Runs alternate, BENCH_RUNS of each (default 5); the
// figures go to docs/performance.md. Builds the API first when its build is stale.
//   pnpm bench:start            npx -y node@24 tools/bench/start-time.mjs   (the same on Node 24)
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { apiBuildIsStale, apiEntry } from '../api-build.mjs';
import { repoRoot, startApiUntilReady } from '../api-process.mjs';

const runs = Number(process.env.BENCH_RUNS ?? 5);
if (apiBuildIsStale()) {
  const build = spawnSync(process.execPath, [path.join(repoRoot, 'tools/api-build.mjs')], {
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const folder = mkdtempSync(path.join(tmpdir(), 'portal-bench-start-'));
const databaseUrl = process.env.BENCH_DATABASE_URL ?? `pglite://${path.join(folder, 'pglite')}`;
const env = {
  DATABASE_URL: databaseUrl,
  FILES_DIR: path.join(folder, 'files'),
  BACKOFFICE_KEY_FILE: path.join(folder, 'backoffice.key'),
  LOG_LEVEL: 'warn',
};
const variants = {
  compiled: [apiEntry],
  tsx: ['--import', 'tsx', 'src/main.ts'],
};

try {
  // The database's first start (migrations, demo data) is not what is measured.
  const first = await startApiUntilReady({
    args: variants.compiled,
    env: { ...env, SEED_DEMO_DATA: 'true' },
  });
  await first.stop();
  console.log(`database ready (${Math.round(first.readyMs)} ms); ${runs} starts of each, alternating`);
  /** @type {Record<string, number[]>} */
  const times = { compiled: [], tsx: [] };
  for (let run = 1; run <= runs; run += 1) {
    for (const [name, args] of Object.entries(variants)) {
      const api = await startApiUntilReady({ args, env });
      const code = await api.stop();
      if (code !== 0) throw new Error(`${name} exited with ${code}:\n${api.output()}`);
      times[name]?.push(api.readyMs);
      console.log(`  ${name} #${run}: ${Math.round(api.readyMs)} ms`);
    }
  }
  const median = (/** @type {number[]} */ values) => {
    const sorted = [...values].sort((a, b) => a - b);
    return sorted[Math.floor(sorted.length / 2)] ?? 0;
  };
  const database = databaseUrl.startsWith('postgres') ? 'PostgreSQL' : 'PGlite folder';
  console.log(
    `\nprocess start -> /readyz 200, node ${process.version}, ${cpus().length} cores, ${database}, ${runs} runs each`,
  );
  for (const [name, values] of Object.entries(times)) {
    const seconds = (/** @type {number} */ ms) => (ms / 1000).toFixed(2);
    console.log(
      `  ${name.padEnd(8)} median ${seconds(median(values))} s, min ${seconds(Math.min(...values))} s, max ${seconds(Math.max(...values))} s`,
    );
  }
} finally {
  rmSync(folder, { recursive: true, force: true });
}
