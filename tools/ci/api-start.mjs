// CI: the compiled API (apps/api/dist, `pnpm build`) starts on the node running this script
// (`npx -y node@24 tools/ci/api-start.mjs` runs it on Node 24, the image's), answers /readyz, runs the
// forms' precompiled validators rather than compiling them, and stops cleanly on SIGTERM. Customer journeys: as
// `pnpm start` does on a first start, `entry.js prepare` first creates, migrates and seeds a PGlite folder
// and exits; the server then finds it ready (it seeds nothing again), and neither logs an error.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { apiDir, startApiUntilReady } from '../api-process.mjs';

const entry = path.join(apiDir, 'dist/entry.js');
if (!existsSync(entry)) {
  console.error(`${entry} is missing: run \`pnpm build\` first`);
  process.exit(1);
}
const dataDir = mkdtempSync(path.join(tmpdir(), 'api-start-'));
const database = {
  DATABASE_URL: path.join(dataDir, 'pglite'),
  SEED_DEMO_DATA: 'true',
  FILES_DIR: path.join(dataDir, 'files'),
};
const problems = [];
/** Error-level (50) and fatal lines of pino's JSON, and the stack traces a crash prints. @param {string} output */
const errorLines = (output) =>
  output.split('\n').filter((line) => /"level":(50|60)/.test(line) || /^\s+at /.test(line));

const preparing = performance.now();
const prepare = spawnSync(process.execPath, [entry, 'prepare'], {
  cwd: apiDir,
  encoding: 'utf8',
  env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', LOG_LEVEL: 'info', ...database },
});
const prepareOutput = `${prepare.stdout}${prepare.stderr}`;
const prepareMs = Math.round(performance.now() - preparing);
if (prepare.status !== 0) problems.push(`prepare exited with ${prepare.status}`);
if (!/"seeded":true/.test(prepareOutput)) problems.push('prepare did not seed the demo data');
if (errorLines(prepareOutput).length > 0)
  problems.push(`prepare logged errors:\n${errorLines(prepareOutput).join('\n')}`);

const api = await startApiUntilReady({ args: [entry], env: database });
const code = await api.stop();
const output = api.output();
rmSync(dataDir, { recursive: true, force: true });
if (code !== 0) problems.push(`exit code ${code} after SIGTERM`);
if (/forms compiled at start/.test(output)) problems.push('forms compiled at start instead of precompiled');
if (/demo data seeded/.test(output)) problems.push('the server seeded again what prepare had seeded');
if (!/"msg":"shut down"/.test(output)) problems.push('no "shut down" line');
if (errorLines(output).length > 0)
  problems.push(`a successful start logged errors:\n${errorLines(output).join('\n')}`);
if (problems.length > 0) {
  console.error(
    `compiled API on node ${process.version}: ${problems.join('; ')}\n${prepareOutput}\n${output}`,
  );
  process.exit(1);
}
console.log(
  `compiled API on node ${process.version}: prepare ${prepareMs} ms, then /readyz 200 after ${Math.round(api.readyMs)} ms, stopped cleanly`,
);
