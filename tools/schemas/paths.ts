// What the CLI scripts of tools/schemas resolve for themselves: the checkout they run in (whose
// schemaPaths they hand to @portal/schema-kit) and whether a module is the script node was started with.
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const repoRoot = path.resolve(fileURLToPath(new URL('../../', import.meta.url)));

/** Whether the module with this URL is the script node was started with (CLI entry points). */
export function isMainModule(moduleUrl: string): boolean {
  const script = process.argv[1];
  return script !== undefined && pathToFileURL(path.resolve(script)).href === moduleUrl;
}
