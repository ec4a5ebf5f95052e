// Resilience and quality-bar "Reliability": one writer per embedded database directory. Two processes on
// one PGlite folder each keep their own copy of the data in memory, hand out the same ids and overwrite
// each other's files, so acknowledged writes vanish. The first process holds an exclusive lock file; a
// second one refuses to start. The lock is released on exit, and a lock whose owner is gone (a crash,
// kill -9, a reboot, a reused pid, a host that stopped refreshing it) is stale and taken over.
import { randomBytes } from 'node:crypto';
import {
  closeSync,
  linkSync,
  openSync,
  readFileSync,
  renameSync,
  statSync,
  unlinkSync,
  utimesSync,
  writeSync,
} from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';
import { processIsAlive } from '../lib/process-alive.ts';

export const LOCK_FILE_NAME = 'portal.lock';
/** The owner refreshes its lock file this often, so a lock left by another host can be judged stale. */
export const LOCK_REFRESH_MS = 10_000;
/** A lock of another host not refreshed for this long is stale (its owner cannot be asked directly). */
export const LOCK_STALE_MS = 60_000;

export interface LockOwner {
  pid: number;
  host: string;
  since: string;
  /** Linux: the boot and the process start time, so a pid reused after a crash is not taken for the owner. */
  bootId?: string;
  startTicks?: string;
  token: string;
}

export class DataDirectoryLockedError extends Error {
  override readonly name = 'DataDirectoryLockedError';

  constructor(
    readonly directory: string,
    readonly owner: LockOwner | null,
  ) {
    const who = owner ? `pid ${owner.pid}, ${owner.host}, ${owner.since}` : '?';
    super(
      `Katalog bazy danych ${directory} jest używany przez inny proces (${who}). Dwa procesy na jednym katalogu PGlite ` +
        `gubią dane: zatrzymaj tamten proces albo ustaw inny DATABASE_URL.\n` +
        `The database directory ${directory} is in use by another process (${who}). Two processes on one PGlite ` +
        `directory lose data: stop that process or set another DATABASE_URL.`,
    );
  }
}

export interface DataDirectoryLock {
  release(): void;
}

function readText(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    return undefined;
  }
}

const bootId = () => readText('/proc/sys/kernel/random/boot_id');

/** Field 22 of /proc/<pid>/stat: when the process started, in clock ticks since boot. */
function startTicks(pid: number | 'self'): string | undefined {
  const stat = readText(`/proc/${pid}/stat`);
  return stat?.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
}

function readOwner(file: string): LockOwner | null {
  const text = readText(file);
  if (!text) return null;
  try {
    const owner = JSON.parse(text) as Partial<LockOwner>;
    return typeof owner.pid === 'number' && typeof owner.host === 'string' && typeof owner.token === 'string'
      ? (owner as LockOwner)
      : null;
  } catch {
    return null;
  }
}

/** Folders this process holds: opening one twice in one process is the same mistake as two processes. */
const held = new Set<string>();

function ownerIsAlive(owner: LockOwner, refreshedAt: number): boolean {
  if (owner.host !== hostname()) return Date.now() - refreshedAt < LOCK_STALE_MS;
  // Our own pid in the file, and we do not hold it: the owner was an earlier life of this pid (a container
  // restarted after a crash gets the same pid).
  if (owner.pid === process.pid) return false;
  if (!processIsAlive(owner.pid)) return false;
  if (owner.bootId && owner.bootId !== bootId()) return false;
  const ticks = startTicks(owner.pid);
  if (owner.startTicks && ticks && owner.startTicks !== ticks) return false;
  return true;
}

/** Moves a stale lock aside, unless it changed since it was judged (then it is put back). */
function removeStale(file: string, judged: LockOwner | null): void {
  const aside = `${file}.stale-${process.pid}-${randomBytes(4).toString('hex')}`;
  try {
    renameSync(file, aside);
  } catch {
    return; // Another process got there first; try again from the start.
  }
  const moved = readOwner(aside);
  if (judged && moved?.token !== judged.token) {
    try {
      linkSync(aside, file);
    } catch {
      // Someone created a new lock meanwhile: theirs stands.
    }
  }
  unlinkSync(aside);
}

export function lockDataDirectory(directory: string): DataDirectoryLock {
  const resolved = path.resolve(directory);
  const file = path.join(resolved, LOCK_FILE_NAME);
  if (held.has(resolved)) throw new DataDirectoryLockedError(resolved, readOwner(file));

  const owner: LockOwner = {
    pid: process.pid,
    host: hostname(),
    since: new Date().toISOString(),
    token: randomBytes(16).toString('hex'),
  };
  const boot = bootId();
  const ticks = startTicks('self');
  if (boot) owner.bootId = boot;
  if (ticks) owner.startTicks = ticks;

  for (let attempt = 0; attempt < 5; attempt++) {
    let fd: number;
    try {
      fd = openSync(file, 'wx');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const stat = statSync(file, { throwIfNoEntry: false });
      if (!stat) continue; // Released meanwhile.
      const current = readOwner(file);
      // An unreadable lock is either being written right now or left half-written by a crash.
      const fresh = current === null && Date.now() - stat.mtimeMs < 2_000;
      if (fresh || (current && ownerIsAlive(current, stat.mtimeMs)))
        throw new DataDirectoryLockedError(resolved, current);
      removeStale(file, current);
      continue;
    }
    writeSync(fd, JSON.stringify(owner));
    closeSync(fd);
    return hold(resolved, file, owner.token);
  }
  throw new DataDirectoryLockedError(resolved, readOwner(file));
}

function hold(directory: string, file: string, token: string): DataDirectoryLock {
  held.add(directory);
  const refresh = setInterval(() => {
    const now = new Date();
    try {
      utimesSync(file, now, now);
    } catch {
      // Removed by hand: nothing to refresh; release() will find nothing either.
    }
  }, LOCK_REFRESH_MS);
  refresh.unref();
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    clearInterval(refresh);
    process.removeListener('exit', release);
    held.delete(directory);
    if (readOwner(file)?.token === token) unlinkSync(file);
  };
  // Also on a signal: main.ts turns SIGINT and SIGTERM into an orderly exit.
  process.once('exit', release);
  return { release };
}
