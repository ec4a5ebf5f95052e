// What the CLI scripts of tools/schemas resolve for themselves: the checkout they run in, its SchemaPaths
// (made here once; every module and @portal/schema-kit takes them as given), and whether a module is the
// script node was started with.
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { schemaPaths, type SchemaPaths } from '@portal/schema-kit';

export const repoRoot = path.resolve(fileURLToPath(new URL('../../', import.meta.url)));

/** The checkout's paths, or those under the folder a script's `--root` names. */
export function cliPaths(root?: string): SchemaPaths {
  return schemaPaths(root ? path.resolve(root) : repoRoot);
}

/** Whether the module with this URL is the script node was started with (CLI entry points). */
export function isMainModule(moduleUrl: string): boolean {
  const script = process.argv[1];
  return script !== undefined && pathToFileURL(path.resolve(script)).href === moduleUrl;
}
