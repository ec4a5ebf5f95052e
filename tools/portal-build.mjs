// Whether apps/portal/dist is older than its sources: `pnpm start` and `pnpm bench:lighthouse` build the
// portal first when it is.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '..');
const built = path.join(repoRoot, 'apps/portal/dist/index.html');
const sources = [
  'apps/portal/src',
  'apps/portal/index.html',
  'apps/portal/vite.config.ts',
  'apps/portal/build',
  'packages/ui/src',
  'packages/form-engine/src',
  'packages/validation/src',
  'packages/api-contract/src',
  'schemas',
  'pnpm-lock.yaml',
];

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

export function portalBuildIsStale() {
  return (
    !existsSync(built) ||
    sources.some((source) => newest(path.join(repoRoot, source)) > statSync(built).mtimeMs)
  );
}
