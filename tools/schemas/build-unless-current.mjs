// `pnpm schemas:build [--root <folder>]`: build.ts, unless its stamp says the output is current. One CI
// run asks for the build four times (typecheck, test, storybook:build, build); only the first has work
// to do. The check runs under plain node: starting tsx costs more than hashing the inputs.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildIsForced } from '../input-hash.mjs';
import { repoRoot, schemasBuildIsCurrent } from './build-inputs.mjs';

const { values } = parseArgs({ options: { root: { type: 'string' } } });
const root = values.root ? path.resolve(values.root) : repoRoot;
const started = performance.now();

if (!buildIsForced() && schemasBuildIsCurrent(root)) {
  const seconds = ((performance.now() - started) / 1000).toFixed(2);
  console.log(
    `schemas:build: aktualne — schemas/ i generator bez zmian od ostatniego budowania (${seconds} s; FORCE_BUILD=1 buduje mimo to)`,
  );
} else {
  // tsx's loader in one node process: its command line would start a second one to run the build in.
  const tsx = import.meta.resolve('tsx');
  const build = path.join(import.meta.dirname, 'build.ts');
  const result = spawnSync(process.execPath, ['--import', tsx, build, ...process.argv.slice(2)], {
    stdio: 'inherit',
  });
  process.exitCode = result.status ?? 1;
}
