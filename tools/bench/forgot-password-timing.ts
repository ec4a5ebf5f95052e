// Benchmark (quality-bar "Passwords": no user enumeration in forgot-password): the answer time of
// POST /api/account/forgot-password for an address with an account and one without, interleaved in one
// process over HTTP, so a loaded machine slows both alike. The API is in-process on PGlite (in memory),
// or on PostgreSQL with DATABASE_URL (a fresh schema, dropped at the end).
//   pnpm bench:forgot-password [pairs]
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp, insertAccount, loadConfig, openTestDatabase } from '@portal/api/testing';

const pairs = Number(process.argv[2] ?? 400);
const { db, drop } = await openTestDatabase();
const known = 'istnieje@example.com';
const unknown = 'nie.istnieje@example.com';
await insertAccount(
  db,
  { email: known, password: 'Benchmark-2026', kind: 'private', displayName: 'Bench' },
  10,
);
const base = loadConfig({ NODE_ENV: 'test' });
const config = {
  ...base,
  logLevel: 'warn',
  portalDist: '/nonexistent',
  filesDir: mkdtempSync(path.join(tmpdir(), 'bench-files-')),
  rateLimit: { ...base.rateLimit, auth: 1_000_000, max: 1_000_000 },
};
const app = await buildApp({ config, db, secret: 'bench', logger: false });
const url = await app.listen({ host: '127.0.0.1', port: 0 });
const csrf = await fetch(`${url}/api/csrf`, { method: 'POST' });
const cookies = csrf.headers.getSetCookie().map((c) => c.split(';')[0]!);
const token = cookies.find((c) => c.startsWith('XSRF-TOKEN='))!.split('=')[1]!;

async function time(email: string): Promise<number> {
  const start = performance.now();
  const response = await fetch(`${url}/api/account/forgot-password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: cookies.join('; '), 'x-xsrf-token': token },
    body: JSON.stringify({ email }),
  });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`HTTP ${response.status}`);
  return performance.now() - start;
}

for (let i = 0; i < 50; i++) await time(i % 2 ? known : unknown);
const times = { known: [] as number[], unknown: [] as number[] };
for (let i = 0; i < pairs; i++) {
  // Alternating which goes first cancels the drift of a loaded machine.
  const order = i % 2 ? (['known', 'unknown'] as const) : (['unknown', 'known'] as const);
  for (const which of order) times[which].push(await time(which === 'known' ? known : unknown));
}
await app.close();
await drop();

const quantile = (values: number[], q: number) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length * q)]!;
const row = (name: string, values: number[]) =>
  `${name.padEnd(18)} median ${quantile(values, 0.5).toFixed(2)} ms   p10 ${quantile(values, 0.1).toFixed(2)} ms   p90 ${quantile(values, 0.9).toFixed(2)} ms`;
const engine = process.env.DATABASE_URL?.startsWith('postgres') ? 'PostgreSQL' : 'PGlite';
console.log(`\nPOST /api/account/forgot-password, ${pairs} interleaved pairs over HTTP, ${engine}`);
console.log(row('with an account', times.known));
console.log(row('without an account', times.unknown));
console.log(`ratio of medians ${(quantile(times.known, 0.5) / quantile(times.unknown, 0.5)).toFixed(3)}`);
