// The production build served as the benches load it: the API on an in-memory database with the demo
// data, on 127.0.0.1, stopped when the bench's process exits.
import { spawn } from 'node:child_process';
import { repoRoot } from '../portal-build.mjs';

/** The demo customer of the seeded data (README). */
export const demoCustomer = { username: 'jan.kowalski@example.com', password: 'PortalDemo2026' };

/**
 * Runs in the page (passed to evaluate or an init script): the user name the portal stores at login
 * (portal-spec §3), with which a page load starts signed in.
 */
export function rememberSignedInUser(userName: string): void {
  // The tools' TypeScript has no DOM library.
  const { localStorage } = globalThis as unknown as {
    localStorage: { setItem(key: string, value: string): void };
  };
  localStorage.setItem('user_name', userName);
  localStorage.setItem('is_trusted', 'false');
}

export interface DemoPortal {
  origin: string;
  /** Resolves once the API answers, or throws after two minutes. */
  ready: () => Promise<void>;
  stop: () => void;
}

/** Starts the API serving the portal's build (PORTAL_DIST when given) on the port. */
export function startDemoPortal(port: number, portalDist?: string): DemoPortal {
  const origin = `http://127.0.0.1:${port}`;
  const server = spawn('pnpm', ['--filter', '@portal/api', 'serve'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: origin,
      DATABASE_URL: 'pglite://memory',
      SEED_DEMO_DATA: 'true',
      LOG_LEVEL: 'warn',
      ...(portalDist ? { PORTAL_DIST: portalDist } : {}),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const stop = () => {
    try {
      if (server.pid) process.kill(-server.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  };
  process.on('exit', stop);
  const ready = async () => {
    const deadline = Date.now() + 120_000;
    while (Date.now() < deadline) {
      try {
        if ((await fetch(`${origin}/api/config/frontend`)).ok) return;
      } catch {
        // Not listening yet.
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    throw new Error('the server did not start within 2 minutes');
  };
  return { origin, ready, stop };
}
