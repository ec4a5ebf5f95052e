// Test helper: a throwaway copy of the repo's schemas/ (with docs/forms.md and the Prettier config the
// generators format with), so a test can break one thing and see what the tools say about it.
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createHash, type Hash } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { schemaPaths, type SchemaPaths } from '../paths.ts';
import { repoRoot } from './repo-root.ts';

// Tests edit copies of the JSON files freely; a precise type per file would only add noise.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyJson = any;

export interface SchemasCopy {
  readonly root: string;
  /** The copy's schemaPaths, to hand to the checks. */
  readonly paths: SchemaPaths;
  readJson<T = AnyJson>(relative: string): T;
  readText(relative: string): string;
  /** Writes a file as is (e.g. broken JSON). */
  writeText(relative: string, content: string): void;
  writeJson(relative: string, value: unknown): void;
  editJson<T = AnyJson>(relative: string, edit: (value: T) => void): void;
  remove(relative: string): void;
  /** File names in a folder of the copy. */
  list(relative: string): string[];
  /**
   * Puts back what the test wrote or removed since the copy was made or last restored, so that one copy
   * serves many tests (copying schemas/ takes longer than checking it).
   */
  restore(): void;
  /**
   * Makes the copy the same as the repo's files again, whatever wrote into it (the studio's save writes
   * its files itself, not through the methods above); a file that is the same is left alone, mtime too.
   */
  reset(): void;
  dispose(): void;
}

// Each file's digest with the stat it was read at. A digest again (after each case of check.test.ts) reads
// only the files whose stat changed, such as those restore() wrote back, instead of all of schemas/.
const fileDigests = new Map<string, { readonly stat: string; readonly digest: Buffer }>();
// A file changed within this long of its last read might have kept its mtime (the clock's tick): it is
// read again, as git does with its "racily clean" entries.
const RACY_MS = 2000n;

function fileDigest(file: string): Buffer {
  const stat = statSync(file, { bigint: true });
  const key = `${stat.dev}:${stat.ino}:${stat.size}:${stat.mtimeNs}:${stat.ctimeNs}`;
  const cached = fileDigests.get(file);
  if (cached?.stat === key) return cached.digest;
  const digest = createHash('sha256').update(readFileSync(file)).digest();
  if (BigInt(Date.now()) * 1_000_000n - stat.ctimeNs > RACY_MS * 1_000_000n)
    fileDigests.set(file, { stat: key, digest });
  else fileDigests.delete(file);
  return digest;
}

function addTree(hash: Hash, dir: string): void {
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
    a.name.localeCompare(b.name),
  )) {
    const full = path.join(dir, entry.name);
    hash.update(`\0${entry.name}\0`);
    if (entry.isDirectory()) addTree(hash, full);
    else hash.update(fileDigest(full));
  }
}

/** Every file's name and bytes under `dir`, as one hash: two trees with the same digest are the same. */
export function treeDigest(dir: string): string {
  const hash = createHash('sha256');
  addTree(hash, dir);
  return hash.digest('hex');
}

/** What a copy holds of the repo. */
const COPIED = ['schemas', 'docs/forms.md', 'docs/rules.md', '.prettierrc.json'];

/** Makes `to` hold what `from` holds, writing only the files whose bytes differ (the others keep their mtime). */
function syncPath(from: string, to: string): void {
  const folder = statSync(from).isDirectory();
  if (existsSync(to) && statSync(to).isDirectory() !== folder) rmSync(to, { recursive: true, force: true });
  if (!folder) {
    if (!existsSync(to) || !fileDigest(from).equals(fileDigest(to))) cpSync(from, to);
    return;
  }
  mkdirSync(to, { recursive: true });
  const names = readdirSync(from);
  for (const name of readdirSync(to))
    if (!names.includes(name)) rmSync(path.join(to, name), { recursive: true, force: true });
  for (const name of names) syncPath(path.join(from, name), path.join(to, name));
}

export function copySchemas(): SchemasCopy {
  const root = mkdtempSync(path.join(tmpdir(), 'portal-schemas-'));
  for (const relative of COPIED)
    cpSync(path.join(repoRoot, relative), path.join(root, relative), { recursive: true });
  const file = (relative: string) => path.join(root, relative);
  const backups = mkdtempSync(path.join(tmpdir(), 'portal-schemas-backup-'));
  // Each path's state before the first change since the last restore: its bytes, the file or folder moved
  // aside, or nothing (it did not exist).
  const originals = new Map<string, { bytes: Buffer } | { aside: string } | null>();
  const remember = (relative: string) => {
    if (originals.has(relative)) return;
    const target = file(relative);
    if (!existsSync(target)) originals.set(relative, null);
    else originals.set(relative, { bytes: readFileSync(target) });
  };
  const copy: SchemasCopy = {
    root,
    paths: schemaPaths(root),
    readJson: (relative) => JSON.parse(readFileSync(file(relative), 'utf8')),
    readText: (relative) => readFileSync(file(relative), 'utf8'),
    writeText: (relative, content) => {
      remember(relative);
      writeFileSync(file(relative), content);
    },
    writeJson: (relative, value) => copy.writeText(relative, `${JSON.stringify(value, null, 2)}\n`),
    editJson: (relative, edit) => {
      const value = copy.readJson(relative);
      edit(value);
      copy.writeJson(relative, value);
    },
    remove: (relative) => {
      const target = file(relative);
      if (originals.has(relative) || !readdirSync(path.dirname(target)).includes(path.basename(target))) {
        rmSync(target, { recursive: true, force: true });
        return;
      }
      // Moved aside rather than deleted, so that restore() can put it back as it was.
      const aside = path.join(backups, String(originals.size));
      renameSync(target, aside);
      originals.set(relative, { aside });
    },
    list: (relative) => readdirSync(file(relative)),
    restore: () => {
      for (const [relative, original] of originals) {
        const target = file(relative);
        rmSync(target, { recursive: true, force: true });
        if (original === null) continue;
        if ('bytes' in original) writeFileSync(target, original.bytes);
        else renameSync(original.aside, target);
      }
      originals.clear();
    },
    reset: () => {
      copy.restore();
      for (const relative of COPIED) syncPath(path.join(repoRoot, relative), file(relative));
    },
    dispose: () => {
      rmSync(root, { recursive: true, force: true });
      rmSync(backups, { recursive: true, force: true });
    },
  };
  return copy;
}

/**
 * One copy for a test file, made the same as the repo's again after each test and removed after the last:
 * copying schemas/ (~500 files) and removing it cost more CPU than most tests that save into it. Takes
 * the test runner's hooks, so that this module loads without it.
 */
export function sharedSchemasCopy(hooks: {
  afterEach(hook: () => void): void;
  afterAll(hook: () => void): void;
}): () => SchemasCopy {
  let shared: SchemasCopy | null = null;
  hooks.afterEach(() => shared?.reset());
  hooks.afterAll(() => {
    shared?.dispose();
    shared = null;
  });
  return () => (shared ??= copySchemas());
}
