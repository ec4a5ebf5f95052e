// `pnpm start`: builds the portal and the API when their sources changed since the last build (each
// build's stamp says so: tools/portal-build.mjs, tools/api-build.mjs), then serves portal and API from one
// process (apps/api, port 3000 or PORT) on the embedded database: the compiled API under plain node, as
// the image runs it. While the portal builds, the database is created, migrated and seeded
// beside it (`node dist/entry.js prepare`): on a first start that halves the wait on two cores.
import { spawn, spawnSync } from 'node:child_process';
import { apiBuildIsStale, apiEntry } from './api-build.mjs';
import { portalBuildIsStale, repoRoot } from './portal-build.mjs';

const apiDir = `${repoRoot}/apps/api`;
// The development mailbox is how a new user reads the e-mailed links; never outside a developer's machine.
const env = { ...process.env };
if (env.NODE_ENV !== 'production') env.DEV_MAILBOX ??= 'true';

/** @param {number} since */
const seconds = (since) => Math.round((performance.now() - since) / 1000);

/** @param {string} command @param {string[]} args */
function runOrExit(command, args) {
  const result = spawnSync(command, args, { cwd: repoRoot, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/**
 * @param {string} label what the step makes, for the progress lines
 * @param {string} command @param {string[]} args @param {import('node:child_process').SpawnOptions} options
 * @returns {Promise<void>}
 */
function step(label, command, args, options) {
  const started = performance.now();
  console.log(`▸ ${label}…`);
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    child.on('exit', (code) => {
      if (code !== 0) {
        console.error(`✗ ${label}: nie udało się (kod ${code}).`);
        process.exit(code ?? 1);
      }
      console.log(`✓ ${label}: gotowe po ${seconds(started)} s`);
      resolve();
    });
  });
}

const portalStale = portalBuildIsStale();
if (portalStale || apiBuildIsStale()) {
  console.log(
    'Budowanie portalu i API (pierwsze uruchomienie trwa kilka minut; następne — sekundy, dopóki źródła się nie zmienią)…',
  );
  runOrExit('pnpm', ['schemas:build']);
  runOrExit(process.execPath, ['tools/api-build.mjs']);
  await Promise.all([
    portalStale
      ? step('Portal (Vite)', 'pnpm', ['--filter', '@portal/portal', 'build'], { cwd: repoRoot })
      : null,
    // Its log would interleave with Vite's: the step's lines say how it went, a warning still shows.
    step('Baza danych (migracje i dane demonstracyjne)', process.execPath, [apiEntry, 'prepare'], {
      cwd: apiDir,
      env: { ...env, LOG_LEVEL: env.LOG_LEVEL ?? 'warn' },
    }),
  ]);
}
const server = spawn(process.execPath, [apiEntry], { cwd: apiDir, stdio: 'inherit', env });
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM']))
  process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
