// The server side of the GET /api/issues benchmark (issues-list.ts starts it): seeds a customer with
// 500 cases, serves the API and a bare Fastify JSON route, prints where and with which session.
import { randomBytes } from 'node:crypto';
import Fastify from 'fastify';
import {
  buildApp,
  insertAccount,
  loadConfig,
  migrateToLatest,
  openDatabase,
  productionEnvironment,
  upsertIssue,
} from '@portal/api/testing';

const url = process.env.DATABASE_URL ?? 'pglite://memory';
const schema = url.startsWith('postgres') ? `bench_${randomBytes(4).toString('hex')}` : undefined;

const db = await openDatabase({ url, ...(schema ? { schema } : {}) });
await migrateToLatest(db, schema);
const email = 'bench@example.com';
const password = 'Benchmark-2026';
await insertAccount(db, { email, password, kind: 'private', displayName: 'Bench' }, 10);
await db.transaction().execute(async (trx) => {
  for (let i = 0; i < 500; i++) {
    await upsertIssue(trx, {
      number: `BN/2026/${String(i).padStart(5, '0')}`,
      barcode: `59${String(i).padStart(10, '0')}`,
      type: ['Przyłączenie do sieci', 'Mikroinstalacja', 'Usunięcie kolizji'][i % 3]!,
      status: ['Zgłoszenie', 'W realizacji', 'Zgłoszenie przyjęte', 'Przygotowanie umowy'][i % 4]!,
      client: 'Jan Benchmark',
      address: `ul. Długa ${i}, 00-001 Warszawa`,
      registrationDate: new Date(Date.now() - i * 3_600_000).toISOString(),
      notification: i % 10 === 0 ? 'Prosimy o kontakt' : null,
      recent: i < 5,
      customerEmail: email,
    });
  }
});

const config = {
  // Production's settings (a production start refuses an incomplete production environment).
  ...loadConfig(productionEnvironment),
  portalDist: '/nonexistent',
  rateLimit: { max: 10_000_000, windowMs: 60_000, auth: 1000 },
};
const app = await buildApp({ config, db, secret: 'bench', logger: false });
const apiUrl = await app.listen({ host: '127.0.0.1', port: 0 });

const bare = Fastify({ logger: false });
const payload = { ok: true, items: [1, 2, 3] };
bare.get('/bare', async () => payload);
let samePayload: unknown = null;
// The same 500 cases as a constant: what serving this much JSON costs without the database.
bare.get('/bare-same', async () => samePayload);
const bareUrl = await bare.listen({ host: '127.0.0.1', port: 0 });

// Sign in like the portal: anti-forgery cookie, then login.
const csrf = await fetch(`${apiUrl}/api/csrf`, { method: 'POST' });
const cookies = csrf.headers.getSetCookie().map((c) => c.split(';')[0]!);
const token = cookies.find((c) => c.startsWith('XSRF-TOKEN='))!.split('=')[1]!;
const login = await fetch(`${apiUrl}/api/account/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', cookie: cookies.join('; '), 'x-xsrf-token': token },
  body: JSON.stringify({ username: email, password }),
});
const session = login.headers
  .getSetCookie()
  .map((c) => c.split(';')[0]!)
  .find((c) => c.startsWith('SESSION='))!;
const check = await fetch(`${apiUrl}/api/issues`, { headers: { cookie: session } });
const body = (await check.json()) as { issues: unknown[] };
if (body.issues.length !== 500) throw new Error(`expected 500 cases, got ${body.issues.length}`);
samePayload = body;

{
  // The load generator runs in another process so it does not steal this one's CPU.
  process.stdout.write(
    `${JSON.stringify({ apiUrl, bareUrl, session, bytes: JSON.stringify(body).length })}\n`,
  );
  await new Promise<void>((resolve) => process.once('SIGTERM', () => resolve()));
  await app.close();
  await bare.close();
  if (schema) {
    const admin = await openDatabase({ url });
    await admin.schema.dropSchema(schema).ifExists().cascade().execute();
    await admin.destroy();
  }
  process.exit(0);
}
