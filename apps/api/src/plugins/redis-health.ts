// Operability: Redis going away is one line when the first attempt fails and one when the connection is
// ready again, however many times ioredis retries in between (it emits an error for each attempt).
import type { EventEmitter } from 'node:events';
import { outageLog, type OutageLogger } from '../lib/outage-log.ts';

export function watchRedisHealth(redis: EventEmitter, log: OutageLogger, now: () => number = Date.now): void {
  const outage = outageLog(log, 'Redis', { component: 'redis' }, now);
  redis.on('error', (error: unknown) => outage.failed(error));
  redis.on('ready', () => outage.succeeded());
}
