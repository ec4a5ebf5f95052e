// `pnpm start`: builds the portal when its sources changed since the last build, then serves portal and
// API from one process (apps/api, port 3000 or PORT) on the embedded database.
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const built = path.join(root, 'apps/portal/dist/index.html');
const sources = ['apps/portal/src', 'apps/portal/index.html', 'apps/portal/vite.config.ts', 'packages/ui/src', 'packages/form-engine/src', 'packages/validation/src', 'packages/api-contract/src', 'schemas', 'pnpm-lock.yaml'];

/** @param {string} target */
function newest(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = 0;
  for (const entry of readdirSync(target, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'generated' || entry.name.startsWith('.')) continue;
    latest = Math.max(latest, newest(path.join(target, entry.name)));
  }
  return latest;
}

const stale = !existsSync(built) || sources.some((source) => newest(path.join(root, source)) > statSync(built).mtimeMs);
if (stale) {
  console.log('Budowanie portalu…');
  const result = spawnSync('pnpm', ['build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
const server = spawn('pnpm', ['--filter', '@portal/api', 'serve'], { cwd: root, stdio: 'inherit' });
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
