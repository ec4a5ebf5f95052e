// Performance, "Compression": the build writes a brotli (.br) and a gzip (.gz) copy next to every text asset,
// at the strongest settings (paid once per build, not per request); the server sends the best one the
// browser accepts (apps/api/src/plugins/portal-static.ts). Source maps are not served, so not compressed.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text formats only: images and fonts in woff2 are compressed already. */
export const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest|ico|ttf|otf)$/i;

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    // .vite holds the build manifest, read by tools, never served.
    if (entry.isDirectory()) {
      if (entry.name !== '.vite') yield* files(full);
    } else if (COMPRESSIBLE.test(entry.name)) {
      yield full;
    }
  }
}

/** Writes file.br and file.gz for one file, each only when it is smaller than the original. */
export async function precompressFile(file: string): Promise<{ raw: number; br?: number; gz?: number }> {
  const raw = await readFile(file);
  const [br, gzipped] = await Promise.all([
    brotli(raw, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    }),
    gz(raw, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  const result: { raw: number; br?: number; gz?: number } = { raw: raw.length };
  if (br.length < raw.length) {
    await writeFile(`${file}.br`, br);
    result.br = br.length;
  }
  if (gzipped.length < raw.length) {
    await writeFile(`${file}.gz`, gzipped);
    result.gz = gzipped.length;
  }
  return result;
}

export async function precompressDirectory(dir: string, concurrency = 4): Promise<number> {
  const queue: string[] = [];
  for await (const file of files(dir)) queue.push(file);
  let next = 0;
  const worker = async () => {
    while (next < queue.length) await precompressFile(queue[next++]!);
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return queue.length;
}

export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'portal:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const started = Date.now();
      const count = await precompressDirectory(outDir);
      this.info?.(`precompressed ${count} files (br, gz) in ${Date.now() - started} ms`);
    },
  };
}
