import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';

/**
 * @typedef {{ name: string, api?: { fsModuleCacheKey?: () => string } }} KeyedPlugin
 * @typedef {(context: { environment: { config: { plugins: readonly KeyedPlugin[] } } }) => string | undefined} KeyGenerator
 */

// Vitest keeps one set of key generators for the whole run, and a module's key holds what each returns:
// one generator for every project (the configs that register it load their own copies of this module),
// so a module has the same key whichever projects run.
const SHARED = Symbol.for('portal.fsModuleCacheKeys');
/** @type {KeyGenerator} */
const generator = /** @type {Record<symbol, KeyGenerator>} */ (
  globalThis[SHARED] ??= ({ environment }) => {
    let key = '';
    for (const plugin of environment.config.plugins) {
      const own = plugin.api?.fsModuleCacheKey?.();
      if (own !== undefined) key += `${plugin.name}\0${own}\0`;
    }
    return key || undefined;
  }
);

/**
 * Vitest's module cache on disk (experimental.fsModuleCache, in jsdomTestOptions.mjs and the studio's
 * config) keys a transformed module by its own text and its project's config. A plugin whose output also depends on what it reads
 * elsewhere (a catalog, a config it loads itself) says so with `api.fsModuleCacheKey()`, and this plugin
 * adds that to the key of every module of the projects that run it: an edit of those inputs transforms
 * again instead of serving a stale module.
 * @returns {import('vite').Plugin}
 */
export function fsModuleCacheKeys() {
  return {
    name: 'portal:fs-module-cache-keys',
    // Called by Vitest only (a hook of its own): the builds and Storybook never see it.
    configureVitest({ experimental_defineCacheKeyGenerator }) {
      experimental_defineCacheKeyGenerator(generator);
    },
  };
}

/**
 * The digest of the files' content, read again only when one's size or modification time changed (the
 * key is asked for every module).
 * @param {() => string[]} files
 * @returns {() => string}
 */
export function filesDigest(files) {
  let stamp = '';
  let digest = '';
  return () => {
    const names = files();
    const now = names
      .map((file) => {
        try {
          const { size, mtimeMs } = statSync(file);
          return `${file}\0${size}\0${mtimeMs}`;
        } catch {
          return `${file}\0missing`;
        }
      })
      .join('\0');
    if (now !== stamp) {
      const hash = createHash('sha256');
      for (const file of names) {
        hash.update(`\0${file}\0`);
        try {
          hash.update(readFileSync(file));
        } catch {
          hash.update('\0missing');
        }
      }
      stamp = now;
      digest = hash.digest('hex');
    }
    return digest;
  };
}
