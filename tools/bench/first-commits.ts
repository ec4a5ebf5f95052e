// Benchmark (hydration, "render less on the first commit"): what React draws while each key screen loads,
// counted rather than timed. For each screen (the signed-in ones as the demo customer) it loads the
// production build served by the API on an in-memory database in Chromium, and lists every commit with the
// number of components that rendered in it; with FIRST_COMMITS_NAMES=1 also the components by name (their
// source file and line, through the build's hidden source maps). A count does not move with the machine's
// load as Lighthouse's blocking time does (docs/performance.md), so a redraw that adds nothing shows here
// on any machine.
//   pnpm bench:first-commits
//   FIRST_COMMITS_PAGES=/lista-spraw FIRST_COMMITS_NAMES=1 pnpm bench:first-commits
//   FIRST_COMMITS_PORT=3420 pnpm bench:first-commits   (the API on that port; by default a free one)
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { freePort } from '../api-process.mjs';
import { portalBuildIsStale, repoRoot } from '../portal-build.mjs';
import { CLOSED_NETWORK_CHROMIUM_FLAGS } from './chromium-flags.ts';
import { demoCustomer, rememberSignedInUser, startDemoPortal } from './demo-portal.ts';

interface KeyPage {
  path: string;
  signedIn: boolean;
}

const allPages: KeyPage[] = [
  { path: '/', signedIn: false },
  { path: '/skladanie-wniosku?formularz=24', signedIn: false },
  { path: '/lista-spraw', signedIn: true },
  { path: '/platnosci', signedIn: true },
];
const wanted = process.env.FIRST_COMMITS_PAGES?.split(',');
const pages = wanted ? allPages.filter((page) => wanted.includes(page.path.split('?')[0]!)) : allPages;
const withNames = process.env.FIRST_COMMITS_NAMES === '1';
const portalDist = process.env.PORTAL_DIST ?? path.join(repoRoot, 'apps/portal/dist');
// The hidden source maps are written beside dist/, not in it (apps/portal/build/sourcemapsOutsideDist.ts).
const sourceMaps = process.env.PORTAL_SOURCEMAPS ?? path.join(path.dirname(portalDist), 'sourcemaps');

interface Commit {
  at: number;
  rendered: number;
  /** Index into the page's list of component types → how many of it rendered. */
  counts: Record<number, number>;
}

/**
 * Runs in the page before its scripts: React announces each commit to the DevTools hook, also in a
 * production build. A component rendered in a commit when its fiber did work and is not the same object
 * as in the tree before (a subtree React skipped keeps its fibers, and their flags, from an earlier commit).
 */
function recordCommits(): void {
  interface Fiber {
    type: unknown;
    flags: number;
    child: Fiber | null;
    sibling: Fiber | null;
  }
  const performedWork = 1;
  const types: unknown[] = [];
  const typeIndex = new Map<unknown, number>();
  const commits: Commit[] = [];
  let previous = new Set<Fiber>();
  // Runs in the page; the tools' TypeScript has no DOM library.
  const page = globalThis as unknown as Record<string, unknown>;
  page.__firstCommits = commits;
  page.__firstCommitTypes = types;
  page.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject: () => 1,
    onScheduleFiberRoot: () => undefined,
    onCommitFiberUnmount: () => undefined,
    onPostCommitFiberRoot: () => undefined,
    checkDCE: () => undefined,
    onCommitFiberRoot: (_id: number, root: { current: Fiber }) => {
      const seen = new Set<Fiber>();
      const counts: Record<number, number> = {};
      let rendered = 0;
      const visit = (first: Fiber | null) => {
        for (let fiber = first; fiber; fiber = fiber.sibling) {
          seen.add(fiber);
          const kind = typeof fiber.type;
          if ((kind === 'function' || (kind === 'object' && fiber.type)) && fiber.flags & performedWork) {
            if (!previous.has(fiber)) {
              const { render, type } = fiber.type as { render?: unknown; type?: unknown };
              const component = render ?? type ?? fiber.type;
              let index = typeIndex.get(component);
              if (index === undefined) {
                index = types.push(component) - 1;
                typeIndex.set(component, index);
              }
              counts[index] = (counts[index] ?? 0) + 1;
              rendered++;
            }
          }
          visit(fiber.child);
        }
      };
      visit(root.current.child);
      previous = seen;
      commits.push({ at: Math.round(performance.now()), rendered, counts });
    },
  };
}

if (portalBuildIsStale() && !process.env.PORTAL_DIST) {
  console.log('Building the portal…');
  const build = spawnSync('pnpm', ['build'], { cwd: repoRoot, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const port = process.env.FIRST_COMMITS_PORT ? Number(process.env.FIRST_COMMITS_PORT) : await freePort();
const { origin, ready: waitForServer, stop: stopServer } = startDemoPortal(port, portalDist);

async function signIn(context: BrowserContext): Promise<void> {
  await context.request.post(`${origin}/api/csrf`);
  const token = (await context.cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value;
  if (!token) throw new Error('POST /api/csrf set no XSRF-TOKEN cookie');
  const login = await context.request.post(`${origin}/api/account/login`, {
    headers: { 'x-xsrf-token': token },
    data: demoCustomer,
  });
  if (!login.ok()) throw new Error(`the demo customer's login answered ${login.status()}`);
  await context.addInitScript(rememberSignedInUser, demoCustomer.username);
}

const sourceMapOf = new Map<string, TraceMap | null>();

/** Where a component's function is defined in the sources (its chunk's line and column, source-mapped). */
async function componentNames(page: Page, count: number): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  const scripts = new Map<string, string>();
  cdp.on('Debugger.scriptParsed', (script) => scripts.set(script.scriptId, script.url));
  await cdp.send('Debugger.enable');
  const names: string[] = [];
  for (let index = 0; index < count; index++) {
    const { result } = await cdp.send('Runtime.evaluate', {
      expression: `window.__firstCommitTypes[${index}]`,
    });
    let name = '(unknown)';
    if (result.objectId) {
      const { internalProperties } = await cdp.send('Runtime.getProperties', { objectId: result.objectId });
      const location = internalProperties?.find((property) => property.name === '[[FunctionLocation]]')?.value
        ?.value as { scriptId: string; lineNumber: number; columnNumber: number } | undefined;
      const chunk = location ? (scripts.get(location.scriptId) ?? '').split('/').pop()! : '';
      if (location && chunk) {
        if (!sourceMapOf.has(chunk)) {
          const file = path.join(sourceMaps, 'assets', `${chunk}.map`);
          sourceMapOf.set(chunk, existsSync(file) ? new TraceMap(readFileSync(file, 'utf8')) : null);
        }
        const map = sourceMapOf.get(chunk);
        const source = map
          ? originalPositionFor(map, { line: location.lineNumber + 1, column: location.columnNumber })
          : null;
        name = source?.source
          ? `${source.source.replace(/^.*node_modules\/(\.pnpm\/[^/]+\/node_modules\/)?/, '').replace(/^(\.\.\/)+/, '')}:${source.line}`
          : chunk;
      }
    }
    names.push(name);
  }
  await cdp.detach();
  return names;
}

await waitForServer();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [...CLOSED_NETWORK_CHROMIUM_FLAGS],
});
try {
  console.log('\n| page | commits | components rendered in all | the largest commit |\n|---|---|---|---|');
  const details: string[] = [];
  for (const keyPage of pages) {
    const context = await browser.newContext({ viewport: { width: 390, height: 800 }, locale: 'pl-PL' });
    if (keyPage.signedIn) await signIn(context);
    // As source: tsx keeps functions' names with a helper of its own, which the page does not have.
    await context.addInitScript({
      content: `globalThis.__name ??= (fn) => fn; (${recordCommits.toString()})();`,
    });
    const page = await context.newPage();
    await page.goto(`${origin}${keyPage.path}`, { waitUntil: 'networkidle' });
    // What a screen draws after its data (the invoices' history section after the first screenful): the
    // page is read once React has committed nothing for a second.
    await page.waitForFunction(
      () => {
        const { __firstCommits: commits } = globalThis as unknown as { __firstCommits: Commit[] };
        return performance.now() - (commits.at(-1)?.at ?? 0) > 1_000;
      },
      undefined,
      { polling: 200, timeout: 30_000 },
    );
    const commits = await page.evaluate(
      () => (globalThis as unknown as { __firstCommits: Commit[] }).__firstCommits,
    );
    const drawn = commits.filter((commit) => commit.rendered > 0);
    const total = drawn.reduce((sum, commit) => sum + commit.rendered, 0);
    const largest = Math.max(0, ...drawn.map((commit) => commit.rendered));
    console.log(`| ${keyPage.path} | ${drawn.length} | ${total} | ${largest} |`);
    const list = drawn.map((commit) => commit.rendered).join(', ');
    details.push(`${keyPage.path}: ${list}`);
    if (withNames) {
      const typeCount = await page.evaluate(
        () => (globalThis as unknown as { __firstCommitTypes: unknown[] }).__firstCommitTypes.length,
      );
      const names = await componentNames(page, typeCount);
      for (const commit of drawn) {
        const ours = Object.entries(commit.counts)
          .map(([index, count]) => [names[Number(index)]!, count] as const)
          .filter(([name]) => !name.includes('@'))
          .sort((a, b) => b[1] - a[1])
          .map(([name, count]) => `${count}× ${name}`);
        details.push(`  @${commit.at} ms, ${commit.rendered} components; the portal's: ${ours.join(', ')}`);
      }
    }
    await context.close();
  }
  console.log(`\nComponents rendered in each commit:\n${details.join('\n')}`);
} finally {
  await browser.close();
  stopServer();
}
