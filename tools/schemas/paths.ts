// Where things are: the repo root, schemas/ and the generated outputs. Every tool takes a root so tests
// can run them on a copy in a temporary folder.
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const repoRoot = path.resolve(fileURLToPath(new URL('../../', import.meta.url)));

export interface SchemaPaths {
  readonly root: string;
  readonly schemasDir: string;
  readonly formsDir: string;
  readonly defsDir: string;
  readonly metaDir: string;
  readonly catalogFile: string;
  readonly formsDoc: string;
  /** pnpm schemas:build output (gitignored), consumed by the form engine. */
  readonly generatedFormsDir: string;
}

export function schemaPaths(root: string = repoRoot): SchemaPaths {
  const schemasDir = path.join(root, 'schemas');
  return {
    root,
    schemasDir,
    formsDir: path.join(schemasDir, 'forms'),
    defsDir: path.join(schemasDir, 'defs'),
    metaDir: path.join(schemasDir, 'meta'),
    catalogFile: path.join(schemasDir, 'catalog.json'),
    formsDoc: path.join(root, 'docs', 'forms.md'),
    generatedFormsDir: path.join(root, 'apps', 'portal', 'src', 'generated', 'forms'),
  };
}

/** A path as printed in messages: relative to the repo root, with forward slashes. */
export function displayPath(paths: SchemaPaths, file: string): string {
  return path.relative(paths.root, file).split(path.sep).join('/');
}

/** Whether the module with this URL is the script node was started with (CLI entry points). */
export function isMainModule(moduleUrl: string): boolean {
  const script = process.argv[1];
  return script !== undefined && pathToFileURL(path.resolve(script)).href === moduleUrl;
}
