// Scaling out: where @fastify/rate-limit keeps its counters. One process (the embedded default): its own
// memory. Several replicas: a store they all see, so a client cannot multiply its allowance by the number
// of replicas: Redis when REDIS_URL is set, otherwise the PostgreSQL database (one upsert per request).
import type { FastifyInstance } from 'fastify';
import type {
  FastifyRateLimitStore,
  FastifyRateLimitStoreCtor,
  RateLimitPluginOptions,
} from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import type { Config } from '../config.ts';
import { watchRedisHealth } from './redis-health.ts';
import { databaseHealth, type Database } from '../db/database.ts';
import { hitRateLimit } from './rate-limit-repository.ts';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** The counters in the database every replica uses (rows past their window go with housekeeping). */
export function databaseRateLimitStore(db: Database): FastifyRateLimitStoreCtor {
  const health = databaseHealth(db);
  class DatabaseStore implements FastifyRateLimitStore {
    constructor(
      _options: unknown,
      private readonly prefix = '',
    ) {}

    incr(key: string, callback: Callback, timeWindow: number): void {
      // The resilience work's rule: while the database is known to be away, routes that need none keep answering
      // at once; the limit is skipped (skipOnError) rather than waited for.
      if (health && !health.available) {
        callback(new Error('database unavailable: rate limit skipped'));
        return;
      }
      hitRateLimit(db, `${this.prefix}${key}`, timeWindow).then(
        (result) => callback(null, result),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(routeOptions: unknown): FastifyRateLimitStore {
      const route = (routeOptions as { routeInfo?: { method?: string; url?: string } }).routeInfo ?? {};
      return new DatabaseStore(undefined, `${this.prefix}${route.method ?? ''}${route.url ?? ''}-`);
    }
  }
  return DatabaseStore;
}

/** The store options for @fastify/rate-limit; a Redis connection is closed with the app. */
export function rateLimitStore(
  app: FastifyInstance,
  config: Config,
  db: Database,
): Pick<RateLimitPluginOptions, 'store' | 'redis' | 'nameSpace' | 'skipOnError'> {
  switch (config.rateLimitStore.kind) {
    case 'memory':
      return {};
    case 'database':
      // The database being away must not turn requests that need no database into errors.
      return { store: databaseRateLimitStore(db), skipOnError: true };
    case 'redis': {
      const redis = new Redis(config.redisUrl!, {
        // A request must not wait for an unreachable Redis: fail fast, and the limit is skipped.
        connectTimeout: 1_000,
        maxRetriesPerRequest: 1,
        enableOfflineQueue: false,
        lazyConnect: false,
      });
      watchRedisHealth(redis, app.log);
      // Without the offline queue a command sent before the connection is up fails and is skipped: the
      // first requests after a start would not be counted. The app is ready once Redis is, or a second has
      // passed (an unreachable Redis must not keep the replica from serving).
      app.addHook(
        'onReady',
        () =>
          new Promise<void>((resolve) => {
            if (redis.status === 'ready') return resolve();
            const timer = setTimeout(resolve, 1_000);
            redis.once('ready', () => {
              clearTimeout(timer);
              resolve();
            });
          }),
      );
      app.addHook('onClose', async () => {
        redis.disconnect();
      });
      // An unreachable Redis must not turn every request into an error: the limit is skipped meanwhile.
      return { redis, nameSpace: config.rateLimitStore.redisNameSpace, skipOnError: true };
    }
  }
}
