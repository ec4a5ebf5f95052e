import { describe, expect, it } from 'vitest';
import { CONNECTION_LOSS_LOG_INTERVAL_MS, DatabaseHealth } from './database-health.ts';

function recorder() {
  const lines: { level: string; details: object; message: string }[] = [];
  const at = (level: string) => (details: object, message: string) =>
    void lines.push({ level, details, message });
  return { lines, log: { error: at('error'), warn: at('warn'), info: at('info') } };
}

describe('the database health log', () => {
  it('writes one line when a fault starts, however many requests meet it, and one when it is over', () => {
    let now = 1_000;
    const health = new DatabaseHealth(() => now);
    const { lines, log } = recorder();
    health.attach(log);
    for (let i = 0; i < 50; i++)
      health.unavailable({ reason: 'connection refused', code: 'ECONNREFUSED', connectionUsable: false });
    expect(health.available).toBe(false);
    now += 4_200;
    health.succeeded();
    health.succeeded();
    expect(health.available).toBe(true);
    expect(lines).toEqual([
      {
        level: 'error',
        details: { reason: 'connection refused', code: 'ECONNREFUSED' },
        message: 'database unavailable',
      },
      { level: 'info', details: { downMs: 4_200 }, message: 'database available again' },
    ]);
  });

  it('logs the next fault again after a recovery', () => {
    const health = new DatabaseHealth();
    const { lines, log } = recorder();
    health.attach(log);
    health.unavailable({ reason: 'query timeout', connectionUsable: false });
    health.succeeded();
    health.unavailable({ reason: 'connect timeout', connectionUsable: false });
    expect(lines.filter((line) => line.message === 'database unavailable')).toHaveLength(2);
  });

  it('says nothing while the database answers', () => {
    const health = new DatabaseHealth();
    const { lines, log } = recorder();
    health.attach(log);
    health.succeeded();
    expect(lines).toEqual([]);
  });

  it('reports a burst of closed idle connections in one line, and counts the rest in the next one', () => {
    let now = 0;
    const health = new DatabaseHealth(() => now);
    const { lines, log } = recorder();
    health.attach(log);
    const fault = { reason: 'server shutting down', code: '57P01', connectionUsable: false } as const;
    for (let i = 0; i < 10; i++)
      health.connectionLost(fault, 'terminating connection due to administrator command');
    now += CONNECTION_LOSS_LOG_INTERVAL_MS;
    health.connectionLost(null, 'read ECONNRESET');
    expect(lines).toEqual([
      {
        level: 'warn',
        details: { reason: 'server shutting down', code: '57P01' },
        message: 'database connection lost',
      },
      {
        level: 'warn',
        details: { reason: 'read ECONNRESET', code: undefined, alsoLostSinceLastLine: 9 },
        message: 'database connection lost',
      },
    ]);
    // A closed idle connection is not an outage: the pool opens a new one on next use.
    expect(health.available).toBe(true);
  });
});
