#!/usr/bin/env node
// quality-bar "Performance": JS for the first view of `/` must stay within 180 KB gzip, counting every
// chunk it loads. Reads the Vite manifest of the production build (run `pnpm build` first) and sums the
// gzip size of the entry, its static imports, and the chunk of each route the first view renders.
// Usage: node scripts/bundle-report.mjs [--budget=180] [--route=src/routes/index.tsx?tsr-split=component]
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const args = Object.fromEntries(process.argv.slice(2).map((a) => a.replace(/^--/, '').split('=')));
const budgetKb = Number(args.budget ?? 180);

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
// The '/' route's screen is split into its own chunk (autoCodeSplitting) and loaded at once.
const routeKeys = Object.keys(manifest).filter((key) =>
  args.route ? key === args.route : key.startsWith('src/routes/index.tsx'),
);

const seen = new Set();
function collect(key) {
  if (seen.has(key) || !manifest[key]) return;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) collect(imported);
}
collect(entryKey);
for (const key of routeKeys) collect(key);

const rows = [...seen]
  .map((key) => {
    const file = manifest[key].file;
    const bytes = readFileSync(path.join(dist, file));
    return { file, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
  })
  .sort((a, b) => b.gzip - a.gzip);

const kb = (n) => (n / 1024).toFixed(1).padStart(7);
console.log('First view of / (entry, static imports, route chunk):');
for (const row of rows) console.log(`${kb(row.gzip)} KB gzip ${kb(row.raw)} KB raw  ${row.file}`);
const total = rows.reduce((sum, row) => sum + row.gzip, 0);
console.log(`${kb(total)} KB gzip in total; budget ${budgetKb} KB`);
if (total / 1024 > budgetKb) {
  console.error(`Over budget by ${(total / 1024 - budgetKb).toFixed(1)} KB`);
  process.exit(1);
}
