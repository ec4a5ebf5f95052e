// Counts the temporary folders an upload creates, to prove a refused upload never touches the disk. A test
// mocks node:fs/promises with it; its factory imports this module, so the test reads the same count:
//   vi.mock('node:fs/promises', async (importOriginal) =>
//     (await import('../test/temporary-folders.ts')).countingTemporaryFolders(await importOriginal()));
import type * as FsPromises from 'node:fs/promises';

export const temporaryFolders = { created: 0 };

export function countingTemporaryFolders(actual: typeof FsPromises) {
  return {
    ...actual,
    mkdtemp: (...args: Parameters<typeof actual.mkdtemp>) => {
      temporaryFolders.created += 1;
      return actual.mkdtemp(...args);
    },
  };
}
