// A local file storage whose putFromFile a test takes over (to fail, hang or record), the rest passed
// through to the real one.
import { localStorage } from '../adapters/storage/local.ts';
import type { FileStorage } from '../adapters/storage/storage.ts';

/** `putFromFile` gets the real storage's own, to store the file after all. */
export function storageWithPut(
  filesDir: string,
  name: string,
  putFromFile: (real: FileStorage, ...args: Parameters<FileStorage['putFromFile']>) => Promise<void>,
): FileStorage {
  const real = localStorage(filesDir);
  return {
    name,
    putFromFile: (key, source, call) => putFromFile(real, key, source, call),
    read: (key) => real.read(key),
    remove: (key) => real.remove(key),
    check: () => real.check(),
    list: (prefix, page) => real.list(prefix, page),
  };
}
