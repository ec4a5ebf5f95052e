// Operability: each dependency's state, as /readyz answers it and the metrics (portal_dependency_up) report
// it. The database and the file storage are checked when asked (the storage without waiting long for a
// hung store); Redis by its connection's state; mail and SMS by the outbox's last delivery attempt on this
// replica, since a probe of an SMTP server or an SMS gateway per health check would cost more than it says.
import fp from 'fastify-plugin';
import type { Readiness } from '@portal/api-contract';
import { pingDatabase } from '../db/ping.ts';
import { storageProbe } from '../adapters/storage/storage-probe.ts';

export type DependencyStates = Readiness['dependencies'];

declare module 'fastify' {
  interface FastifyInstance {
    dependencyStates: () => Promise<DependencyStates>;
  }
}

export default fp(
  async (app) => {
    const probeStorage = storageProbe(app.storage);
    app.decorate('dependencyStates', async (): Promise<DependencyStates> => {
      const [database, storage] = await Promise.all([
        pingDatabase(app.db).then(
          (): 'up' => 'up',
          (): 'down' => 'down',
        ),
        probeStorage(),
      ]);
      const redis = app.rateLimitRedis;
      const { email, sms } = app.messageDelivery;
      return {
        database,
        storage,
        ...(redis ? { redis: redis.status === 'ready' ? ('up' as const) : ('down' as const) } : {}),
        mail: email,
        ...(sms === null ? {} : { sms }),
      };
    });
  },
  { name: 'dependency-states', dependencies: ['services'] },
);
