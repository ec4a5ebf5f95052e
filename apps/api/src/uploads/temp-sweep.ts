// Resilience, "a crash mid-upload leaves portal-upload-* folders for ever": receiveUpload streams each file
// into a temporary folder and removes it when the request ends, but a process that dies mid-request
// never does. At start the server removes such leftovers. Several processes may share the temporary
// folder (test files, replicas, a restarted container), so a folder is removed only when it cannot
// belong to a live upload: its name says it was made on this machine by a process that is gone, or
// nothing in it changed for longer than any request can last.
import { createHash } from 'node:crypto';
import { readdir, rm, stat } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { processIsAlive } from '../lib/process-alive.ts';

export const UPLOAD_DIR_PREFIX = 'portal-upload-';

/** No upload request lives this long; a folder untouched for longer is a leftover whoever made it. */
export const UPLOAD_LEFTOVER_AGE_MS = 24 * 3_600_000;

export interface UploadDirOwner {
  /** First 8 hex digits of sha256(hostname): a pid means something only on its own machine. */
  host: string;
  pid: number;
  /** When the process started (base 36 ms): a later process may get the same pid (pid 1 in containers). */
  started: string;
}

export const thisProcess: UploadDirOwner = {
  host: createHash('sha256').update(hostname()).digest('hex').slice(0, 8),
  pid: process.pid,
  started: Math.floor(performance.timeOrigin).toString(36),
};

/** The mkdtemp prefix of an upload folder, naming its owner: portal-upload-<host>-<pid>-<started>-XXXXXX. */
export function uploadDirPrefix(owner: UploadDirOwner = thisProcess): string {
  return `${UPLOAD_DIR_PREFIX}${owner.host}-${owner.pid}-${owner.started}-`;
}

const OWNED = /^portal-upload-([0-9a-f]{8})-(\d+)-([0-9a-z]+)-[^-]+$/;

export function ownerOf(name: string): UploadDirOwner | null {
  const match = OWNED.exec(name);
  return match ? { host: match[1]!, pid: Number(match[2]), started: match[3]! } : null;
}

/** The newest change in the folder: a slow upload keeps writing its current file. */
async function lastChange(folder: string): Promise<number> {
  let newest = (await stat(folder)).mtimeMs;
  for (const entry of await readdir(folder)) {
    const info = await stat(path.join(folder, entry)).catch(() => null);
    if (info) newest = Math.max(newest, info.mtimeMs);
  }
  return newest;
}

export interface SweepOptions {
  dir?: string;
  now?: number;
  maxAgeMs?: number;
  self?: UploadDirOwner;
  isAlive?: (pid: number) => boolean;
}

export function ownerIsGone(
  owner: UploadDirOwner,
  self: UploadDirOwner,
  isAlive: (pid: number) => boolean,
): boolean {
  if (owner.host !== self.host) return false;
  if (owner.pid === self.pid) return owner.started !== self.started;
  return !isAlive(owner.pid);
}

/** Removes leftover upload folders; answers the names removed. */
export async function sweepUploadLeftovers(options: SweepOptions = {}): Promise<string[]> {
  const {
    dir = tmpdir(),
    now = Date.now(),
    maxAgeMs = UPLOAD_LEFTOVER_AGE_MS,
    self = thisProcess,
    isAlive = processIsAlive,
  } = options;
  const removed: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (!entry.isDirectory() || !entry.name.startsWith(UPLOAD_DIR_PREFIX)) continue;
    const folder = path.join(dir, entry.name);
    try {
      const owner = ownerOf(entry.name);
      const leftover =
        (owner !== null && ownerIsGone(owner, self, isAlive)) || now - (await lastChange(folder)) > maxAgeMs;
      if (!leftover) continue;
      await rm(folder, { recursive: true, force: true });
      removed.push(entry.name);
    } catch (error) {
      // Another process swept or finished it first.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  return removed;
}
