import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rename, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app.ts';
import {
  ownerOf,
  sweepUploadLeftovers,
  thisProcess,
  uploadDirPrefix,
  UPLOAD_LEFTOVER_AGE_MS,
} from './temp-sweep.ts';

/** The pid of a process that has just ended. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], {
    encoding: 'utf8',
  });
  return Number(child.stdout);
}

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'sweep-test-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

async function folder(name: string, { ageMs = 0, withFile = true } = {}) {
  const full = path.join(dir, name);
  await mkdir(full);
  if (withFile) await writeFile(path.join(full, '0'), 'część pliku');
  const when = new Date(Date.now() - ageMs);
  if (withFile) await utimes(path.join(full, '0'), when, when);
  await utimes(full, when, when);
  return name;
}

const old = UPLOAD_LEFTOVER_AGE_MS + 60_000;

describe('sweepUploadLeftovers', () => {
  it('names its folders after the process that owns them', () => {
    const name = `${uploadDirPrefix()}Ab3xYz`;
    expect(ownerOf(name)).toEqual(thisProcess);
    expect(ownerOf('portal-upload-Ab3xYz')).toBeNull();
  });

  it('removes what no live upload can own and keeps the rest (table of cases)', async () => {
    const self = thisProcess;
    const cases = [
      {
        name: await folder(`${uploadDirPrefix({ ...self, pid: deadPid() })}dead01`),
        removed: true,
        why: 'this machine, owner gone',
      },
      {
        name: await folder(`${uploadDirPrefix({ ...self, started: 'zzzz' })}prev01`),
        removed: true,
        why: 'own pid, earlier process (container restart)',
      },
      {
        name: await folder(`${uploadDirPrefix(self)}live01`),
        removed: false,
        why: 'this very process: a live upload',
      },
      {
        name: await folder(`${uploadDirPrefix({ ...self, pid: process.ppid })}alive1`),
        removed: false,
        why: 'another live process on this machine',
      },
      {
        name: await folder(`${uploadDirPrefix({ ...self, pid: process.ppid })}alive2`, { ageMs: old }),
        removed: true,
        why: 'live owner but untouched for longer than any request',
      },
      {
        name: await folder(`${uploadDirPrefix({ ...self, host: '00000000', pid: deadPid() })}other1`),
        removed: false,
        why: 'another machine: its pids mean nothing here',
      },
      {
        name: await folder(`${uploadDirPrefix({ ...self, host: '00000000' })}other2`, { ageMs: old }),
        removed: true,
        why: 'another machine, untouched for a day',
      },
      { name: await folder('portal-upload-legacy'), removed: false, why: 'no owner in the name, fresh' },
      {
        name: await folder('portal-upload-legac2', { ageMs: old }),
        removed: true,
        why: 'no owner in the name, old',
      },
      {
        name: await folder('portal-files-keepme', { ageMs: old }),
        removed: false,
        why: 'not an upload folder',
      },
    ];
    const removed = await sweepUploadLeftovers({ dir, self });
    for (const c of cases)
      expect({ why: c.why, removed: removed.includes(c.name) }).toEqual({ why: c.why, removed: c.removed });
    const left = await readdir(dir);
    for (const c of cases)
      expect({ why: c.why, exists: left.includes(c.name) }).toEqual({ why: c.why, exists: !c.removed });
  });

  it('a folder whose newest file is recent is kept even if the folder itself is old', async () => {
    const name = await folder(`${uploadDirPrefix({ ...thisProcess, pid: process.ppid })}slow01`, {
      ageMs: old,
      withFile: false,
    });
    await writeFile(path.join(dir, name, '0'), 'wciąż przychodzi');
    await utimes(path.join(dir, name), new Date(Date.now() - old), new Date(Date.now() - old));
    expect(await sweepUploadLeftovers({ dir })).not.toContain(name);
  });
});

describe('at start', () => {
  it('the server removes upload folders left by a crashed process before it serves requests', async () => {
    const name = `${uploadDirPrefix({ ...thisProcess, pid: deadPid() })}crash1`;
    const leftover = path.join(tmpdir(), name);
    // Made whole in this file's own folder, then moved in at once: a test app starting in another worker
    // sweeps the same tmpdir, and removed a half-made leftover between its mkdir and its file (ENOENT).
    const staged = path.join(dir, name);
    await mkdir(staged);
    await writeFile(path.join(staged, '0'), Buffer.alloc(1024));
    await rename(staged, leftover);
    const t = await createTestApp();
    try {
      expect(existsSync(leftover)).toBe(false);
    } finally {
      await t.close();
      await rm(leftover, { recursive: true, force: true });
    }
  });
});
