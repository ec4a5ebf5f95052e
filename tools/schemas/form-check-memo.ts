// A form's check depends only on its folder, the shared definitions, the meta-schemas and its catalog
// entry. A process that checks again (schemas:watch after a save, schemas:new, the tests' broken copies
// of schemas/) takes the earlier result of a form whose inputs are byte for byte the same, and checks only
// what changed: most of a check's time is spent on the 36 forms one edit leaves alone.
import { createHash, type Hash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FormEntry } from '@portal/form-catalog';
import type { FormCheckResult } from './check-form.ts';
import type { SchemaPaths } from './paths.ts';

/** Adds every file under `dir` (names and bytes, in a fixed order) to the hash; a missing folder adds nothing. */
function addFolder(hash: Hash, dir: string): void {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    hash.update('\0missing');
    return;
  }
  for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
    const full = path.join(dir, entry.name);
    hash.update(`\0${entry.name}\0`);
    if (entry.isDirectory()) addFolder(hash, full);
    else if (entry.isFile()) hash.update(readFileSync(full));
  }
}

/**
 * What every form's check reads besides its own folder: the shared definitions and the meta-schemas. Not
 * where they are: a result names files relative to the repository's root, so two copies of schemas/ with
 * the same content have the same results.
 */
export function sharedInputsDigest(paths: SchemaPaths): string {
  const hash = createHash('sha256');
  addFolder(hash, paths.defsDir);
  addFolder(hash, paths.metaDir);
  return hash.digest('hex');
}

function formInputsKey(
  paths: SchemaPaths,
  sharedDigest: string,
  entry: FormEntry,
  catalogPointer: string,
): string {
  const hash = createHash('sha256').update(`${sharedDigest}\0${catalogPointer}\0${JSON.stringify(entry)}`);
  addFolder(hash, path.join(paths.formsDir, entry.folder));
  return hash.digest('hex');
}

/** Freezes a result so that no later step can change what the next check will be handed. */
function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

const results = new Map<string, FormCheckResult>();
const MAX_RESULTS = 500;

/** The form's check result, computed by `check` only when its inputs differ from every earlier check's. */
export function memoizedFormCheck(
  paths: SchemaPaths,
  sharedDigest: string,
  entry: FormEntry,
  catalogPointer: string,
  check: () => FormCheckResult,
): FormCheckResult {
  const key = formInputsKey(paths, sharedDigest, entry, catalogPointer);
  let result = results.get(key);
  if (!result) {
    result = deepFreeze(check());
    if (results.size >= MAX_RESULTS) results.clear();
    results.set(key, result);
  }
  return result;
}
