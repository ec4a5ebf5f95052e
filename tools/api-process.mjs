// A start of the API as a replica starts: a child process, timed from its spawn to the first 200 of
// /readyz, then stopped with SIGTERM as an orchestrator stops it. Plain JavaScript, so that it runs on
// any node (`npx -y node@24 …`) without tsx. Used by tools/ci/api-start.mjs and `pnpm bench:start`.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '..');
export const apiDir = path.join(repoRoot, 'apps/api');

/** @returns {Promise<number>} */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * @typedef {object} StartedApi
 * @property {string} baseUrl
 * @property {number} readyMs from spawn to the first 200 of /readyz
 * @property {() => string} output what it wrote to stdout and stderr
 * @property {() => Promise<number | null>} stop SIGTERM; resolves with the exit code
 */

/**
 * @param {{ args: string[], env?: Record<string, string>, node?: string, timeoutMs?: number }} options
 *   `args` after node's path, run in apps/api; `env` on top of a development start on an in-memory PGlite
 * @returns {Promise<StartedApi>}
 */
export async function startApiUntilReady({ args, env = {}, node = process.execPath, timeoutMs = 180_000 }) {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(node, args, {
    cwd: apiDir,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: 'pglite://memory',
      PORTAL_DIST: '/nonexistent',
      SEED_DEMO_DATA: 'false',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  /** @type {string[]} */
  const chunks = [];
  child.stdout.setEncoding('utf8').on('data', (chunk) => chunks.push(chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk) => chunks.push(chunk));
  /** @type {Promise<number | null>} */
  const exit = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  const output = () => chunks.join('');
  const alive = () => child.exitCode === null && child.signalCode === null;
  const stop = async () => {
    if (alive()) child.kill('SIGTERM');
    return exit;
  };
  while (performance.now() - started < timeoutMs) {
    if (!alive()) throw new Error(`the API exited at start:\n${output()}`);
    try {
      const response = await fetch(`${baseUrl}/readyz`, { signal: AbortSignal.timeout(2_000) });
      if (response.status === 200) return { baseUrl, readyMs: performance.now() - started, output, stop };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  child.kill('SIGKILL');
  throw new Error(`the API was not ready within ${timeoutMs} ms:\n${output()}`);
}
