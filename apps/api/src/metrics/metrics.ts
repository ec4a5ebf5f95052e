// Operability: what the portal is doing, in Prometheus' terms (docs/operations.md "Metrics" lists every one).
// One registry per app instance: tests build several apps in one process, and prom-client's global
// default registry would mix their counts (and refuse a second metric of the same name).
// Labels take values from small fixed sets (route templates, methods, status classes, form ids of the
// catalog, job names, outcomes), never from raw URLs or user input, so the series count stays bounded.
import { Counter, Gauge, Histogram, Registry } from 'prom-client';

/** Seconds: from a cached JSON answer to a slow upload or PDF. */
const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];
/** Seconds: a local file in milliseconds up to a large upload to a slow object store. */
const STORAGE_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60];
/** Seconds: housekeeping and retention take from milliseconds to minutes. */
const JOB_BUCKETS = [0.05, 0.25, 1, 5, 15, 60, 300, 900];

export type PaymentEvent = 'started' | 'paid' | 'failed';
export type LoginMethod = 'password' | 'second_factor' | 'sso';
export type LoginOutcome = 'success' | 'failure' | 'locked' | 'captcha';
export type DeliveryOutcome = 'sent' | 'retry' | 'gave_up';

export function createMetrics() {
  const registry = new Registry();
  const registers = [registry];
  const counter = <L extends string>(name: string, help: string, labelNames: readonly L[] = []) =>
    new Counter<L>({ name, help, labelNames, registers });
  const gauge = <L extends string>(name: string, help: string, labelNames: readonly L[] = []) =>
    new Gauge<L>({ name, help, labelNames, registers });
  const histogram = <L extends string>(
    name: string,
    help: string,
    buckets: number[],
    labelNames: readonly L[] = [],
  ) => new Histogram<L>({ name, help, buckets, labelNames, registers });
  return {
    registry,
    httpRequests: counter(
      'portal_http_requests_total',
      'HTTP requests answered, by route template, method and status class (5xx: the errors).',
      ['route', 'method', 'status_class'],
    ),
    httpDuration: histogram(
      'portal_http_request_duration_seconds',
      'Time from the request to the end of its answer, by route template, method and status class.',
      HTTP_BUCKETS,
      ['route', 'method', 'status_class'],
    ),
    dbPool: gauge(
      'portal_db_pool_connections',
      'Database pool: connections open (total), open and unused (idle), and callers waiting for one (waiting).',
      ['state'],
    ),
    dbPoolMax: gauge(
      'portal_db_pool_max_connections',
      'The most connections the pool opens (DATABASE_POOL_SIZE; 1 on the embedded PGlite).',
    ),
    dependencyUp: gauge(
      'portal_dependency_up',
      'Whether a dependency answered at the last check (1) or not (0), as /readyz reports it.',
      ['dependency'],
    ),
    outboxPending: gauge(
      'portal_outbox_pending_messages',
      'Outbox messages not yet delivered (pending or being sent), by channel.',
      ['channel'],
    ),
    outboxOldestAge: gauge(
      'portal_outbox_oldest_pending_age_seconds',
      'Age of the oldest message not yet delivered (0 when there is none).',
    ),
    outboxFailed: gauge(
      'portal_outbox_failed_messages',
      'Outbox messages given up after their last attempt (kept until housekeeping removes them), by channel.',
      ['channel'],
    ),
    outboxDeliveries: counter(
      'portal_outbox_deliveries_total',
      'Delivery attempts of this replica, by channel and outcome (sent, retry: failed and tried again later, gave_up: failed for the last time).',
      ['channel', 'outcome'],
    ),
    jobRuns: counter(
      'portal_job_runs_total',
      'Periodic job runs on this replica (each period runs on one replica of the fleet), by job and outcome.',
      ['job', 'outcome'],
    ),
    jobDuration: histogram(
      'portal_job_duration_seconds',
      'How long a periodic job run took on this replica, by job.',
      JOB_BUCKETS,
      ['job'],
    ),
    jobLastRun: gauge(
      'portal_job_last_run_timestamp_seconds',
      'When a periodic job last ended on this replica (Unix time), by job and outcome.',
      ['job', 'outcome'],
    ),
    jobLastClaim: gauge(
      'portal_job_last_started_timestamp_seconds',
      'When a periodic job last started on any replica of the fleet (Unix time, from the job_run table).',
      ['job'],
    ),
    storageDuration: histogram(
      'portal_storage_operation_duration_seconds',
      'File storage calls (a read: until the stream is open), by operation, adapter and outcome.',
      STORAGE_BUCKETS,
      ['operation', 'adapter', 'outcome'],
    ),
    storageFailures: counter(
      'portal_storage_operation_failures_total',
      'File storage calls that failed or ran out of time (answered 503), by operation, adapter and reason.',
      ['operation', 'adapter', 'reason'],
    ),
    applicationsFiled: counter(
      'portal_applications_filed_total',
      'Applications filed (not repeats of an idempotent send), by form id.',
      ['form'],
    ),
    applicationsConfirmed: counter(
      'portal_applications_confirmed_total',
      'Applications confirmed by their e-mailed link, by form id.',
      ['form'],
    ),
    documentsSent: counter(
      'portal_documents_sent_total',
      'Documents sent by customers to their cases (not repeats of an idempotent send).',
    ),
    payments: counter(
      'portal_payments_total',
      'Online payments: started (order registered with the provider), paid, failed (refused by the provider or its notification) and cancelled (by the customer before it was confirmed).',
      ['event'],
    ),
    paymentProviderErrors: counter(
      'portal_payment_provider_errors_total',
      'Calls to the payment provider that failed: register (a payment could not start), confirm (a paid notification could not be verified).',
      ['operation'],
    ),
    logins: counter(
      'portal_logins_total',
      'Sign-in steps by method (password, second_factor, sso) and outcome (success, failure, locked: refused for a locked account, captcha: captcha missing or wrong).',
      ['method', 'outcome'],
    ),
    lockouts: counter(
      'portal_account_lockouts_total',
      'Accounts locked by failed sign-ins, by the step that failed (password, second_factor).',
      ['method'],
    ),
  };
}

export type Metrics = ReturnType<typeof createMetrics>;

/** Times `job` into the job metrics; a failure is counted and passed on to the caller's handler. */
export function meteredJob(metrics: Metrics, job: string, run: () => Promise<unknown>): () => Promise<void> {
  return async () => {
    const end = metrics.jobDuration.startTimer({ job });
    let outcome: 'success' | 'failure' = 'failure';
    try {
      await run();
      outcome = 'success';
    } finally {
      end();
      metrics.jobRuns.inc({ job, outcome });
      metrics.jobLastRun.set({ job, outcome }, Date.now() / 1000);
    }
  };
}
