// Scaling out: periodic jobs (housekeeping, the payment sweep) run on every replica's timer, but each
// period's run happens on one replica only. The claim is one atomic statement on the job's row: the
// replica whose update finds the last start at least a period ago runs the job; every other replica's
// statement waits for that row lock, then sees the new start and does nothing. The outbox and the
// account requests need no claim: each of their rows is taken with FOR UPDATE SKIP LOCKED.
import type { Database } from '../db/database.ts';
import { startJobRunUnlessRecent } from './job-run-repository.ts';

/** True when this process may run `name` now: it has not started anywhere within the last `periodMs`. */
export async function claimJobRun(db: Database, name: string, periodMs: number): Promise<boolean> {
  // A little slack, so that timers of one period on different replicas do not skip a run by a few ms.
  const seconds = Math.max(0, periodMs - Math.min(1_000, periodMs / 10)) / 1000;
  return startJobRunUnlessRecent(db, name, seconds);
}

/** Runs `job` when this replica wins the period's claim; resolves to whether it ran. */
export async function runOncePerPeriod(
  db: Database,
  name: string,
  periodMs: number,
  job: () => Promise<unknown>,
): Promise<boolean> {
  if (!(await claimJobRun(db, name, periodMs))) return false;
  await job();
  return true;
}

export interface PeriodicJob {
  name: string;
  periodMs: number;
  /**
   * Data lifecycle: the first try comes this long after the start, not a period later: a fleet redeployed more
   * often than the period would otherwise never run the job. The claim still keeps it to once per period.
   */
  firstRunDelayMs: number;
  job: () => Promise<unknown>;
  onError: (error: unknown) => void;
}

/**
 * Every replica keeps the timers; the claim lets one per period do the work. Answers the stop, which
 * resolves once an attempt under way has ended (the database it uses may be closed next).
 */
export function schedulePeriodicJob(db: Database, periodic: PeriodicJob): () => Promise<void> {
  let running: Promise<void> | null = null;
  const attempt = () => {
    if (running) return;
    running = runOncePerPeriod(db, periodic.name, periodic.periodMs, periodic.job)
      .then(() => undefined, periodic.onError)
      .finally(() => (running = null));
  };
  const first = setTimeout(attempt, periodic.firstRunDelayMs);
  const every = setInterval(attempt, periodic.periodMs);
  first.unref();
  every.unref();
  return async () => {
    clearTimeout(first);
    clearInterval(every);
    await running;
  };
}
