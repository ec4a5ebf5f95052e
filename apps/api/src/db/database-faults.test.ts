import { describe, expect, it } from 'vitest';
import { DatabaseUnavailableError, databaseFaultOf } from './database-faults.ts';

const pgError = (code: string, message: string) => Object.assign(new Error(message), { code });

describe('which errors mean the database is away', () => {
  it.each([
    [
      'pg_terminate_backend or pg_ctl stop',
      pgError('57P01', 'terminating connection due to administrator command'),
      'server shutting down',
      false,
    ],
    [
      'another backend crashed',
      pgError('57P02', 'terminating connection because of crash of another server process'),
      'server shutting down',
      false,
    ],
    [
      'the server is starting or recovering',
      pgError('57P03', 'the database system is starting up'),
      'server starting up',
      false,
    ],
    [
      'a connection attempt while the server shuts down',
      pgError('57P03', 'the database system is shutting down'),
      'server shutting down',
      false,
    ],
    [
      'the server is out of connections',
      pgError('53300', 'sorry, too many clients already'),
      'too many connections',
      false,
    ],
    [
      'our statement_timeout',
      pgError('57014', 'canceling statement due to statement timeout'),
      'statement timeout',
      true,
    ],
    [
      'our idle_in_transaction_session_timeout',
      pgError('25P03', 'terminating connection due to idle-in-transaction timeout'),
      'idle in transaction timeout',
      false,
    ],
    ['a connection failure', pgError('08006', 'connection failure'), 'connection lost', false],
    [
      'nobody listens',
      pgError('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432'),
      'connection refused',
      false,
    ],
    ['the host is unknown', pgError('ENOTFOUND', 'getaddrinfo ENOTFOUND db'), 'connection refused', false],
    ['the connection was reset', pgError('ECONNRESET', 'read ECONNRESET'), 'connection lost', false],
    ['the network timed out', pgError('ETIMEDOUT', 'connect ETIMEDOUT'), 'connect timeout', false],
    [
      'pg-pool: no free connection in time',
      new Error('timeout exceeded when trying to connect'),
      'connect timeout',
      false,
    ],
    [
      'pg-pool: a new connection took too long',
      new Error('Connection terminated due to connection timeout'),
      'connect timeout',
      false,
    ],
    ['node-postgres: our query_timeout', new Error('Query read timeout'), 'query timeout', false],
    [
      'node-postgres: the server closed the connection',
      new Error('Connection terminated unexpectedly'),
      'connection lost',
      false,
    ],
    [
      'node-postgres: a client that already lost its connection',
      new Error('Client has encountered a connection error and is not queryable'),
      'connection lost',
      false,
    ],
    [
      'the pool is shutting down',
      new Error('Cannot use a pool after calling end on the pool'),
      'closed',
      false,
    ],
    ['PGlite closed', new Error('PGlite is closed'), 'closed', false],
    ['PGlite closing', new Error('PGlite is closing'), 'closed', false],
  ])('%s', (_case, error, reason, connectionUsable) => {
    expect(databaseFaultOf(error)).toMatchObject({ reason, connectionUsable });
  });

  it('keeps the SQLSTATE or system code for the log', () => {
    expect(databaseFaultOf(pgError('57P01', 'x'))?.code).toBe('57P01');
    expect(databaseFaultOf(pgError('ECONNREFUSED', 'x'))?.code).toBe('ECONNREFUSED');
  });

  it('looks through wrapped causes', () => {
    const wrapped = new Error('Connection terminated due to connection timeout', {
      cause: new Error('Connection terminated unexpectedly'),
    });
    expect(databaseFaultOf(new Error('outer', { cause: wrapped }))?.reason).toBe('connect timeout');
  });

  it('gives back the fault of an error it already mapped', () => {
    const fault = { reason: 'closed', connectionUsable: false } as const;
    expect(databaseFaultOf(new DatabaseUnavailableError(fault))).toBe(fault);
  });

  it.each([
    [
      'a unique violation (a bug or a race, answered by the route)',
      pgError('23505', 'duplicate key value violates unique constraint'),
    ],
    ['a syntax error (a bug)', pgError('42601', 'syntax error at or near "selec"')],
    ['a missing table (a bug)', pgError('42P01', 'relation "nope" does not exist')],
    ['any other error', new Error('secret internal detail')],
    ['not an error at all', 'just a string'],
  ])('not %s', (_case, error) => {
    expect(databaseFaultOf(error)).toBeNull();
  });
});
