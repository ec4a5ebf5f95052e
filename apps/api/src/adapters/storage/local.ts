import { constants } from 'node:fs';
import { access, copyFile, mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pageOf, type FileStorage, type StoredObject } from './storage.ts';

/**
 * The files under `folder` (key `base`), in the order of their keys, skipping whole folders whose keys all
 * sort at or before `after`. A folder sorts as its name and '/', so "a-b" comes before "a/x" as in S3.
 */
async function* keysInOrder(folder: string, base: string, after: string | null): AsyncGenerator<string> {
  const entries = await readdir(folder, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  const named = entries
    .filter((entry) => entry.isDirectory() || entry.isFile())
    .map((entry) => ({ entry, key: `${base}${entry.name}${entry.isDirectory() ? '/' : ''}` }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  for (const { entry, key } of named) {
    if (entry.isDirectory()) {
      if (after !== null && after >= key && !after.startsWith(key)) continue;
      yield* keysInOrder(path.join(folder, entry.name), key, after);
    } else if (after === null || key > after) yield key;
  }
}

export function localStorage(root: string): FileStorage {
  const where = (key: string) => {
    if (!/^[a-z0-9][a-z0-9/_.-]*$/i.test(key) || key.includes('..')) throw new Error('invalid storage key');
    return path.join(root, key);
  };
  return {
    name: 'local',
    async putFromFile(key, source) {
      const target = where(key);
      await mkdir(path.dirname(target), { recursive: true });
      try {
        await rename(source, target);
      } catch {
        // A temporary folder on another device: copy, then remove the temporary file.
        await copyFile(source, target);
        await rm(source, { force: true });
      }
    },
    async read(key) {
      // Opened first, so an absent file rejects here as it does on S3 (not later, on the first read).
      const handle = await open(where(key), 'r');
      return handle.createReadStream();
    },
    async remove(key) {
      await rm(where(key), { force: true });
    },
    async check() {
      await mkdir(root, { recursive: true });
      await access(root, constants.R_OK | constants.W_OK);
    },
    async list(prefix, page) {
      const limit = pageOf(prefix, page);
      const folder = prefix === '' ? root : where(prefix.replace(/\/$/, ''));
      const objects: StoredObject[] = [];
      for await (const key of keysInOrder(folder, prefix, page.after)) {
        const info = await stat(path.join(root, key)).catch(() => null);
        // Removed since the folder was read: nothing to list.
        if (info) objects.push({ key, modifiedAt: info.mtime });
        if (objects.length === limit) return { objects, next: key };
      }
      return { objects, next: null };
    },
  };
}
