// `pnpm bench:cluster`: three API processes on one PostgreSQL database with files in an
// S3-compatible object store (s3rver on 127.0.0.1), a round-robin proxy of a few lines of node:http in
// front, and a bounded mixed load (sign in, case list, send a document, send an application, pay an
// invoice) for a fixed time. One replica is killed (SIGKILL) a third of the way in and started again;
// afterwards every acknowledged write is checked: each document and application file downloadable from
// the object store with its size, each application present, each paid invoice paid by exactly one order.
// The same load against one process gives the comparison.
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres BENCH_SECONDS=25 pnpm bench:cluster
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { Browser } from '../../apps/api/faults/harness/browser.ts';
import { application, FORM } from '../../apps/api/faults/harness/application.ts';
import { s3Storage, samplePdf, startS3Server } from '@portal/api/testing/storage';

const seconds = Number(process.env.BENCH_SECONDS ?? 25);
const users = Number(process.env.BENCH_USERS ?? 6);
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const ports = { replicas: [3231, 3232, 3233], proxy: 3234, single: 3235 };
const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/api');
void FORM;

// --- infrastructure ----------------------------------------------------------------------------------

async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

function databaseUrl(name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

interface Replica {
  port: number;
  child: ChildProcess;
  output: string[];
}

function startReplica(port: number, env: Record<string, string>): Replica {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: apiDir,
    env: { PATH: process.env.PATH ?? '', ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => output.push(chunk));
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => output.push(chunk));
  return { port, child, output };
}

async function ready(replica: Replica, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (replica.child.exitCode !== null)
      throw new Error(`replica ${replica.port} exited:\n${replica.output.join('')}`);
    try {
      const response = await fetch(`http://127.0.0.1:${replica.port}/readyz`, {
        signal: AbortSignal.timeout(2_000),
      });
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`replica ${replica.port} not ready:\n${replica.output.join('')}`);
}

async function stop(replica: Replica, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (replica.child.exitCode !== null || replica.child.signalCode !== null) return;
  const exited = new Promise((resolve) => replica.child.once('exit', resolve));
  replica.child.kill(signal);
  await exited;
}

/** The benchmark's load balancer: round robin; an upstream that refuses connections is skipped for 1 s. */
function startProxy(port: number, upstreams: number[]): Promise<http.Server> {
  const downUntil = new Map<number, number>();
  let next = 0;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const server = http.createServer((request, response) => {
    const now = Date.now();
    const healthy = upstreams.filter((upstream) => (downUntil.get(upstream) ?? 0) <= now);
    const pool = healthy.length > 0 ? healthy : upstreams;
    const upstream = pool[next++ % pool.length]!;
    const forward = http.request(
      {
        host: '127.0.0.1',
        port: upstream,
        method: request.method,
        path: request.url,
        headers: { ...request.headers, 'x-forwarded-for': request.socket.remoteAddress ?? '127.0.0.1' },
        agent,
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    forward.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ECONNREFUSED') downUntil.set(upstream, Date.now() + 1_000);
      if (!response.headersSent) response.writeHead(502, { 'content-type': 'text/plain' });
      response.end('bad gateway');
    });
    request.pipe(forward);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

// --- the load ----------------------------------------------------------------------------------------

interface Acknowledged {
  documents: { id: number; bytes: number }[];
  applications: { number: string; bytes: number }[];
  payments: string[];
}

interface User {
  email: string;
  password: string;
  issueId: number;
  invoices: { number: string; amount: string }[];
}

const latencies: Record<string, number[]> = {};
let failures = 0;
/** Payments whose gateway notification never reached the portal (it went to the killed replica). */
let unconfirmedPayments = 0;
const failureKinds = new Map<string, number>();

function record(kind: string, ms: number, ok: boolean, detail = ''): void {
  (latencies[kind] ??= []).push(ms);
  if (!ok) {
    failures += 1;
    const key = `${kind} ${detail}`.slice(0, 80);
    failureKinds.set(key, (failureKinds.get(key) ?? 0) + 1);
  }
}

async function timed<T>(
  kind: string,
  action: () => Promise<T>,
  ok: (value: T) => boolean,
  detail: (value: T) => string,
) {
  const started = performance.now();
  try {
    const value = await action();
    record(kind, performance.now() - started, ok(value), ok(value) ? '' : detail(value));
    return ok(value) ? value : null;
  } catch (error) {
    record(kind, performance.now() - started, false, (error as Error).message);
    return null;
  }
}

async function runUser(
  baseUrl: string,
  user: User,
  until: number,
  acknowledged: Acknowledged,
): Promise<void> {
  let browser = new Browser(baseUrl);
  const signIn = async () => {
    browser = new Browser(baseUrl);
    return timed(
      'sign in',
      () => browser.post('/api/account/login', { username: user.email, password: user.password }),
      (answer) => answer.status === 200,
      (answer) => String(answer.status),
    );
  };
  let signedIn = (await signIn()) !== null;
  let step = 0;
  while (Date.now() < until) {
    step += 1;
    const kind = step % 10;
    // A sign-in that failed (its replica was killed) is tried again before anything else.
    if (kind === 0 || !signedIn) {
      signedIn = (await signIn()) !== null;
    } else if (kind <= 5) {
      await timed(
        'case list',
        () => browser.get('/api/issues'),
        (a) => a.status === 200,
        (a) => String(a.status),
      );
    } else if (kind <= 7) {
      const bytes = 50_000 + Math.floor(Math.random() * 150_000);
      const form = new FormData();
      form.append('issueId', String(user.issueId));
      form.append('text', 'Dokument z testu obciążenia.');
      form.append('file', new Blob([samplePdf(bytes)], { type: 'application/pdf' }), 'dokument.pdf');
      const answer = await timed(
        'send a document',
        () =>
          browser.request('POST', '/api/issues/documents/send', {
            form,
            headers: { 'idempotency-key': randomUUID() },
          }),
        (a) => a.status === 200,
        (a) => String(a.status),
      );
      if (answer)
        acknowledged.documents.push({ id: (answer.body as { document: { id: number } }).document.id, bytes });
    } else if (kind === 8) {
      const sent = application(20_000);
      const answer = await timed(
        'send an application',
        () =>
          browser.request('POST', '/api/application/send/logged', {
            form: sent.form,
            headers: { 'idempotency-key': randomUUID() },
          }),
        (a) => a.status === 200,
        (a) => `${a.status} ${JSON.stringify(a.body).slice(0, 60)}`,
      );
      if (answer)
        acknowledged.applications.push({
          number: (answer.body as { applicationNumber: string }).applicationNumber,
          bytes: 20_000,
        });
    } else {
      const invoice = user.invoices.shift();
      if (!invoice) continue;
      const order = await timed(
        'pay an invoice',
        () =>
          browser.post('/api/orders/pay', {
            totalAmount: invoice.amount,
            invoices: [{ ...invoice, orderId: 'BENCH' }],
          }),
        (a) => a.status === 200,
        (a) => `${a.status} ${JSON.stringify(a.body).slice(0, 60)}`,
      );
      if (!order) continue;
      const redirect = new URL((order.body as { redirectUrl: string }).redirectUrl);
      // The customer presses "Zapłać" on the simulated gateway; it notifies the portal (through the proxy).
      const paid = await timed(
        'pay an invoice',
        () =>
          fetch(`${baseUrl}${redirect.pathname}`, {
            method: 'POST',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            body: 'decision=pay',
            redirect: 'manual',
            signal: AbortSignal.timeout(15_000),
          }),
        (r) => r.status === 303,
        (r) => String(r.status),
      );
      if (!paid) continue;
      // Acknowledged when the portal shows the order paid (the return page's poll), as the customer sees it.
      const orderId = new URL(paid.headers.get('location') ?? '', baseUrl).searchParams.get('zamowienie');
      let state = '';
      for (let poll = 0; poll < 50 && state !== 'PAID' && Date.now() < until + 10_000; poll++) {
        const answer = await browser.get(`/api/orders/${orderId}`).catch(() => null);
        state = (answer?.body as { status?: string } | undefined)?.status ?? '';
        if (state !== 'PAID') await new Promise((resolve) => setTimeout(resolve, 100));
      }
      if (state === 'PAID') acknowledged.payments.push(invoice.number);
      else unconfirmedPayments += 1;
    }
  }
}

function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = values.slice().sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

// --- one run -----------------------------------------------------------------------------------------

interface RunResult {
  label: string;
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  failures: number;
  byKind: Record<string, { n: number; p99: number }>;
  acknowledged: Acknowledged;
  lost: string[];
  doubled: string[];
}

async function prepareUsers(db: pg.Client, baseUrl: string, key: string, label: string): Promise<User[]> {
  const { insertAccount, openDatabase } = await import('@portal/api/testing');
  void db;
  const created: User[] = [];
  const kysely = await openDatabase({ url: process.env.BENCH_CURRENT_DB! });
  try {
    for (let i = 0; i < users; i++) {
      const email = `obciazenie.${label}.${i}.${randomBytes(3).toString('hex')}@example.com`;
      const password = 'Obciazenie-Haslo-2026';
      await insertAccount(kysely, { email, password, kind: 'private', displayName: `Obciążenie ${i}` }, 10);
      const bo = (url: string, body: object) =>
        fetch(`${baseUrl}${url}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-api-key': key },
          body: JSON.stringify(body),
        }).then(async (r) => {
          if (!r.ok) throw new Error(`${url}: ${r.status} ${await r.text()}`);
          return r.json() as Promise<{ id: number }>;
        });
      const issue = await bo('/api/backoffice/issues', {
        number: `OB/${label}/${i}/${randomBytes(2).toString('hex')}`,
        barcode: '590000111',
        type: 'Przyłączenie do sieci',
        status: 'W realizacji',
        client: `Obciążenie ${i}`,
        address: 'ul. Lipowa 1, 05-500 Piaseczno',
        registrationDate: '2026-10-01T10:00:00.000Z',
        customerEmail: email,
      });
      const invoices = [];
      for (let j = 0; j < 40; j++) {
        const number = `FV/OB/${label}/${i}/${j}/${randomBytes(2).toString('hex')}`;
        const amount = `${100 + j}.${String(10 + i).padStart(2, '0')}`;
        await bo('/api/backoffice/invoices', {
          number,
          customerEmail: email,
          type: 'Faktura VAT',
          amount,
          issueDate: '2026-10-01T00:00:00.000Z',
          paymentTerm: '2099-01-01T00:00:00.000Z',
        });
        invoices.push({ number, amount });
      }
      created.push({ email, password, issueId: issue.id, invoices });
    }
  } finally {
    await kysely.destroy();
  }
  return created;
}

async function verify(db: pg.Client, storage: ReturnType<typeof s3Storage>, acknowledged: Acknowledged) {
  const lost: string[] = [];
  const doubled: string[] = [];
  const objectBytes = async (key: string) => {
    let length = 0;
    for await (const chunk of await storage.read(key)) length += (chunk as Buffer).length;
    return length;
  };
  for (const document of acknowledged.documents) {
    const { rows } = await db.query<{ storage_key: string; size: number }>(
      'select storage_key, size from issue_document_file where document_id = $1',
      [document.id],
    );
    if (rows.length !== 1) {
      lost.push(`document ${document.id}: ${rows.length} files`);
      continue;
    }
    const bytes = await objectBytes(rows[0]!.storage_key).catch(() => -1);
    if (bytes !== document.bytes)
      lost.push(`document ${document.id}: ${bytes} of ${document.bytes} bytes in storage`);
  }
  for (const sent of acknowledged.applications) {
    const { rows } = await db.query<{ storage_key: string; size: number }>(
      `select f.storage_key, f.size from application a join application_attachment f on f.application_id = a.id where a.number = $1`,
      [sent.number],
    );
    if (rows.length !== 1) {
      lost.push(`application ${sent.number}: ${rows.length} attachments`);
      continue;
    }
    const bytes = await objectBytes(rows[0]!.storage_key).catch(() => -1);
    if (bytes !== sent.bytes)
      lost.push(`application ${sent.number}: ${bytes} of ${sent.bytes} bytes in storage`);
  }
  const applicationNumbers = acknowledged.applications.map((a) => a.number);
  const { rows: duplicates } = await db.query<{ number: string }>(
    'select number from application where number = any($1) group by number having count(*) > 1',
    [applicationNumbers],
  );
  for (const row of duplicates) doubled.push(`application ${row.number}`);
  for (const number of acknowledged.payments) {
    // The notification goes from the gateway to the portal after the 303: allow it a moment.
    let status = '';
    for (let attempt = 0; attempt < 50; attempt++) {
      const { rows } = await db.query<{ status: string }>('select status from invoice where number = $1', [
        number,
      ]);
      status = rows[0]?.status ?? 'missing';
      if (status === 'PAID') break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    if (status !== 'PAID') lost.push(`invoice ${number}: ${status}`);
  }
  const { rows: paidTwice } = await db.query<{ number: string; orders: number }>(
    `select i.number, count(*)::int as orders from payment_order_invoice poi
       join payment_order o on o.id = poi.order_id and o.status = 'PAID'
       join invoice i on i.id = poi.invoice_id
      where i.number like 'FV/OB/%' group by i.number having count(*) > 1`,
  );
  for (const row of paidTwice) doubled.push(`invoice ${row.number} paid by ${row.orders} orders`);
  return { lost, doubled };
}

async function run(
  label: string,
  replicaPorts: number[],
  entryPort: number,
  killOne: boolean,
  shared: { env: Record<string, string>; storage: ReturnType<typeof s3Storage> },
): Promise<RunResult> {
  const name = `bench_cluster_${label}_${randomBytes(3).toString('hex')}`;
  await admin(`create database ${name}`);
  const url = databaseUrl(name);
  process.env.BENCH_CURRENT_DB = url;
  const folder = mkdtempSync(path.join(tmpdir(), `bench-cluster-${label}-`));
  const env = {
    ...shared.env,
    DATABASE_URL: url,
    PUBLIC_URL: `http://127.0.0.1:${entryPort}`,
    BACKOFFICE_KEY_FILE: path.join(folder, 'backoffice.key'),
    TMPDIR: folder,
  };
  const replicas: Replica[] = [];
  let proxy: http.Server | null = null;
  const db = new pg.Client({ connectionString: url });
  try {
    // The first replica migrates and seeds; the others start on the migrated database.
    replicas.push(startReplica(replicaPorts[0]!, env));
    await ready(replicas[0]!);
    for (const port of replicaPorts.slice(1)) replicas.push(startReplica(port, env));
    await Promise.all(replicas.map((replica) => ready(replica)));
    if (replicaPorts.length > 1) proxy = await startProxy(entryPort, replicaPorts);
    await db.connect();
    const key = readFileSync(env.BACKOFFICE_KEY_FILE, 'utf8').trim();
    const prepared = await prepareUsers(db, `http://127.0.0.1:${entryPort}`, key, label);

    for (const kind of Object.keys(latencies)) delete latencies[kind];
    failures = 0;
    unconfirmedPayments = 0;
    failureKinds.clear();
    const acknowledged: Acknowledged = { documents: [], applications: [], payments: [] };
    const started = Date.now();
    const until = started + seconds * 1000;
    const load = Promise.all(
      prepared.map((user) => runUser(`http://127.0.0.1:${entryPort}`, user, until, acknowledged)),
    );
    let restart: Promise<void> = Promise.resolve();
    if (killOne) {
      restart = (async () => {
        await new Promise((resolve) => setTimeout(resolve, (seconds * 1000) / 3));
        const victim = replicas[1]!;
        await stop(victim, 'SIGKILL');
        console.log(
          `  ${((Date.now() - started) / 1000).toFixed(1)} s: replica :${victim.port} killed (SIGKILL)`,
        );
        await new Promise((resolve) => setTimeout(resolve, 2_000));
        replicas[1] = startReplica(victim.port, env);
        await ready(replicas[1]);
        console.log(`  ${((Date.now() - started) / 1000).toFixed(1)} s: replica :${victim.port} ready again`);
      })();
    }
    await load;
    await restart;
    const elapsed = (Date.now() - started) / 1000;
    const all = Object.values(latencies).flat();
    const byKind = Object.fromEntries(
      Object.entries(latencies).map(([kind, values]) => [
        kind,
        { n: values.length, p99: Math.round(percentile(values, 99)) },
      ]),
    );
    const { lost, doubled } = await verify(db, shared.storage, acknowledged);
    if (failureKinds.size > 0) console.log('  refused or failed requests:', Object.fromEntries(failureKinds));
    if (unconfirmedPayments > 0)
      console.log(
        `  ${unconfirmedPayments} payment(s) not confirmed: the gateway's notification met the killed replica`,
      );
    return {
      label,
      requests: all.length,
      rps: all.length / elapsed,
      p50: Math.round(percentile(all, 50)),
      p99: Math.round(percentile(all, 99)),
      failures,
      byKind,
      acknowledged,
      lost,
      doubled,
    };
  } finally {
    await db.end().catch(() => undefined);
    proxy?.close();
    await Promise.all(replicas.map((replica) => stop(replica)));
    await admin(`drop database if exists ${name} with (force)`).catch(() => undefined);
    rmSync(folder, { recursive: true, force: true });
  }
}

// --- main --------------------------------------------------------------------------------------------

const began = Date.now();
const s3 = await startS3Server('bench-cluster');
const settings = s3.settings();
const shared = {
  storage: s3Storage(settings),
  env: {
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    PORTAL_DIST: '/nonexistent',
    SCHEMAS_DIR: path.join(apiDir, 'src/test/schemas'),
    SEED_DEMO_DATA: 'true',
    TRUST_PROXY: '127.0.0.1',
    // Every virtual customer comes from 127.0.0.1: the per-address limits would measure themselves.
    RATE_LIMIT_MAX: '1000000',
    RATE_LIMIT_AUTH: '1000000',
    LOGIN_ADDRESS_FAILURES: '1000000',
    MAX_CONNECTIONS_PER_ADDRESS: '0',
    PASSWORD_COST_LOG2: '12',
    ALTCHA_MAX_NUMBER: '1000',
    STORAGE: 's3',
    S3_ENDPOINT: settings.endpoint!,
    S3_BUCKET: settings.bucket,
    S3_REGION: settings.region,
    S3_ACCESS_KEY_ID: settings.accessKeyId!,
    S3_SECRET_ACCESS_KEY: settings.secretAccessKey!,
    SHUTDOWN_TIMEOUT_MS: '5000',
  },
};
let results: RunResult[] = [];
try {
  console.log(`bench:cluster: ${users} customers, ${seconds} s per run, Node ${process.version}`);
  console.log('three replicas behind the round-robin proxy, one killed and restarted:');
  const cluster = await run('cluster', ports.replicas, ports.proxy, true, shared);
  console.log('one process, the same load:');
  const single = await run('single', [ports.single], ports.single, false, shared);
  results = [cluster, single];
} finally {
  await s3.stop();
}

console.log(
  `\n| setup | requests | req/s | p50 ms | p99 ms | failed requests | documents | applications | payments | lost | doubled |`,
);
console.log('|---|---|---|---|---|---|---|---|---|---|---|');
for (const r of results) {
  console.log(
    `| ${r.label === 'cluster' ? '3 replicas + proxy, one killed mid-run' : '1 process'} | ${r.requests} | ${r.rps.toFixed(1)} | ${r.p50} | ${r.p99} | ${r.failures} | ${r.acknowledged.documents.length} | ${r.acknowledged.applications.length} | ${r.acknowledged.payments.length} | ${r.lost.length} | ${r.doubled.length} |`,
  );
}
for (const r of results) {
  console.log(
    `${r.label} p99 by kind: ${Object.entries(r.byKind)
      .map(([k, v]) => `${k} ${v.p99} ms (${v.n})`)
      .join(', ')}`,
  );
  for (const line of [...r.lost, ...r.doubled]) console.log(`  ${r.label}: ${line}`);
}
console.log(`total ${((Date.now() - began) / 1000).toFixed(0)} s`);
const broken = results.some((r) => r.lost.length > 0 || r.doubled.length > 0);
console.log(broken ? 'FAILED: a lost or doubled write' : 'every acknowledged write is there, none doubled');
process.exit(broken ? 1 : 0);
