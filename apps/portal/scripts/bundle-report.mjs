#!/usr/bin/env node
// The first views' weight (budgets of the hydration work): the JavaScript each key screen loads before any
// of its lazy parts, counting every chunk, against the fixed stack's own weight (the floor, measured here
// as `bundle:floor` measures it): `/` may add 30 KB gzip to the floor, every other key screen 60 KB
// (build/bundleBudget.js). Reads the production build (run `pnpm build` first): the entry and its static
// imports from the Vite manifest, and each route's own chunks from dist/portal-routes.json (what the server
// preloads for that route). Prints one route chunk by chunk, then each key screen's figure, the floor and
// the difference, and exits non-zero when a screen is over its budget.
// Usage: node scripts/bundle-report.mjs [--route=/platnosci]
import { existsSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { budgetLines, judgeScreens, KEY_SCREENS } from '../build/bundleBudget.js';
import { measureStackFloor } from './stack-floor.mjs';

const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const routes = JSON.parse(readFileSync(path.join(dist, 'portal-routes.json'), 'utf8'));
const args = Object.fromEntries(process.argv.slice(2).map((a) => a.replace(/^--/, '').split('=')));
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
const measured = KEY_SCREENS.map((screen) => {
  const screenRows = firstView(screen.path);
  console.log(
    `${kb(total(screenRows, 'gzip'))} KB gzip ${kb(total(screenRows, 'br'))} KB br  ${String(screenRows.length).padStart(3)} files  ${screen.path}`,
  );
  return { ...screen, gzipBytes: total(screenRows, 'gzip') };
});

const floor = await measureStackFloor();
const verdicts = judgeScreens(measured, floor.gzip);
console.log('');
for (const line of budgetLines(verdicts, floor.gzip)) console.log(line);
if (verdicts.some((verdict) => !verdict.ok)) process.exit(1);
