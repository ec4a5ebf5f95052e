// `pnpm start`: builds the portal when its sources changed since the last build, then serves portal and
// API from one process (apps/api, port 3000 or PORT) on the embedded database.
import { spawnSync, spawn } from 'node:child_process';
import { portalBuildIsStale, repoRoot } from './portal-build.mjs';

if (portalBuildIsStale()) {
  console.log('Budowanie portalu…');
  const result = spawnSync('pnpm', ['build'], { cwd: repoRoot, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
// The development mailbox is how a new user reads the e-mailed links; never outside a developer's machine.
const env = { ...process.env };
if (env.NODE_ENV !== 'production') env.DEV_MAILBOX ??= 'true';
const server = spawn('pnpm', ['--filter', '@portal/api', 'serve'], { cwd: repoRoot, stdio: 'inherit', env });
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM']))
  process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
