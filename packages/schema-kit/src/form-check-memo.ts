// A form's check depends only on its folder, the shared definitions it uses (as its bundle copies them,
// and their uiSchema), the meta-schemas and its catalog entry. A process that checks again (schemas:watch
// after a save, schemas:new, the tests' broken copies of schemas/) takes the earlier result of a form whose
// inputs are the same, and checks only what changed: most of a check's time is spent on the 36 forms one
// edit leaves alone. An edit of a shared definition checks again only the forms whose bundle has it.
import { createHash, type Hash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FormEntry } from '@portal/form-catalog';
import {
  bundleSchemaFile,
  sharedDefinitionKeys,
  sharedUiDefinitions,
  type JsonObject,
} from '@portal/form-catalog/node';
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
 * What every form's check reads besides its own folder and definitions: the meta-schemas. Not where they
 * are: a result names files relative to the repository's root, so two copies of schemas/ with the same
 * content have the same results.
 */
export function sharedInputsDigest(paths: SchemaPaths): string {
  const hash = createHash('sha256');
  addFolder(hash, paths.metaDir);
  return hash.digest('hex');
}

/** Freezes a result (or a bundle) so that no later step can change what the next check will be handed. */
export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/** A form's schema bundled with the shared definitions, or why it did not bundle (the check reports it). */
export type FormBundle = { readonly bundled: JsonObject } | { readonly error: unknown };

// A check bundles every form, and a process that checks again (schemas:watch, the studio, the tests' broken
// copies) finds most of them as they were: a bundle is made again only when a file it read (its schema.json
// and the defs files it took definitions from) has another text. The same bundle object then also keeps
// what the check derives from it by identity (schema-walk.ts, rules.ts).
const bundles = new Map<
  string,
  { readonly read: ReadonlyMap<string, string>; readonly bundled: JsonObject }
>();
const MAX_BUNDLES = 500;

function readText(file: string): string | null {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}

export function bundleForCheck(paths: SchemaPaths, entry: FormEntry): FormBundle {
  const schemaFile = path.join(paths.formsDir, entry.folder, 'schema.json');
  const key = `${schemaFile}\0${paths.defsDir}`;
  const cached = bundles.get(key);
  if (cached && [...cached.read].every(([file, text]) => readText(file) === text))
    return { bundled: cached.bundled };
  const read = new Map<string, string>();
  try {
    // Frozen: the check reads it many times and keeps what it derives from it (schema-walk.ts).
    const bundled = deepFreeze(
      bundleSchemaFile(schemaFile, paths.defsDir, (file, text) => read.set(file, text)),
    );
    if (bundles.size >= MAX_BUNDLES) bundles.clear();
    bundles.set(key, { read, bundled });
    return { bundled };
  } catch (error) {
    return { error };
  }
}

// By the (frozen) bundle, which bundleForCheck hands out again while its files are unchanged.
const copiedDefinitions = new WeakMap<JsonObject, string>();

/**
 * The shared definitions the form's check reads: those its bundle copies (with every ref they follow) and
 * their uiSchema. A form that does not bundle may have stopped at any definition file: then all of them.
 */
function addDefinitions(hash: Hash, paths: SchemaPaths, bundle: FormBundle): void {
  if (!('bundled' in bundle)) {
    addFolder(hash, paths.defsDir);
    return;
  }
  const { bundled } = bundle;
  const keys = sharedDefinitionKeys(bundled);
  let copied = copiedDefinitions.get(bundled);
  if (copied === undefined) {
    const definitions = bundled.definitions as JsonObject | undefined;
    copied = JSON.stringify(keys.map((key) => [key, definitions?.[key]]));
    copiedDefinitions.set(bundled, copied);
  }
  hash.update(copied);
  let ui: string;
  try {
    ui = JSON.stringify(sharedUiDefinitions(paths.schemasDir, bundled));
  } catch {
    // A uiSchema file that is not JSON: its bytes (the check falls back to the form's own ui.json).
    ui = '\0unreadable';
    for (const file of new Set(keys.map((key) => key.split('.')[0]))) {
      hash.update(`\0${file}\0`);
      try {
        hash.update(readFileSync(path.join(paths.defsDir, `${file}.ui.json`)));
      } catch {
        hash.update('\0missing');
      }
    }
  }
  hash.update(ui);
}

function formInputsKey(
  paths: SchemaPaths,
  sharedDigest: string,
  entry: FormEntry,
  catalogPointer: string,
  bundle: FormBundle,
): string {
  const hash = createHash('sha256').update(`${sharedDigest}\0${catalogPointer}\0${JSON.stringify(entry)}`);
  addFolder(hash, path.join(paths.formsDir, entry.folder));
  addDefinitions(hash, paths, bundle);
  return hash.digest('hex');
}

const MAX_RESULTS = 500;

/**
 * The form's check result, computed by `check` only when its inputs differ from every earlier check's.
 * `bundle` is the form's bundle as the check gets it (bundleForCheck).
 */
export type FormCheckMemo = (
  paths: SchemaPaths,
  sharedDigest: string,
  entry: FormEntry,
  catalogPointer: string,
  bundle: FormBundle,
  check: () => FormCheckResult,
) => FormCheckResult;

/**
 * A memo with results of its own. The key says nothing of `check`: a test that hands in a check of its own
 * (one that counts calls) needs its own memo, or a later checkSchemas of the same content in the process
 * (Vitest runs the tools' test files in shared processes) gets that check's result.
 */
export function createFormCheckMemo(): FormCheckMemo {
  const results = new Map<string, FormCheckResult>();
  return (paths, sharedDigest, entry, catalogPointer, bundle, check) => {
    const key = formInputsKey(paths, sharedDigest, entry, catalogPointer, bundle);
    let result = results.get(key);
    if (!result) {
      result = deepFreeze(check());
      if (results.size >= MAX_RESULTS) results.clear();
      results.set(key, result);
    }
    return result;
  };
}

/** The process's memo, shared by every checkSchemas (schemas:watch, the studio, the tests). */
export const memoizedFormCheck: FormCheckMemo = createFormCheckMemo();
