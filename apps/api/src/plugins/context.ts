// The database and configuration, decorated once onto the instance for every plugin and route.
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import { databaseHealth, type Database } from '../db/database.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    config: Config;
    secret: string;
  }
}

export default fp<{ db: Database; config: Config; secret: string }>(
  async (app, { db, config, secret }) => {
    app.decorate('db', db);
    app.decorate('config', config);
    app.decorate('secret', secret);
    // Resilience: the database's faults and recoveries go to the app's log (docs/operations.md).
    databaseHealth(db)?.attach(app.log.child({ component: 'database' }));
  },
  { name: 'context' },
);
