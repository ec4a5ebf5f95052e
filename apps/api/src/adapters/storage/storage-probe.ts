// Security hardening: /readyz reports the file storage without being held by it. A load balancer's probe has a
// short timeout of its own; a probe that waited for a hung store would take the replica out for the
// store's fault. One check runs at a time, and the probe waits a moment for it, no longer. Its outcome is
// logged, once per fault, by the storage's health watch (storage-health.ts), like any other call's.
import type { FileStorage } from './storage.ts';

export type StorageState = 'up' | 'down';

export function storageProbe(storage: FileStorage, waitMs = 500): () => Promise<StorageState> {
  let running: Promise<StorageState> | null = null;
  const check = () =>
    storage.check().then(
      (): StorageState => 'up',
      (): StorageState => 'down',
    );
  return async () => {
    running ??= check().then((state) => {
      running = null;
      return state;
    });
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<StorageState>((resolve) => {
      timer = setTimeout(() => resolve('down'), waitMs);
    });
    try {
      return await Promise.race([running, late]);
    } finally {
      clearTimeout(timer);
    }
  };
}
