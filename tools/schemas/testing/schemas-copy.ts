// Test helper: a throwaway copy of the repo's schemas/ (with docs/forms.md and the Prettier config the
// generators format with), so a test can break one thing and see what the tools say about it.
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { repoRoot } from '../paths.ts';

// Tests edit copies of the JSON files freely; a precise type per file would only add noise.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyJson = any;

export interface SchemasCopy {
  readonly root: string;
  readJson<T = AnyJson>(relative: string): T;
  readText(relative: string): string;
  /** Writes a file as is (e.g. broken JSON). */
  writeText(relative: string, content: string): void;
  writeJson(relative: string, value: unknown): void;
  editJson<T = AnyJson>(relative: string, edit: (value: T) => void): void;
  remove(relative: string): void;
  /** File names in a folder of the copy. */
  list(relative: string): string[];
  dispose(): void;
}

export function copySchemas(): SchemasCopy {
  const root = mkdtempSync(path.join(tmpdir(), 'portal-schemas-'));
  cpSync(path.join(repoRoot, 'schemas'), path.join(root, 'schemas'), { recursive: true });
  cpSync(path.join(repoRoot, 'docs', 'forms.md'), path.join(root, 'docs', 'forms.md'));
  cpSync(path.join(repoRoot, 'docs', 'rules.md'), path.join(root, 'docs', 'rules.md'));
  cpSync(path.join(repoRoot, '.prettierrc.json'), path.join(root, '.prettierrc.json'));
  const file = (relative: string) => path.join(root, relative);
  const copy: SchemasCopy = {
    root,
    readJson: (relative) => JSON.parse(readFileSync(file(relative), 'utf8')),
    readText: (relative) => readFileSync(file(relative), 'utf8'),
    writeText: (relative, content) => writeFileSync(file(relative), content),
    writeJson: (relative, value) => writeFileSync(file(relative), `${JSON.stringify(value, null, 2)}\n`),
    editJson: (relative, edit) => {
      const value = copy.readJson(relative);
      edit(value);
      copy.writeJson(relative, value);
    },
    remove: (relative) => rmSync(file(relative), { recursive: true }),
    list: (relative) => readdirSync(file(relative)),
    dispose: () => rmSync(root, { recursive: true, force: true }),
  };
  return copy;
}
