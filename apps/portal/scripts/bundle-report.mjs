#!/usr/bin/env node
// quality-bar "Performance" (issue 15): the JavaScript of the first view of `/` must stay within 160 KB
// gzip, counting every chunk it loads. Reads the production build (run `pnpm build` first): the entry and
// its static imports from the Vite manifest, and each route's own chunks from dist/portal-routes.json (what
// the server preloads for that route). Prints `/` chunk by chunk, then the key screens' totals in gzip and
// in the brotli copies the server sends.
// Usage: node scripts/bundle-report.mjs [--budget=160] [--route=/platnosci]
import { existsSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const routes = JSON.parse(readFileSync(path.join(dist, 'portal-routes.json'), 'utf8'));
const args = Object.fromEntries(process.argv.slice(2).map((a) => a.replace(/^--/, '').split('=')));
const budgetKb = Number(args.budget ?? 160);
const detailed = args.route ?? '/';

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const shell = new Set();
(function collect(key) {
  if (shell.has(manifest[key].file)) return;
  shell.add(manifest[key].file);
  for (const imported of manifest[key].imports ?? []) collect(imported);
})(entryKey);

function sizes(file) {
  const bytes = readFileSync(path.join(dist, file));
  const br = existsSync(path.join(dist, `${file}.br`))
    ? readFileSync(path.join(dist, `${file}.br`)).length
    : bytes.length;
  return { file, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length, br };
}

function firstView(routePath) {
  const route = routes.find((candidate) => candidate.path === routePath);
  if (!route) throw new Error(`no route ${routePath} in portal-routes.json`);
  const files = new Set([...shell, ...route.preload.map((href) => href.replace(/^\//, ''))]);
  return [...files].map(sizes).sort((a, b) => b.gzip - a.gzip);
}

const kb = (n) => (n / 1024).toFixed(1).padStart(7);
const total = (rows, key) => rows.reduce((sum, row) => sum + row[key], 0);

const rows = firstView(detailed);
console.log(`First view of ${detailed} (entry, its static imports, the route's own chunks):`);
for (const row of rows)
  console.log(`${kb(row.gzip)} KB gzip ${kb(row.br)} KB br ${kb(row.raw)} KB raw  ${row.file}`);
console.log(`${kb(total(rows, 'gzip'))} KB gzip ${kb(total(rows, 'br'))} KB br in ${rows.length} files`);

console.log('\nKey screens (their code before any lazy part, e.g. the wizard engine or a dialog):');
for (const routePath of ['/', '/skladanie-wniosku', '/lista-spraw/', '/platnosci']) {
  const screen = firstView(routePath);
  console.log(
    `${kb(total(screen, 'gzip'))} KB gzip ${kb(total(screen, 'br'))} KB br  ${String(screen.length).padStart(3)} files  ${routePath}`,
  );
}

const home = total(firstView('/'), 'gzip') / 1024;
console.log(`\n/: ${home.toFixed(1)} KB gzip; budget ${budgetKb} KB`);
if (home > budgetKb) {
  console.error(`Over budget by ${(home - budgetKb).toFixed(1)} KB`);
  process.exit(1);
}
