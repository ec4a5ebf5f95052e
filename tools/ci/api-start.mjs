// CI (issue 29): the compiled API (apps/api/dist, `pnpm build`) starts on the node running this script
// (`npx -y node@24 tools/ci/api-start.mjs` runs it on Node 24, the image's), answers /readyz, runs the
// forms' precompiled validators rather than compiling them, and stops cleanly on SIGTERM.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { apiDir, startApiUntilReady } from '../api-process.mjs';

const entry = path.join(apiDir, 'dist/entry.js');
if (!existsSync(entry)) {
  console.error(`${entry} is missing: run \`pnpm build\` first`);
  process.exit(1);
}
const api = await startApiUntilReady({ args: [entry] });
const code = await api.stop();
const output = api.output();
const problems = [];
if (code !== 0) problems.push(`exit code ${code} after SIGTERM`);
if (/forms compiled at start/.test(output)) problems.push('forms compiled at start instead of precompiled');
if (!/"msg":"shut down"/.test(output)) problems.push('no "shut down" line');
if (problems.length > 0) {
  console.error(`compiled API on node ${process.version}: ${problems.join('; ')}\n${output}`);
  process.exit(1);
}
console.log(
  `compiled API on node ${process.version}: /readyz 200 after ${Math.round(api.readyMs)} ms, stopped cleanly`,
);
