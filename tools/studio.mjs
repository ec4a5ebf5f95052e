// `pnpm studio` (form studio, "Fast"): the form studio's production build, served with its API by
// apps/studio/server/serve.ts. The build (`vite build`, a minute on a busy machine) runs only when what it
// reads changed since the last one: it leaves a stamp of its inputs in apps/studio/dist
// (tools/input-hash.mjs), as the portal's build does. FORCE_BUILD=1 builds anyway.
//   pnpm studio                         http://127.0.0.1:5173/ (STUDIO_PORT=…, STUDIO_SCHEMAS_DIR=…)
//   node tools/studio.mjs --build-only  the build alone, when stale
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { stampedBuild } from './input-hash.mjs';

const repoRoot = path.resolve(import.meta.dirname, '..');
const studioDir = path.join(repoRoot, 'apps/studio');

/** The workspace packages the studio's pages bundle (its dependencies and theirs). */
export const studioBundledPackages = [
  'packages/form-catalog',
  'packages/form-engine',
  'packages/form-model',
  'packages/json-pointer',
  'packages/ui',
  'packages/validation',
];

/** The workspace packages only the studio's server uses (it runs from source): outside the build's hash. */
export const studioServerPackages = ['packages/form-pdf', 'packages/schema-kit'];

/**
 * Tests and stories are not bundled; the server is not part of the build (serve.ts runs from source).
 * @param {string} relativePath
 */
export function isNotBundled(relativePath) {
  return /\.(?:test|stories)\.[^/]*$/.test(relativePath) || relativePath === 'apps/studio/src/test';
}

/** @returns {import('./input-hash.mjs').InputSet[]} */
export function studioBuildInputs() {
  return [
    {
      root: repoRoot,
      paths: [
        'apps/studio/src',
        'apps/studio/index.html',
        'apps/studio/preview.html',
        'apps/studio/vite.config.ts',
        'apps/studio/lingui.config.ts',
        'apps/studio/package.json',
        ...studioBundledPackages.flatMap((dir) => [`${dir}/src`, `${dir}/package.json`]),
        'pnpm-lock.yaml',
        'tools/patches',
        'tools/studio.mjs',
      ],
      skip: isNotBundled,
    },
  ];
}

const build = stampedBuild(path.join(studioDir, 'dist/.build-inputs.json'), studioBuildInputs);

export const studioBuildIsStale = build.isStale;

export function buildStudio() {
  console.log(
    'Studio: buduję wersję produkcyjną (zmieniły się jego źródła; raz, potem start w kilka sekund)…',
  );
  build.run(() => {
    const vite = spawnSync(
      'pnpm',
      ['exec', 'vite', 'build', '--configLoader', 'runner', '--logLevel', 'warn'],
      { cwd: studioDir, stdio: 'inherit' },
    );
    if (vite.status !== 0) process.exit(vite.status ?? 1);
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  if (studioBuildIsStale()) buildStudio();
  // CI builds beside other steps, before the journeys start the server (.ci/run).
  if (process.argv.includes('--build-only')) process.exit(0);
  // The server and the tools it runs are TypeScript: tsx in this process, no second one to signal.
  const { register } = await import('tsx/esm/api');
  register();
  // A path in a variable: the tools' type check (tsc -b, tools/tsconfig.json) stays out of the app.
  const server = '../apps/studio/server/serve.ts';
  const { startStudio } = await import(server);
  startStudio();
}
