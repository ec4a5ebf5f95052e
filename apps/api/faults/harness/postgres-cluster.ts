// A private PostgreSQL 15 cluster for the fault suite: its own temporary folder and a free port on
// 127.0.0.1, so stopping or freezing it never touches the shared server on 5432 that other test runs use.
// initdb refuses to run as root: as root, the cluster runs as the `postgres` user.
import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { freePort } from './free-port.ts';

const run = promisify(execFile);
const bin = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

export interface PostgresCluster {
  readonly port: number;
  /** A database URL for the app; `database` defaults to the one created at start. */
  url(database?: string): string;
  /** One query as the superuser, on a fresh connection (the app's pool is never borrowed). */
  query<T extends object = Record<string, unknown>>(text: string, values?: unknown[]): Promise<T[]>;
  /** pg_ctl stop -m fast: backends are terminated (57P01) and new connections refused. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** SIGSTOP to the postmaster and every backend: connections are accepted by the kernel, never answered. */
  hang(): void;
  resume(): void;
  destroy(): Promise<void>;
}

async function asOwner(command: string, args: string[], timeoutMs = 60_000): Promise<string> {
  const asRoot = process.getuid?.() === 0;
  const [file, argv] = asRoot
    ? ['runuser', ['-u', 'postgres', '--', path.join(bin, command), ...args]]
    : [path.join(bin, command), args];
  const { stdout } = await run(file, argv, { timeout: timeoutMs });
  return stdout;
}

/** The postmaster's pid and its children (backends and auxiliary processes), read from /proc. */
function clusterPids(dataDir: string): number[] {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return [];
  const postmaster = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  const children = readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((entry) => {
      try {
        // Field 4 of /proc/<pid>/stat is the parent pid; the command name (field 2) may hold spaces.
        const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === postmaster;
      } catch {
        return false;
      }
    })
    .map(Number);
  return [postmaster, ...children];
}

export async function startPostgresCluster(database = 'portal'): Promise<PostgresCluster> {
  const root = mkdtempSync(path.join(tmpdir(), 'portal-faults-pg-'));
  const dataDir = path.join(root, 'data');
  if (process.getuid?.() === 0) {
    const { uid, gid } = await postgresUser();
    chownSync(root, uid, gid);
  }
  const port = await freePort();
  await asOwner('initdb', [
    '-D',
    dataDir,
    '-A',
    'trust',
    '-U',
    'postgres',
    '-E',
    'UTF8',
    '--locale=C',
    '--no-sync',
  ]);
  const options = [
    `-p ${port}`,
    "-c listen_addresses='127.0.0.1'",
    `-k ${root}`,
    '-c fsync=off',
    '-c max_connections=60',
  ].join(' ');
  const start = () =>
    asOwner('pg_ctl', [
      '-D',
      dataDir,
      '-l',
      path.join(root, 'server.log'),
      '-w',
      '-t',
      '30',
      '-o',
      options,
      'start',
    ]).then(() => undefined);
  await start();

  const url = (name = database) => `postgres://postgres@127.0.0.1:${port}/${name}`;
  const query = async <T extends object>(text: string, values: unknown[] = []): Promise<T[]> => {
    const client = new pg.Client({
      connectionString: url(),
      connectionTimeoutMillis: 5_000,
      query_timeout: 10_000,
    });
    client.on('error', () => undefined);
    await client.connect();
    try {
      return (await client.query(text, values)).rows as T[];
    } finally {
      await client.end().catch(() => undefined);
    }
  };

  const admin = new pg.Client({ connectionString: url('postgres'), connectionTimeoutMillis: 5_000 });
  await admin.connect();
  await admin.query(`create database "${database}"`);
  await admin.end();

  const signal = (name: 'SIGSTOP' | 'SIGCONT') => {
    const pids = clusterPids(dataDir);
    // Stop the postmaster first so it forks no new backend; resume it last.
    for (const pid of name === 'SIGSTOP' ? pids : [...pids].reverse()) {
      try {
        process.kill(pid, name);
      } catch {
        // A backend that ended meanwhile.
      }
    }
  };

  return {
    port,
    url,
    query,
    stop: () =>
      asOwner('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', '-t', '30', 'stop']).then(() => undefined),
    start,
    hang: () => signal('SIGSTOP'),
    resume: () => signal('SIGCONT'),
    async destroy() {
      signal('SIGCONT');
      await asOwner('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', '-t', '30', 'stop']).catch(
        () => undefined,
      );
      rmSync(root, { recursive: true, force: true });
    },
  };
}

export async function postgresUser(): Promise<{ uid: number; gid: number }> {
  const { stdout } = await run('id', ['postgres']);
  const uid = Number(/uid=(\d+)/.exec(stdout)?.[1]);
  const gid = Number(/gid=(\d+)/.exec(stdout)?.[1]);
  if (!Number.isInteger(uid) || !Number.isInteger(gid))
    throw new Error('no postgres user to run the private cluster as');
  return { uid, gid };
}
