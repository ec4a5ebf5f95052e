// Benchmark (quality-bar "50 MB upload"): five 10 MB PDFs (52 428 800 bytes, the total limit) sent to
// POST /api/issues/documents/send while the server's resident memory is sampled from /proc every 20 ms.
// The body is generated while it is sent, so the client holds no 50 MB buffer either.
//   pnpm bench:upload
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const server = spawn(
  process.execPath,
  ['--expose-gc', '--import', 'tsx', fileURLToPath(new URL('./upload-server.ts', import.meta.url))],
  { stdio: ['ignore', 'pipe', 'inherit'] },
);
const ready = await new Promise<{ url: string; cookie: string; xsrf: string; issueId: number }>(
  (resolve, reject) => {
    server.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
    createInterface({ input: server.stdout! }).once('line', (line) => resolve(JSON.parse(line)));
  },
);

const rss = () =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${server.pid}/status`, 'utf8'))![1]) * 1024;
await new Promise((r) => setTimeout(r, 500));
const before = rss();
let peak = before;
const sampler = setInterval(() => (peak = Math.max(peak, rss())), 20);

const boundary = '----bench' + Date.now();
const FILE = 10 * 1024 * 1024;
const FILES = 5;
const chunk = Buffer.alloc(64 * 1024, 0x20);
const url = new URL('/api/issues/documents/send', ready.url);
const started = performance.now();
const status = await new Promise<number>((resolve, reject) => {
  const req = request(
    url,
    {
      method: 'POST',
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        cookie: ready.cookie,
        'x-xsrf-token': ready.xsrf,
      },
    },
    (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    },
  );
  req.on('error', reject);
  void (async () => {
    const write = (data: Buffer | string) =>
      req.write(data) ? Promise.resolve() : new Promise<void>((r) => req.once('drain', () => r()));
    await write(
      `--${boundary}\r\nContent-Disposition: form-data; name="issueId"\r\n\r\n${ready.issueId}\r\n`,
    );
    for (let f = 0; f < FILES; f++) {
      await write(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="skan-${f}.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7\n`,
      );
      let left = FILE - 9;
      while (left > 0) {
        const piece = left >= chunk.length ? chunk : chunk.subarray(0, left);
        await write(piece);
        left -= piece.length;
      }
      await write('\r\n');
    }
    req.end(`--${boundary}--\r\n`);
  })();
});
const seconds = (performance.now() - started) / 1000;
clearInterval(sampler);
server.kill('SIGTERM');

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
console.log(
  `\n50 MB upload (5 × 10 MB) to POST /api/issues/documents/send: HTTP ${status} in ${seconds.toFixed(1)} s`,
);
console.log(
  `server RSS before ${mb(before)} MB, peak ${mb(peak)} MB, growth ${mb(peak - before)} MB (budget < 32 MB)`,
);
if (status !== 200) process.exitCode = 1;
