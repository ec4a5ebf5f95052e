// `@portal/api/testing`: what code outside the API (the back-office CLI's tests, the benchmarks) may use to
// run the API and prepare its database, so no tool reaches into the API's internals by relative path
// (docs/architecture.md "Layers"; a lint zone in eslint.config.js refuses any other import of apps/api/src).
export { buildApp, type App } from '../app.ts';
export { loadConfig, type Config } from '../config.ts';
export { openDatabase, type Database } from '../db/database.ts';
export { migrateToLatest } from '../db/migrate.ts';
export { createTestApp, openTestDatabase, Client, type TestApp } from '../test/test-app.ts';
export { productionEnvironment } from '../test/production-environment.ts';
export { freshClusterFolder } from '../test/pglite-snapshot.ts';

// Data the tests and benchmarks seed.
export { insertAccount } from '../seed/demo-accounts.ts';
export { createCustomer } from '../test/accounts.ts';
export { customerWithEverything, storageKeysOf } from '../test/customer-data.ts';
export { upsertIssue } from '../issues/upsert-issue.ts';
export { recordReconciliation } from '../payments/reconciliation-repository.ts';
export { createIntegrationKey } from '../backoffice/integration-keys.ts';
export { rememberDemoPortalUrl } from '../backoffice/demo-key.ts';

// Reading back what the API wrote.
export { auditEventsAbout } from '../audit/audit-repository.ts';
export { DATA_RIGHTS_ACTIONS } from '../audit/audit-trail.ts';
export { DATA_FILE_NAME } from '../privacy/data-archive.ts';
export { unzip } from '../test/zip.ts';
