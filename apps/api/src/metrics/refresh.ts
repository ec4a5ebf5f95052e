// Operability: the gauges read at scrape time: the pool, the dependencies (as /readyz sees them), the outbox's
// backlog and when each periodic job last started anywhere in the fleet. The outbox and job_run figures are
// the fleet's (every replica reports the same rows; alert on max(), not sum()). A database that is away
// leaves those figures as they were and shows as portal_dependency_up{dependency="database"} 0.
import type { FastifyInstance } from 'fastify';
import { databasePoolStats } from '../db/database.ts';
import { jobRunStarts } from '../lib/job-run-repository.ts';
import { outboxBacklog } from '../outbox/outbox-message-repository.ts';

export async function refreshGauges(app: FastifyInstance): Promise<void> {
  const { metrics } = app;
  const pool = databasePoolStats(app.db);
  if (pool) {
    metrics.dbPool.set({ state: 'total' }, pool.total);
    metrics.dbPool.set({ state: 'idle' }, pool.idle);
    metrics.dbPool.set({ state: 'waiting' }, pool.waiting);
    metrics.dbPoolMax.set(pool.max);
  }
  const states = await app.dependencyStates();
  for (const [dependency, state] of Object.entries(states)) {
    if (state === 'unknown') metrics.dependencyUp.remove({ dependency });
    else metrics.dependencyUp.set({ dependency }, state === 'up' ? 1 : 0);
  }
  if (states.database === 'up') {
    await Promise.all([outbox(app), jobs(app)]).catch((error: unknown) =>
      app.log.warn({ err: error }, 'metrics: database figures not read'),
    );
  }
}

async function outbox({ db, metrics }: FastifyInstance): Promise<void> {
  const rows = await outboxBacklog(db);
  let oldest = 0;
  for (const channel of ['email', 'sms'] as const) {
    const row = rows.find((candidate) => candidate.channel === channel);
    metrics.outboxPending.set({ channel }, Number(row?.pending ?? 0));
    metrics.outboxFailed.set({ channel }, Number(row?.failed ?? 0));
    oldest = Math.max(oldest, Number(row?.oldest ?? 0));
  }
  metrics.outboxOldestAge.set(oldest);
}

async function jobs({ db, metrics }: FastifyInstance): Promise<void> {
  for (const row of await jobRunStarts(db)) metrics.jobLastClaim.set({ job: row.name }, Number(row.started));
}
