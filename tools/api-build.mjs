// The API's build (part of `pnpm build`): apps/api/src/entry.ts compiled to JavaScript in apps/api/dist,
// so a replica starts with plain `node apps/api/dist/entry.js` instead of compiling TypeScript with tsx at
// every start. The workspace packages export their TypeScript sources, so they are bundled in;
// every other package stays an import of node_modules (it must be a dependency of apps/api, checked here):
// that keeps the bundle small and lets OpenTelemetry's loader hooks see node:http, Fastify, pg and the S3
// client load. Files the sources read beside themselves (`new URL('./x', import.meta.url)`) are copied
// beside the bundle; a package whose files they read (`require.resolve('pkg/file')`: the PDFs' fonts) is
// found from the bundle, so it must be a dependency of apps/api as well. Like the portal's build, it is skipped when dist was built from the same inputs
// (tools/input-hash.mjs); FORCE_BUILD=1 builds anyway. `pnpm start` asks apiBuildIsStale() first.
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import { builtinModules, createRequire } from 'node:module';
import path from 'node:path';
import { stampedBuild } from './input-hash.mjs';

export const repoRoot = path.resolve(import.meta.dirname, '..');
const apiDir = path.join(repoRoot, 'apps/api');
export const apiDist = path.join(apiDir, 'dist');
/** What the image's CMD and `pnpm start` run. */
export const apiEntry = path.join(apiDist, 'entry.js');

/** The workspace packages the API imports, bundled from their sources. */
export const bundledPackages = [
  'packages/api-contract',
  'packages/form-catalog',
  'packages/form-model',
  'packages/form-pdf',
  'packages/json-pointer',
  'packages/validation',
];

/**
 * Test files are never bundled. Test folders are hashed all the same: the API bundles one of them
 * (routes/api/test, the seeding routes of NODE_ENV=test).
 * @param {string} relativePath
 */
const isTest = (relativePath) => /\.test\.[^/]*$/.test(relativePath);

/** @returns {import('./input-hash.mjs').InputSet[]} */
export function apiBuildInputs() {
  return [
    {
      root: repoRoot,
      paths: [
        'apps/api/src',
        'apps/api/package.json',
        'apps/api/tsconfig.json',
        ...bundledPackages.flatMap((dir) => [`${dir}/src`, `${dir}/package.json`]),
        'tsconfig.base.json',
        'pnpm-lock.yaml',
        'tools/api-build.mjs',
      ],
      skip: isTest,
    },
  ];
}

const stamped = stampedBuild(path.join(apiDist, '.build-inputs.json'), apiBuildInputs);

export const apiBuildIsStale = stamped.isStale;

/**
 * The fingerprint of the form compiler as bundled (packages/validation/src/compiler-fingerprint.ts): the
 * precompiled validators of `pnpm schemas:build` are used only when theirs matches. Computed by the module
 * itself, under tsx, so that there is one definition of it.
 */
function compilerFingerprint() {
  const tsx = createRequire(path.join(apiDir, 'package.json')).resolve('tsx');
  const module = path.join(repoRoot, 'packages/validation/src/compiler-fingerprint.ts');
  const result = spawnSync(
    process.execPath,
    [
      '--import',
      tsx,
      '--input-type=module',
      '-e',
      `const m = await import(${JSON.stringify(module)}); process.stdout.write(m.compilerFingerprint());`,
    ],
    { encoding: 'utf8' },
  );
  if (result.status !== 0 || !/^[0-9a-f]{64}$/.test(result.stdout))
    throw new Error(`api build: the compiler's fingerprint failed:\n${result.stderr}`);
  return result.stdout;
}

const builtins = new Set(builtinModules);
/** @param {string} specifier */
const packageName = (specifier) => {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier);
};

/**
 * Whether apps/api gets the very package (pnpm's folder, so the same version) that the importing
 * workspace package gets.
 * @param {string} name
 * @param {string} from
 */
function sameInstall(name, from) {
  const installed = (/** @type {string} */ dir) => {
    for (let at = dir; ; at = path.dirname(at)) {
      const candidate = path.join(at, 'node_modules', name);
      if (existsSync(candidate)) return realpathSync(candidate);
      if (path.dirname(at) === at) return null;
    }
  };
  return installed(from) === installed(apiDir);
}

const requireFromApi = createRequire(path.join(apiDir, 'package.json'));

/**
 * A path into a package without "exports" (`ajv-i18n/localize/en`) as node's ESM loader needs it, with
 * its file named (`ajv-i18n/localize/en/index.js`): tsx resolved such paths as require does.
 * @param {string} specifier
 * @param {string} name
 */
function fullySpecified(specifier, name) {
  if (specifier === name) return specifier;
  const packageDir = realpathSync(path.join(apiDir, 'node_modules', name));
  if (JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')).exports !== undefined)
    return specifier;
  const file = requireFromApi.resolve(specifier);
  return `${name}/${path.relative(packageDir, file).split(path.sep).join('/')}`;
}

/**
 * Records in `missing` a package the bundle uses that is no dependency of apps/api, or another version of
 * it than the workspace package using it has: the image installs only apps/api's dependencies.
 * @param {Set<string>} missing
 * @returns {(name: string, user: string, from: string) => void} user: the file (repo-relative), from: its folder
 */
function dependencyCheck(missing) {
  const manifest = JSON.parse(readFileSync(path.join(apiDir, 'package.json'), 'utf8'));
  const dependencies = new Set(Object.keys(manifest.dependencies ?? {}));
  return (name, user, from) => {
    if (!dependencies.has(name)) missing.add(`${name} (used by ${user})`);
    else if (!sameInstall(name, from))
      missing.add(`${name} in another version than ${user} was built and tested with`);
  };
}

/**
 * Bare imports stay imports, except the workspace's; each must be a dependency of apps/api, or the image
 * (which installs only those) would fail at start.
 * @param {ReturnType<typeof dependencyCheck>} checkDependency
 * @returns {import('esbuild').Plugin}
 */
function externalDependencies(checkDependency) {
  return {
    name: 'external-dependencies',
    setup(build) {
      build.onResolve({ filter: /^[^./]/ }, (args) => {
        if (args.path.startsWith('@portal/')) return undefined;
        const name = packageName(args.path);
        if (args.path.startsWith('node:') || builtins.has(name)) return { path: args.path, external: true };
        checkDependency(name, path.relative(repoRoot, args.importer), args.resolveDir);
        return { path: fullySpecified(args.path, name), external: true };
      });
    },
  };
}

/**
 * Packages whose files a source reads at run time by `require.resolve('name/file')` (the PDFs' fonts,
 * packages/form-pdf). The bundle resolves them from apps/api/dist, so from apps/api's node_modules: each
 * must be a dependency of apps/api although no import names it.
 * @param {string} source
 */
export function packagesResolvedAtRunTime(source) {
  const found = source.matchAll(/\brequire\.resolve\(\s*'([^'./][^']*)'\s*\)/g);
  return [...new Set([...found].map((match) => packageName(match[1] ?? '')))];
}

/**
 * Files read at run time beside the module that reads them, copied beside the bundle (into which that
 * module went); files read from a package (packagesResolvedAtRunTime) are checked like its imports.
 * @param {Map<string, string>} assets name in dist -> source file
 * @param {ReturnType<typeof dependencyCheck>} checkDependency
 * @returns {import('esbuild').Plugin}
 */
function runTimeFiles(assets, checkDependency) {
  return {
    name: 'run-time-files',
    setup(build) {
      build.onLoad({ filter: /\.ts$/ }, (args) => {
        const contents = readFileSync(args.path, 'utf8');
        for (const name of packagesResolvedAtRunTime(contents))
          checkDependency(name, path.relative(repoRoot, args.path), path.dirname(args.path));
        for (const match of contents.matchAll(/new URL\(\s*'\.\/([^'/]+)'\s*,\s*import\.meta\.url\s*\)/g)) {
          const name = match[1] ?? '';
          const source = path.join(path.dirname(args.path), name);
          const earlier = assets.get(name);
          if (earlier && earlier !== source)
            throw new Error(`api build: two files named ${name} (${earlier}, ${source}) would share dist/`);
          assets.set(name, source);
        }
        return { contents, loader: 'ts' };
      });
    },
  };
}

async function buildApi() {
  const { build } = await import('esbuild');
  rmSync(apiDist, { recursive: true, force: true });
  const missing = new Set();
  const checkDependency = dependencyCheck(missing);
  const assets = new Map();
  const started = performance.now();
  await build({
    entryPoints: {
      entry: path.join(apiDir, 'src/entry.ts'),
      // What the forms' precompiled validators import (applications/validation-runtime-hook.ts); split
      // into the chunks the API shares with it, so validators and API run one copy of it.
      'validation-runtime': path.join(repoRoot, 'packages/validation/src/runtime.ts'),
      'validation-runtime-hook': path.join(apiDir, 'src/applications/validation-runtime-hook.ts'),
    },
    outdir: apiDist,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    // entry.ts imports main.ts dynamically after tracing started: in a chunk of its own, main.ts's
    // imports of node_modules wait for that import instead of being hoisted to the entry.
    splitting: true,
    // Beside the entry, not in a subfolder: the sources find the repository (config.ts) and their files
    // relative to their own URL, which is then apps/api/dist/ as apps/api/src/ was.
    chunkNames: '[name]-[hash]',
    sourcemap: 'linked',
    // Stack traces and logs keep the functions' and classes' names.
    keepNames: true,
    logLevel: 'warning',
    define: {
      __PORTAL_COMPILER_FINGERPRINT__: JSON.stringify(compilerFingerprint()),
      __PORTAL_VALIDATION_RUNTIME__: JSON.stringify({
        hook: './validation-runtime-hook.js',
        runtime: './validation-runtime.js',
      }),
    },
    plugins: [externalDependencies(checkDependency), runTimeFiles(assets, checkDependency)],
  });
  if (missing.size > 0)
    throw new Error(
      `api build: not dependencies of apps/api, so absent from the image:\n  ${[...missing].join('\n  ')}`,
    );
  for (const [name, source] of assets) copyFileSync(source, path.join(apiDist, name));
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`api: apps/api/dist zbudowany (${seconds} s)`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  await stamped.runUnlessCurrent('api: apps/api/dist', () => stamped.run(buildApi));
}
