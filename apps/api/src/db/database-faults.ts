// Resilience, "database faults": which errors mean the database is away (refused, dropped, shut down, hung
// past our timeouts, closed) as opposed to a bug. The first kind is answered 503 with Retry-After and
// logged once per fault (database-health.ts); everything else stays a 500 with its error id.

export type DatabaseFaultReason =
  | 'connection refused'
  | 'connection lost'
  | 'server shutting down'
  | 'server starting up'
  | 'too many connections'
  | 'connect timeout'
  | 'statement timeout'
  | 'query timeout'
  | 'idle in transaction timeout'
  | 'closed';

export interface DatabaseFault {
  reason: DatabaseFaultReason;
  /** The SQLSTATE or Node error code when there is one (57P01, ECONNREFUSED, …). */
  code?: string;
  /**
   * The connection that met the fault can be used again: only a statement the server cancelled itself.
   * Any other connection is dropped from the pool, since a late answer may still be on its way.
   */
  connectionUsable: boolean;
}

/** Thrown instead of a driver error when the database is away; the error handler answers 503. */
export class DatabaseUnavailableError extends Error {
  override readonly name = 'DatabaseUnavailableError';

  constructor(
    readonly fault: DatabaseFault,
    cause?: unknown,
  ) {
    super(`database unavailable: ${fault.reason}${fault.code ? ` (${fault.code})` : ''}`, { cause });
  }
}

const bySqlState: Record<string, DatabaseFaultReason> = {
  '57P01': 'server shutting down', // admin_shutdown: pg_ctl stop, pg_terminate_backend
  '57P02': 'server shutting down', // crash_shutdown: another backend crashed
  '57P03': 'server starting up', // cannot_connect_now: recovery, start-up, shutdown in progress
  '53300': 'too many connections',
  '57014': 'statement timeout', // query_canceled: our statement_timeout (or an operator's cancel)
  '25P03': 'idle in transaction timeout',
  '57P05': 'connection lost', // idle_session_timeout
  '08000': 'connection lost',
  '08003': 'connection lost',
  '08006': 'connection lost',
  '08001': 'connection refused',
  '08004': 'connection refused',
};

const bySystemCode: Record<string, DatabaseFaultReason> = {
  ECONNREFUSED: 'connection refused',
  ENOTFOUND: 'connection refused',
  EAI_AGAIN: 'connection refused',
  EHOSTUNREACH: 'connection refused',
  ENETUNREACH: 'connection refused',
  ECONNRESET: 'connection lost',
  ECONNABORTED: 'connection lost',
  EPIPE: 'connection lost',
  ETIMEDOUT: 'connect timeout',
};

/** What node-postgres, pg-pool and PGlite say when they give no code. */
const byMessage: [RegExp, DatabaseFaultReason][] = [
  [/^timeout exceeded when trying to connect$/, 'connect timeout'],
  [/connection timeout/i, 'connect timeout'],
  [/^Query read timeout$/, 'query timeout'],
  [/^Connection terminated/, 'connection lost'],
  [/^Client has encountered a connection error and is not queryable$/, 'connection lost'],
  [/^Client was closed and is not queryable$/, 'closed'],
  [/^Cannot use a pool after calling end on the pool$/, 'closed'],
  [/^PGlite is clos(ed|ing)$/, 'closed'],
];

/** 57P03 stands for both ends of the server's life; only its message says which one it is. */
function reasonOfCannotConnectNow(code: string, message: unknown): DatabaseFaultReason | undefined {
  if (code !== '57P03' || typeof message !== 'string') return undefined;
  return /shutting down/i.test(message) ? 'server shutting down' : undefined;
}

function classifyOne(error: object): DatabaseFault | null {
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string') {
    const reason = reasonOfCannotConnectNow(code, message) ?? bySqlState[code] ?? bySystemCode[code];
    if (reason) return { reason, code, connectionUsable: reason === 'statement timeout' };
  }
  if (typeof message === 'string') {
    const match = byMessage.find(([pattern]) => pattern.test(message));
    if (match) return { reason: match[1], connectionUsable: false };
  }
  return null;
}

/** The fault an error stands for, looking through wrapped causes; null for any other error. */
export function databaseFaultOf(error: unknown): DatabaseFault | null {
  if (error instanceof DatabaseUnavailableError) return error.fault;
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const fault = classifyOne(current);
    if (fault) return fault;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}
