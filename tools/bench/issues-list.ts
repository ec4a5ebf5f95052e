// Benchmark (quality-bar "API GET /api/issues"): a customer with 500 cases, 50 concurrent connections,
// beside a bare Fastify JSON route in the same run. The server (issues-server.ts) runs in a child
// process and autocannon here, so the load generator does not share the server's event loop.
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test pnpm bench:issues
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const duration = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 50;
const server = spawn(
  process.execPath,
  [
    ...(process.env.BENCH_PROF ? ['--cpu-prof', '--cpu-prof-dir=' + process.env.BENCH_PROF] : []),
    '--import',
    'tsx',
    fileURLToPath(new URL('./issues-server.ts', import.meta.url)),
  ],
  {
    env: { ...process.env, BENCH_ROLE: 'server' },
    stdio: ['ignore', 'pipe', 'inherit'],
  },
);
const ready = await new Promise<{ apiUrl: string; bareUrl: string; session: string; bytes: number }>(
  (resolve, reject) => {
    server.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
    createInterface({ input: server.stdout! }).once('line', (line) => resolve(JSON.parse(line)));
  },
);

async function run(target: string, headers: Record<string, string> = {}) {
  const result = await autocannon({ url: target, connections, duration, headers });
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    rps: result.requests.average,
    errors: result.errors + result.non2xx,
  };
}

const bare = await run(`${ready.bareUrl}/bare`);
const bareSame = await run(`${ready.bareUrl}/bare-same`);
const issues = await run(`${ready.apiUrl}/api/issues`, { cookie: ready.session });
// What a browser sends: the cached list goes out compressed.
const issuesGzip = await run(`${ready.apiUrl}/api/issues`, {
  cookie: ready.session,
  'accept-encoding': 'gzip',
});
server.kill('SIGTERM');

const engine = (process.env.DATABASE_URL ?? '').startsWith('postgres')
  ? 'PostgreSQL 15'
  : 'PGlite (in memory)';
console.log(
  `\nGET /api/issues: 500 cases (${Math.round(ready.bytes / 1024)} KB of JSON), ${connections} connections, ${duration} s each, ${engine}, Node ${process.version}`,
);
console.log('| route | p50 ms | p99 ms | req/s | errors |');
console.log('|---|---|---|---|---|');
console.log(
  `| bare Fastify JSON route | ${bare.p50} | ${bare.p99} | ${Math.round(bare.rps)} | ${bare.errors} |`,
);
console.log(
  `| bare route, the same 500 cases as a constant | ${bareSame.p50} | ${bareSame.p99} | ${Math.round(bareSame.rps)} | ${bareSame.errors} |`,
);
console.log(
  `| GET /api/issues | ${issues.p50} | ${issues.p99} | ${Math.round(issues.rps)} | ${issues.errors} |`,
);
console.log(
  `| GET /api/issues, Accept-Encoding: gzip | ${issuesGzip.p50} | ${issuesGzip.p99} | ${Math.round(issuesGzip.rps)} | ${issuesGzip.errors} |`,
);
console.log(
  `throughput: ${((issues.rps / bare.rps) * 100).toFixed(1)}% of the bare route, ${((issues.rps / bareSame.rps) * 100).toFixed(1)}% of the bare route with the same payload; with gzip ${((issuesGzip.rps / bare.rps) * 100).toFixed(1)}% of the bare route`,
);
