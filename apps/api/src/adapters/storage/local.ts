import { constants } from 'node:fs';
import { access, copyFile, mkdir, open, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { FileStorage } from './storage.ts';

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
  };
}
