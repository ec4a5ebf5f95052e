// PgBouncer (Debian's package, `apt-get install -y pgbouncer`; .ci/run installs it) as a child process in
// front of a private PostgreSQL cluster: transaction pooling, trust authentication, a free port on
// 127.0.0.1 and a generated configuration in a temporary folder. PgBouncer refuses to run as root: as root
// it runs as the `postgres` user, like the cluster.
import { spawn, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort, isListening } from './free-port.ts';
import { postgresUser } from './postgres-cluster.ts';

const bin = process.env.PGBOUNCER_BIN ?? '/usr/sbin/pgbouncer';

export interface PgBouncer {
  readonly port: number;
  url(database: string): string;
  /** What PgBouncer logged (to stderr). */
  output(): string;
  /**
   * RECONNECT in PgBouncer's console: server connections are replaced as they are released, so a role
   * default changed since they opened applies (what docs/deployment.md tells an operator to do).
   */
  reconnect(): Promise<void>;
  stop(): Promise<void>;
}

export async function startPgBouncer(upstreamPort: number): Promise<PgBouncer> {
  if (!existsSync(bin))
    throw new Error(`no PgBouncer at ${bin}: apt-get install -y pgbouncer (or set PGBOUNCER_BIN)`);
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-faults-pgbouncer-'));
  const port = await freePort();
  const ini = path.join(dir, 'pgbouncer.ini');
  writeFileSync(path.join(dir, 'userlist.txt'), '"postgres" ""\n');
  writeFileSync(
    ini,
    [
      '[databases]',
      `* = host=127.0.0.1 port=${upstreamPort}`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${port}`,
      'unix_socket_dir =',
      'auth_type = trust',
      `auth_file = ${path.join(dir, 'userlist.txt')}`,
      // What docs/deployment.md recommends: a server connection per transaction.
      'pool_mode = transaction',
      'admin_users = postgres',
      'max_client_conn = 200',
      'default_pool_size = 20',
      `pidfile = ${path.join(dir, 'pgbouncer.pid')}`,
      '',
    ].join('\n'),
  );
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const { uid, gid } = await postgresUser();
    for (const file of [dir, ini, path.join(dir, 'userlist.txt')]) chownSync(file, uid, gid);
  }
  const child: ChildProcess = asRoot
    ? spawn('runuser', ['-u', 'postgres', '--', bin, ini], { stdio: ['ignore', 'pipe', 'pipe'] })
    : spawn(bin, [ini], { stdio: ['ignore', 'pipe', 'pipe'] });
  const chunks: string[] = [];
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => chunks.push(chunk));
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => chunks.push(chunk));
  const exit = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const deadline = Date.now() + 15_000;
  while (!(await isListening(port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`PgBouncer did not start:\n${chunks.join('')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  return {
    port,
    url: (database) => `postgres://postgres@127.0.0.1:${port}/${database}`,
    output: () => chunks.join(''),
    async reconnect() {
      // The console speaks the simple query protocol only, which a query without parameters uses.
      const console = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${port}/pgbouncer` });
      await console.connect();
      try {
        await console.query('RECONNECT');
      } finally {
        await console.end();
      }
    },
    async stop() {
      // runuser does not pass signals on: PgBouncer is stopped by its own pid.
      const pidFile = path.join(dir, 'pgbouncer.pid');
      const pid = existsSync(pidFile) ? Number(readFileSync(pidFile, 'utf8').trim()) : child.pid;
      try {
        if (pid) process.kill(pid, 'SIGTERM');
      } catch {
        // Already gone.
      }
      await Promise.race([exit, new Promise((resolve) => setTimeout(resolve, 5_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
