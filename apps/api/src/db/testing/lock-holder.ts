// Test helper: a second process for data-directory-lock.test.ts. Takes the lock of the folder given as
// its argument the way main.ts does (refusing with the message and exit code 1), says "locked", and
// holds it until SIGTERM (an orderly exit) or SIGKILL (a crash).
import { DataDirectoryLockedError, lockDataDirectory } from '../data-directory-lock.ts';

try {
  lockDataDirectory(process.argv[2]!);
} catch (error) {
  if (!(error instanceof DataDirectoryLockedError)) throw error;
  console.error(error.message);
  process.exit(1);
}
process.on('SIGTERM', () => process.exit(0));
console.log('locked');
setInterval(() => undefined, 60_000);
