// A second, real API server for the journeys that need the server itself to behave differently from the
// shared test server (playwright.config.ts): a strict rate limit, or a PostgreSQL database the journey can
// break. The same command and settings as the shared one, with the journey's changes; it serves the same
// built portal. Each Playwright project gets its own port (both may run at the same time).
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { TestInfo } from '@playwright/test';
import { testServerEnv } from './testServer.ts';

const repoRoot = fileURLToPath(new URL('../../../..', import.meta.url));

export interface OwnServer {
  readonly url: string;
  readonly port: number;
  stop(): Promise<void>;
}

/**
 * E2E_PORT + 2000 + 100 × the journey's offset + 10 for the desktop project: clear of the ports the
 * machine's services use (3306, 4222, 5432, …) and of the other engineers' E2E_PORTs nearby.
 */
export function ownServerPort(testInfo: TestInfo, offset: number): number {
  const project = testInfo.project.name === 'mobile' ? 0 : 1;
  return Number(process.env.E2E_PORT ?? 3100) + 2000 + 100 * offset + 10 * project;
}

export async function startOwnServer(port: number, env: Record<string, string>): Promise<OwnServer> {
  const url = `http://127.0.0.1:${port}`;
  // The shared server's command compiled the API before any journey started (playwright.config.ts).
  const child: ChildProcess = spawn(process.execPath, ['apps/api/dist/entry.js'], {
    cwd: repoRoot,
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, ...testServerEnv(port), HOST: '127.0.0.1', ...env },
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.pid) {
      // The whole group: the server and any process it started.
      process.kill(-child.pid, 'SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    }
  };
  const deadline = Date.now() + 150_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the API on port ${port} exited: ${stderr}`);
    try {
      const response = await fetch(`${url}/api/config/frontend`);
      if (response.ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the API on port ${port} did not start in time: ${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return { url, port, stop };
}
