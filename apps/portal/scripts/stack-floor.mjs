#!/usr/bin/env node
// Performance: what the fixed stack weighs before the portal adds anything. Builds scripts/stack-floor/ (React
// 19, Chakra UI v3 with the portal's theme, TanStack Router and Query: one heading, one button, one link)
// for production as the portal is built (Vite, es2022, the same React plugin) and prints its JavaScript in
// gzip (level 9, as bundle-report.mjs counts) and brotli. bundle-report.mjs measures it the same way (issue
// 30: the key screens' budgets are this floor plus an allowance), and bench:lighthouse serves its page.
// Usage: node scripts/stack-floor.mjs             (prints the floor's weight)
//        node scripts/stack-floor.mjs --out=DIR   (only builds the page into DIR, for bench:lighthouse)
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

const root = fileURLToPath(new URL('./stack-floor/', import.meta.url));

/**
 * Builds the floor page into outDir (its index.html and assets/), as the portal is built.
 * @param {string} outDir
 */
export async function buildStackFloor(outDir) {
  await build({
    configFile: false,
    root,
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir, emptyOutDir: true, target: 'es2022' },
  });
}

/** @returns {Promise<{ gzip: number, brotli: number }>} the floor's JavaScript, in bytes */
export async function measureStackFloor() {
  const outDir = await mkdtemp(path.join(tmpdir(), 'stack-floor-'));
  try {
    await buildStackFloor(outDir);
    const assets = path.join(outDir, 'assets');
    let gzip = 0;
    let brotli = 0;
    for (const file of (await readdir(assets)).filter((name) => name.endsWith('.js'))) {
      const bytes = await readFile(path.join(assets, file));
      gzip += gzipSync(bytes, { level: 9 }).length;
      brotli += brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
    }
    return { gzip, brotli };
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const out = process.argv.find((arg) => arg.startsWith('--out='))?.slice('--out='.length);
  if (out) {
    await buildStackFloor(path.resolve(out));
    process.exit(0);
  }
  const { gzip, brotli } = await measureStackFloor();
  console.log(
    `The fixed stack alone (React, Chakra UI with the portal's theme, TanStack Router and Query): ` +
      `${(gzip / 1024).toFixed(1)} KB gzip, ${(brotli / 1024).toFixed(1)} KB brotli`,
  );
}
