// Whether a process of this machine still runs: how the upload sweep and the PGlite folder lock tell a
// crashed owner from a live one.
export function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
