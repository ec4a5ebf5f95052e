// The back office's commands run in the test's own process, with the environment given: the same code as
// `pnpm backoffice` without a tsx process per command (each took 2–10 s on CI's machine). The
// command line itself (argv, exit code, stderr) is proven once, spawned, in backoffice.test.ts.
import type { AddressInfo } from 'node:net';
import { createIntegrationKey, type TestApp } from '@portal/api/testing';
import { runBackoffice } from './backoffice-cli.ts';

/** Resolves with what the command printed; rejects with its exit code and error text, as execFile does. */
export async function backoffice(env: NodeJS.ProcessEnv, ...args: string[]) {
  const outcome = await runBackoffice(args, env);
  if (outcome.exitCode !== 0) throw { code: outcome.exitCode, stderr: outcome.stderr };
  return { stdout: outcome.stdout, stderr: outcome.stderr };
}

/** The failure of a command that must fail, or null when it did not. */
export const failureOf = (env: NodeJS.ProcessEnv, ...args: string[]) =>
  backoffice(env, ...args).then(
    () => null,
    (error: { code: number; stderr: string }) => error,
  );

/** Serves the test app on a free local port; the environment the back office's commands reach it with. */
export async function backofficeEnvFor(t: TestApp): Promise<NodeJS.ProcessEnv> {
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = t.app.server.address() as AddressInfo;
  return {
    ...process.env,
    BACKOFFICE_URL: `http://127.0.0.1:${port}`,
    BACKOFFICE_KEY: await createIntegrationKey(t.db, 'terminal'),
  };
}
