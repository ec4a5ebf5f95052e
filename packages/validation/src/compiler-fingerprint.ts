/**
 * What a precompiled validator's code depends on besides its schema: this package's sources (keyword code
 * generators, formats, AJV options) and the installed AJV and plugins. A validator generated before any of
 * them changed may judge differently from a fresh `createAjv().compile`, so it counts as stale. The whole
 * package is hashed, not only the code generators: a change that cannot matter (a message) only makes the
 * server compile until `pnpm schemas:build` runs again, while a missed one would break "same verdict in
 * the browser and on the server".
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SOURCE_DIR = path.dirname(fileURLToPath(import.meta.url));
/** Tests and test helpers never reach generated code. */
const SKIPPED_DIRS = new Set(['testing']);
/** The packages createAjv builds on (ajv-i18n only translates AJV's own messages, after validation). */
const COMPILER_PACKAGES = ['ajv', 'ajv-formats', 'ajv-errors'] as const;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED_DIRS.has(entry.name) ? [] : sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

function installedVersion(name: string): string {
  const require = createRequire(import.meta.url);
  const manifest = JSON.parse(readFileSync(require.resolve(`${name}/package.json`), 'utf8')) as {
    version?: unknown;
  };
  return `${name}@${String(manifest.version)}`;
}

function computeFingerprint(): string {
  const hash = createHash('sha256');
  // Sorted, with forward slashes: the same checkout gives the same fingerprint on every machine.
  const files = sourceFiles(SOURCE_DIR)
    .map((file) => ({ file, name: path.relative(SOURCE_DIR, file).split(path.sep).join('/') }))
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const { file, name } of files) {
    hash.update(`${name}\0`);
    hash.update(readFileSync(file));
    hash.update('\0');
  }
  for (const name of COMPILER_PACKAGES) hash.update(`${installedVersion(name)}\0`);
  return hash.digest('hex');
}

/**
 * Set by the API's build (tools/api-build.mjs) to the fingerprint of the sources it bundled: the compiled
 * API runs those, not whatever lies beside it, and has no sources of this package to hash.
 */
declare const __PORTAL_COMPILER_FINGERPRINT__: string | undefined;

// Taken when this module loads, next to the compiler's own modules: a long-running process (schemas:watch)
// keeps compiling with the code it loaded, so an edit made later must not change its fingerprint.
const fingerprint =
  typeof __PORTAL_COMPILER_FINGERPRINT__ === 'string'
    ? __PORTAL_COMPILER_FINGERPRINT__
    : computeFingerprint();

/** sha256 (hex) of the compiler's inputs (~150 KB of sources, hashed once per process). */
export function compilerFingerprint(): string {
  return fingerprint;
}
