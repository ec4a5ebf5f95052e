// Data lifecycle: the retention job removes a backlog in short statements, so a large one never holds long
// locks or a long transaction: each statement takes at most `batchRows` rows, and one run at most
// `maxRowsPerKind` of one kind; the rest waits for the next run. The statements are retention-repository.ts's.
import type { RetentionSettings } from './retention-settings.ts';

export type BatchLimits = Pick<RetentionSettings, 'batchRows' | 'maxRowsPerKind'>;

/** Runs `step(limit)` (which answers how many rows it removed) until it removes fewer, or the run's limit. */
export async function inBatches(
  limits: BatchLimits,
  step: (limit: number) => Promise<number>,
): Promise<number> {
  let total = 0;
  while (total < limits.maxRowsPerKind) {
    const limit = Math.min(limits.batchRows, limits.maxRowsPerKind - total);
    const removed = await step(limit);
    total += removed;
    if (removed < limit) break;
  }
  return total;
}

export const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * 86_400_000);
