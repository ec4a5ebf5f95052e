// Resilience, "two processes on one PGlite data directory", proved with real processes: the second one
// refuses to start, the lock goes with an orderly exit, and a crashed owner's lock is taken over.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  DataDirectoryLockedError,
  LOCK_FILE_NAME,
  LOCK_STALE_MS,
  lockDataDirectory,
  type LockOwner,
} from './data-directory-lock.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const apiDir = path.resolve(here, '../..');

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'portal-lock-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const lockFile = () => path.join(dir, LOCK_FILE_NAME);
const owner = () => JSON.parse(readFileSync(lockFile(), 'utf8')) as LockOwner;

interface Holder {
  pid: number;
  /** 'locked' once it holds the lock, or the exit code and what it wrote if it refused. */
  outcome: Promise<'locked' | { code: number | null; stderr: string }>;
  exit: Promise<number | null>;
  kill(signal: NodeJS.Signals): void;
}

function startHolder(): Holder {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, 'testing/lock-holder.ts'), dir], {
    cwd: apiDir,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const locked = new Promise<'locked'>((resolve) =>
    child.stdout
      .setEncoding('utf8')
      .on('data', (chunk: string) => chunk.includes('locked') && resolve('locked')),
  );
  return {
    pid: child.pid!,
    outcome: Promise.race([locked, exit.then((code) => ({ code, stderr }))]),
    exit,
    kill: (signal) => child.kill(signal),
  };
}

describe('one process per data directory', () => {
  it('a second process refuses to start while the first holds the folder, saying who holds it in Polish and English', async () => {
    const first = startHolder();
    expect(await first.outcome).toBe('locked');
    const second = await startHolder().outcome;
    expect(second).toMatchObject({ code: 1 });
    const { stderr } = second as { stderr: string };
    expect(stderr).toContain(
      `Katalog bazy danych ${dir} jest używany przez inny proces (pid ${first.pid}, ${hostname()}`,
    );
    expect(stderr).toContain(`The database directory ${dir} is in use by another process (pid ${first.pid}`);
    expect(owner().pid).toBe(first.pid);
    first.kill('SIGKILL');
    await first.exit;
  });

  it('an orderly exit releases the folder for the next process', async () => {
    const first = startHolder();
    expect(await first.outcome).toBe('locked');
    first.kill('SIGTERM');
    expect(await first.exit).toBe(0);
    expect(existsSync(lockFile())).toBe(false);
    const next = startHolder();
    expect(await next.outcome).toBe('locked');
    next.kill('SIGKILL');
    await next.exit;
  });

  it('the lock of a crashed owner is stale and taken over', async () => {
    const crashed = startHolder();
    expect(await crashed.outcome).toBe('locked');
    crashed.kill('SIGKILL');
    await crashed.exit;
    expect(owner().pid).toBe(crashed.pid);

    const next = startHolder();
    expect(await next.outcome).toBe('locked');
    expect(owner().pid).toBe(next.pid);
    next.kill('SIGKILL');
    await next.exit;
  });
});

describe('judging a lock found in the folder', () => {
  const write = (lock: Partial<LockOwner>) =>
    writeFileSync(
      lockFile(),
      JSON.stringify({
        pid: process.ppid,
        host: hostname(),
        since: new Date().toISOString(),
        token: 'theirs',
        ...lock,
      }),
    );

  it('opening the same folder twice in one process is refused too', () => {
    const lock = lockDataDirectory(dir);
    try {
      expect(() => lockDataDirectory(dir)).toThrow(DataDirectoryLockedError);
    } finally {
      lock.release();
    }
    expect(existsSync(lockFile())).toBe(false);
  });

  it('a live process with the recorded pid but another start time is not the owner (a pid reused after a crash)', () => {
    write({ startTicks: '1' });
    const lock = lockDataDirectory(dir);
    expect(owner().pid).toBe(process.pid);
    lock.release();
  });

  it('a lock written before the last reboot is stale', () => {
    write({ bootId: 'an-earlier-boot' });
    lockDataDirectory(dir).release();
  });

  it("another host's lock holds while it is refreshed, and is stale once it is not", () => {
    write({ host: 'another-host', pid: 1 });
    expect(() => lockDataDirectory(dir)).toThrow(DataDirectoryLockedError);
    const longAgo = new Date(Date.now() - LOCK_STALE_MS - 1_000);
    utimesSync(lockFile(), longAgo, longAgo);
    const lock = lockDataDirectory(dir);
    expect(owner().host).toBe(hostname());
    lock.release();
  });

  it('release leaves alone a lock that is no longer ours', () => {
    const lock = lockDataDirectory(dir);
    write({ token: 'someone-else' });
    lock.release();
    expect(owner().token).toBe('someone-else');
  });
});
