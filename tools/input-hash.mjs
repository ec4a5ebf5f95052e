// Whether a build's output is current, decided by the content of everything the build reads rather than
// by file times: a fresh clone, a checkout or a cache restore give every file a new time, and a file
// edited back to what it was gives it a new time too. A build writes a stamp (the hash of its inputs and
// the files it wrote) next to its output; the next run hashes its inputs again and, when nothing changed
// and every output is still there, skips the work. Used by `pnpm schemas:build` and the portal's build.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Files and folders a build reads, as paths relative to `root`. A folder counts with every file below
 * it, except dependencies (node_modules), dot entries (editors' and tools' own files, the stamps) and
 * what `skip` leaves out; a path that does not exist counts as absent, so creating it is a change.
 * @typedef {object} InputSet
 * @property {string} root
 * @property {readonly string[]} paths
 * @property {(relativePath: string) => boolean} [skip] relative to `root`, with forward slashes
 */

/**
 * What a build leaves next to its output.
 * @typedef {object} Stamp
 * @property {string} inputs the hash of the inputs the build read
 * @property {string[]} outputs the files it wrote, relative to the stamp's folder
 */

/** `FORCE_BUILD=1` (or any value but 0 or empty) runs a build even when its stamp says it is current. */
export function buildIsForced(env = process.env) {
  const value = env.FORCE_BUILD;
  return value !== undefined && value !== '' && value !== '0';
}

/**
 * @param {string} dir
 * @param {string} relative `dir` as a path relative to the set's root ('' for the root)
 * @param {(relativePath: string) => boolean} skip
 * @returns {string[]} files below `dir`, relative to the set's root, in a fixed order
 */
function walk(dir, relative, skip) {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.name !== 'node_modules' && !entry.name.startsWith('.'))
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .flatMap((entry) => {
      const child = relative === '' ? entry.name : `${relative}/${entry.name}`;
      if (skip(child)) return [];
      if (entry.isDirectory()) return walk(path.join(dir, entry.name), child, skip);
      return entry.isFile() ? [child] : [];
    });
}

/**
 * The files below `dir` (dependencies and dot entries aside), relative to it: a stamp's outputs.
 * @param {string} dir
 */
export function filesBelow(dir) {
  return walk(dir, '', () => false);
}

/**
 * The hash of the inputs: every file's path and content, and the named values (environment a build
 * reads), so renaming, moving, adding or removing a file changes it too.
 * @param {readonly InputSet[]} sets
 * @param {Readonly<Record<string, string | undefined>>} [values]
 * @returns {string}
 */
export function hashInputs(sets, values = {}) {
  const hash = createHash('sha256');
  /** @param {string} text */
  const field = (text) => hash.update(`${text}\0`);
  for (const set of sets) {
    const skip = set.skip ?? (() => false);
    for (const input of set.paths) {
      const relative = input.split(path.sep).join('/');
      const full = path.join(set.root, input);
      if (!existsSync(full)) {
        field(`absent ${relative}`);
        continue;
      }
      const files = statSync(full).isDirectory() ? walk(full, relative, skip) : [relative];
      for (const file of files) {
        const content = readFileSync(path.join(set.root, file));
        field(`file ${file} ${content.length}`);
        hash.update(content);
      }
    }
  }
  for (const name of Object.keys(values).sort()) field(`value ${name}=${values[name] ?? ''}`);
  return hash.digest('hex');
}

/**
 * @param {string} file
 * @returns {Stamp | null} the stamp, or null when there is none or it cannot be read
 */
export function readStamp(file) {
  try {
    const stamp = JSON.parse(readFileSync(file, 'utf8'));
    return typeof stamp?.inputs === 'string' && Array.isArray(stamp.outputs) ? stamp : null;
  } catch {
    return null;
  }
}

/**
 * @param {string} file
 * @param {Stamp} stamp
 */
export function writeStamp(file, stamp) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(stamp, null, 2)}\n`);
}

/**
 * A build that stops half way must not leave the previous stamp claiming its output: the stamp goes
 * first, and is written again only once the build has finished.
 * @param {string} file
 */
export function removeStamp(file) {
  rmSync(file, { force: true });
}

/**
 * Whether the stamp at `file` was written from inputs hashing to `inputs`, and every output it lists
 * is still there.
 * @param {string} file
 * @param {string} inputs
 */
export function stampIsCurrent(file, inputs) {
  const stamp = readStamp(file);
  if (!stamp || stamp.inputs !== inputs) return false;
  const dir = path.dirname(file);
  return stamp.outputs.every((output) => existsSync(path.join(dir, output)));
}

/**
 * A build skipped while its stamp is current: `isStale()` asks, `run(build)` hashes the inputs before the
 * build reads anything (a change during the build leaves a stamp that no longer matches), runs it and
 * stamps every file below the stamp's folder; a build that returns a promise is stamped once it resolves.
 * `runUnlessCurrent` is a build script's main: the build, or a line saying `output` is current.
 * @param {string} stampFile
 * @param {() => readonly InputSet[]} inputSets
 * @param {() => Readonly<Record<string, string | undefined>>} [values] what else the build reads (environment)
 */
export function stampedBuild(stampFile, inputSets, values = () => ({})) {
  const hash = () => hashInputs(inputSets(), values());
  const isStale = () => buildIsForced() || !stampIsCurrent(stampFile, hash());
  /**
   * @template {void | Promise<void>} T
   * @param {() => T} build
   * @returns {T}
   */
  function run(build) {
    const inputs = hash();
    removeStamp(stampFile);
    const stamp = () => writeStamp(stampFile, { inputs, outputs: filesBelow(path.dirname(stampFile)) });
    const done = build();
    if (done instanceof Promise) return /** @type {T} */ (done.then(stamp));
    stamp();
    return done;
  }
  return {
    hash,
    isStale,
    run,
    /**
     * @param {string} output what the build makes, as the line names it ('api: apps/api/dist')
     * @param {() => void | Promise<void>} build
     */
    async runUnlessCurrent(output, build) {
      if (isStale()) await build();
      else
        console.log(
          `${output} aktualny — zbudowany z tych samych źródeł, nie buduję (FORCE_BUILD=1 buduje mimo to)`,
        );
    },
  };
}
