// `pnpm start`: builds the portal and the API when their sources changed since the last build (each
// build's stamp says so: tools/portal-build.mjs, tools/api-build.mjs), then serves portal and API from one
// process (apps/api, port 3000 or PORT) on the embedded database: the compiled API under plain node, as
// the image runs it (issue 29).
import { spawnSync, spawn } from 'node:child_process';
import { apiBuildIsStale, apiEntry } from './api-build.mjs';
import { portalBuildIsStale, repoRoot } from './portal-build.mjs';

if (portalBuildIsStale() || apiBuildIsStale()) {
  console.log('Budowanie portalu i API…');
  const result = spawnSync('pnpm', ['build'], { cwd: repoRoot, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
// The development mailbox is how a new user reads the e-mailed links; never outside a developer's machine.
const env = { ...process.env };
if (env.NODE_ENV !== 'production') env.DEV_MAILBOX ??= 'true';
const server = spawn(process.execPath, [apiEntry], { cwd: `${repoRoot}/apps/api`, stdio: 'inherit', env });
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM']))
  process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
