// The server side of the upload benchmark (upload-memory.ts starts it): a customer with one case,
// the API on a random port; prints where, with which session and anti-forgery token.
import {
  buildApp,
  insertAccount,
  loadConfig,
  migrateToLatest,
  openDatabase,
  upsertIssue,
} from '@portal/api/testing';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const db = await openDatabase({ url: 'pglite://memory' });
await migrateToLatest(db);
await insertAccount(
  db,
  { email: 'upload@example.com', password: 'Benchmark-2026', kind: 'private', displayName: 'Upload' },
  10,
);
const { id } = await db.transaction().execute((trx) =>
  upsertIssue(trx, {
    number: 'UP/1',
    barcode: '1',
    type: 'Usługa techniczna',
    status: 'W realizacji',
    client: 'Upload',
    address: 'ul. Długa 1',
    registrationDate: new Date().toISOString(),
    customerEmail: 'upload@example.com',
  }),
);
const config = {
  ...loadConfig({ NODE_ENV: 'test' }),
  logLevel: 'warn',
  portalDist: '/nonexistent',
  filesDir: mkdtempSync(path.join(tmpdir(), 'bench-files-')),
};
const app = await buildApp({ config, db, secret: 'bench', logger: false });
const url = await app.listen({ host: '127.0.0.1', port: 0 });
const csrf = await fetch(`${url}/api/csrf`, { method: 'POST' });
const cookies = csrf.headers.getSetCookie().map((c) => c.split(';')[0]!);
const token = cookies.find((c) => c.startsWith('XSRF-TOKEN='))!.split('=')[1]!;
const login = await fetch(`${url}/api/account/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', cookie: cookies.join('; '), 'x-xsrf-token': token },
  body: JSON.stringify({ username: 'upload@example.com', password: 'Benchmark-2026' }),
});
const session = login.headers.getSetCookie().map((c) => c.split(';')[0]!);
const xsrf = session.find((c) => c.startsWith('XSRF-TOKEN='))!.split('=')[1]!;
global.gc?.();
process.stdout.write(`${JSON.stringify({ url, cookie: session.join('; '), xsrf, issueId: id })}\n`);
await new Promise<void>((resolve) => process.once('SIGTERM', () => resolve()));
await app.close();
process.exit(0);
