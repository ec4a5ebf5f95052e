// The real API as a child process: the build's JavaScript (apps/api/dist/entry.js, what `pnpm start` and the
// image run; the suite's global setup builds it when its sources changed), so a fault can kill it, and a
// crash of the process is seen as a crash, not as a failed test. One node process, no wrapper: `kill -9`
// reaches the server itself.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './free-port.ts';

export const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface LogEntry {
  level: number;
  msg: string;
  [key: string]: unknown;
}

export interface ApiProcess {
  readonly baseUrl: string;
  readonly pid: number;
  /** Where this process keeps uploaded files and its temporary upload folders. */
  readonly filesDir: string;
  readonly tmpDir: string;
  alive(): boolean;
  /** The pino lines written so far, parsed. */
  logs(): LogEntry[];
  /** Everything written to stdout and stderr. */
  output(): string;
  kill9(): Promise<void>;
  stop(): Promise<number | null>;
  /** Resolves with the exit code (or null on a signal) if the process ends within the time. */
  exited(timeoutMs: number): Promise<number | null | 'running'>;
}

export interface ApiOptions {
  databaseUrl: string;
  env?: Record<string, string>;
  /** Reuse the folders of an earlier process (a restart after a crash). */
  filesDir?: string;
  tmpDir?: string;
  startTimeoutMs?: number;
}

/** Starts the API and waits until it answers; rejects with its output if it exits or does not answer in time. */
export async function startApi(options: ApiOptions): Promise<ApiProcess> {
  const api = await launchApi(options);
  const deadline = Date.now() + (options.startTimeoutMs ?? 90_000);
  while (Date.now() < deadline) {
    if (!api.alive()) throw new Error(`the API exited at start:\n${api.output()}`);
    try {
      const response = await fetch(`${api.baseUrl}/api/health`, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return api;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await api.kill9();
  throw new Error(`the API did not answer within the start timeout:\n${api.output()}`);
}

/** Starts the API process without waiting for it (to watch it refuse to start). */
export async function launchApi(options: ApiOptions): Promise<ApiProcess> {
  const port = await freePort();
  const filesDir = options.filesDir ?? mkdtempSync(path.join(tmpdir(), 'portal-faults-files-'));
  const tmpDir = options.tmpDir ?? mkdtempSync(path.join(tmpdir(), 'portal-faults-tmp-'));
  const child = spawn(process.execPath, ['dist/entry.js'], {
    cwd: apiDir,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: options.databaseUrl,
      FILES_DIR: filesDir,
      TMPDIR: tmpDir,
      PORTAL_DIST: '/nonexistent',
      SCHEMAS_DIR: path.join(apiDir, 'src/test/schemas'),
      SEED_DEMO_DATA: 'true',
      BACKOFFICE_KEY_FILE: path.join(tmpDir, 'backoffice.key'),
      ALTCHA_MAX_NUMBER: '1000',
      RATE_LIMIT_MAX: '100000',
      RATE_LIMIT_AUTH: '1000',
      // The faults' own writes and uploads all come from 127.0.0.1: the per-address flood limits stay out of the way.
      RATE_LIMIT_ERROR_REPORTS: '100000',
      RATE_LIMIT_CONFIRM: '100000',
      UPLOAD_BUDGET_ADDRESS_MB: '0',
      UPLOAD_BUDGET_ACCOUNT_MB: '0',
      OUTBOX_INTERVAL_MS: '500',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const chunks: string[] = [];
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => chunks.push(chunk));
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => chunks.push(chunk));
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

  return describeProcess(child, exit, chunks, `http://127.0.0.1:${port}`, filesDir, tmpDir);
}

function describeProcess(
  child: ChildProcess,
  exit: Promise<number | null>,
  chunks: string[],
  baseUrl: string,
  filesDir: string,
  tmpDir: string,
): ApiProcess {
  const alive = () => child.exitCode === null && child.signalCode === null;
  const exited = async (timeoutMs: number) => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<'running'>(
      (resolve) => (timer = setTimeout(() => resolve('running'), timeoutMs)),
    );
    try {
      return await Promise.race([exit, timeout]);
    } finally {
      clearTimeout(timer);
    }
  };
  return {
    baseUrl,
    pid: child.pid!,
    filesDir,
    tmpDir,
    alive,
    output: () => chunks.join(''),
    logs: () =>
      chunks
        .join('')
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .flatMap((line) => {
          try {
            return [JSON.parse(line) as LogEntry];
          } catch {
            return [];
          }
        }),
    exited,
    async kill9() {
      if (!alive()) return;
      child.kill('SIGKILL');
      await exited(10_000);
    },
    async stop() {
      if (!alive()) return child.exitCode;
      child.kill('SIGTERM');
      const code = await exited(15_000);
      if (code === 'running') {
        child.kill('SIGKILL');
        return exited(5_000).then((c) => (c === 'running' ? null : c));
      }
      return code;
    },
  };
}

/**
 * A suite's last step: the process's output when FAULTS_VERBOSE is set, the process ended (`kill9` for a
 * suite that may leave it hung, `stop` for one that checks the ordinary shutdown) and its folders removed.
 * Safe when the start failed.
 */
export async function disposeApi(api: ApiProcess | undefined, end: 'kill9' | 'stop'): Promise<void> {
  if (process.env.FAULTS_VERBOSE) console.log(api?.output());
  if (!api) return;
  await api[end]();
  removeApiFolders(api);
}

/** Removes the folders a process was given (after the last process using them stopped). */
export function removeApiFolders(api: Pick<ApiProcess, 'filesDir' | 'tmpDir'>): void {
  rmSync(api.filesDir, { recursive: true, force: true });
  rmSync(api.tmpDir, { recursive: true, force: true });
}
