// Data lifecycle, "files never outlive their record": a request stores its files before the record that claims
// them, so a process killed in between, a store that answered too late, or a retention run
// that died after removing a record and before its files leaves files no record claims. This sweep lists
// the stored files page by page and removes those that no record claims once they are older than the
// grace period; a younger file may belong to an upload whose record is still to come.
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database.ts';
import type { FileStorage, StoredObject } from '../adapters/storage/storage.ts';
import { claimedStorageKeys } from './retention-repository.ts';

/** The folders the portal stores files in (submit-application.ts, customer-documents.ts); nothing else is touched. */
export const FILE_FOLDERS = ['applications/', 'issues/'] as const;

export interface OrphanSweep {
  graceMs: number;
  /** Removals one run makes at most; the rest waits for the next run. */
  maxFiles: number;
}

export interface OrphanSweepResult {
  listed: number;
  removed: number;
  /** Unclaimed files the store would not remove now (tried again next run). */
  failed: number;
}

export async function sweepOrphanFiles(
  db: Database,
  storage: FileStorage,
  options: OrphanSweep,
  log?: FastifyBaseLogger,
  now = new Date(),
): Promise<OrphanSweepResult> {
  const result: OrphanSweepResult = { listed: 0, removed: 0, failed: 0 };
  const oldEnough = now.getTime() - options.graceMs;
  for (const folder of FILE_FOLDERS) {
    let after: string | null = null;
    do {
      const page = await storage.list(folder, { after });
      after = page.next;
      result.listed += page.objects.length;
      const old = page.objects.filter((object: StoredObject) => object.modifiedAt.getTime() <= oldEnough);
      // Asked after listing: a record written meanwhile is seen, so its file stays.
      const claimed = await claimedStorageKeys(
        db,
        old.map((object) => object.key),
      );
      for (const { key } of old) {
        if (claimed.has(key)) continue;
        if (result.removed + result.failed >= options.maxFiles) return result;
        try {
          await storage.remove(key);
          result.removed++;
        } catch (error) {
          result.failed++;
          log?.warn({ err: error, key }, 'a stored file no record claims could not be removed');
        }
      }
    } while (after !== null);
  }
  return result;
}
