// A form's precompiled validator, written by `pnpm schemas:build` (packages/forms-generated/forms/
// <id>.validator.js, the very module the browser runs). The server takes it instead of compiling at start
// only when the module's stamp equals the hash of what this process would compile (the bundled schema and
// the compiler, @portal/validation/node): an older or foreign module is never used, whatever its name.
import { closeSync, openSync, readSync } from 'node:fs';
import { register } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ContextualValidator } from '@portal/validation';
import { INPUTS_HASH_EXPORT, stampedInputsHash } from '@portal/validation/node';

export type PrecompiledLookup =
  | { readonly status: 'found'; readonly validate: ContextualValidator }
  | { readonly status: 'missing' | 'stale' }
  | { readonly status: 'unloadable'; readonly error: string };

/** The stamp follows the one-line generated header; the rest of a ~250 KB module need not be read for it. */
const HEAD_BYTES = 1024;

export function precompiledValidatorFile(dir: string, formId: number): string {
  return path.join(dir, `${formId}.validator.js`);
}

function readHead(file: string): string | null {
  let fd: number;
  try {
    fd = openSync(file, 'r');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  try {
    const buffer = Buffer.alloc(HEAD_BYTES);
    return buffer.toString('utf8', 0, readSync(fd, buffer, 0, HEAD_BYTES, 0));
  } finally {
    closeSync(fd);
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

// Generated modules are trusted to have the shape their .d.ts declares once their stamp matches.
const isValidator = (value: unknown): value is ContextualValidator => typeof value === 'function';

/**
 * Set by the API's build (tools/api-build.mjs): the compiled API's resolution hook and its JavaScript of
 * @portal/validation/runtime, relative to the bundle. Under tsx (development, tests) the package's
 * TypeScript loads as it is.
 */
declare const __PORTAL_VALIDATION_RUNTIME__: { hook: string; runtime: string } | undefined;
let runtimeHooked = false;

function hookValidationRuntime(): void {
  if (runtimeHooked || typeof __PORTAL_VALIDATION_RUNTIME__ !== 'object') return;
  runtimeHooked = true;
  register(new URL(__PORTAL_VALIDATION_RUNTIME__.hook, import.meta.url), {
    data: { runtimeUrl: new URL(__PORTAL_VALIDATION_RUNTIME__.runtime, import.meta.url).href },
  });
}

/** The validator in `file` if it was generated from inputs hashing to `inputsHash`. */
export async function loadPrecompiledValidator(file: string, inputsHash: string): Promise<PrecompiledLookup> {
  const head = readHead(file);
  if (head === null) return { status: 'missing' };
  if (stampedInputsHash(head) !== inputsHash) return { status: 'stale' };
  hookValidationRuntime();
  let module: unknown;
  try {
    module = await import(pathToFileURL(file).href);
  } catch (error) {
    // A build that stopped mid-write leaves a matching stamp on a truncated module.
    return { status: 'unloadable', error: error instanceof Error ? error.message : String(error) };
  }
  if (!isRecord(module) || module[INPUTS_HASH_EXPORT] !== inputsHash) return { status: 'stale' };
  if (!isValidator(module.validate)) return { status: 'unloadable', error: 'no validate function exported' };
  return { status: 'found', validate: module.validate };
}
