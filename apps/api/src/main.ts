// `pnpm start`: the portal and its API from one process, on an embedded database migrated and seeded
// with demo data on first start.
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { loadSecret } from './secret.ts';
import { seedDemoData } from './seed/demo.ts';
import { demoAccounts } from './seed/demo-accounts.ts';
import { ensureDemoIntegrationKey } from './backoffice/demo-key.ts';
import { demoKeyFile } from './config.ts';

const config = loadConfig();
const db = await openDatabase({ url: config.databaseUrl });
await migrateToLatest(db);
const secret = await loadSecret(db);
const app = await buildApp({ config, db, secret });
if (config.seedDemoData) {
  const seeded = await seedDemoData(db, { publicUrl: config.publicUrl });
  if (seeded) app.log.info('demo data seeded');
  if (config.environment !== 'production') await ensureDemoIntegrationKey(db, demoKeyFile);
}

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  });
}

await app.listen({ host: config.host, port: config.port });
const where = config.databaseUrl.startsWith('postgres') ? 'PostgreSQL' : `PGlite (${config.databaseUrl})`;
console.log(`\n  Portal Klienta działa: ${config.publicUrl}\n  Baza danych: ${where}\n`);
if (config.seedDemoData) {
  console.log('  Konta demonstracyjne (e-mail / hasło):');
  for (const account of demoAccounts) {
    const mfa = account.totpSecret ? ` (2FA: klucz ${account.totpSecret})` : '';
    console.log(`    ${account.email} / ${account.password}${mfa}`);
  }
  if (config.environment !== 'production') console.log(`\n  Poczta deweloperska: ${config.publicUrl}/dev/poczta\n`);
}
