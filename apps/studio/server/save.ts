// Save (issue 19): the edited files written as the repository formats them (Prettier with the repo's
// configuration, tools/schemas/json-files.ts), the generated docs brought up to date (`pnpm schemas:docs`:
// a changed title changes docs/forms.md) and then the full `pnpm schemas:check`, whose result is returned.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { checkSchemas } from '../../../tools/schemas/check.ts';
import { writeDocs } from '../../../tools/schemas/docs.ts';
import { formatLikeRepo, readTextFile, writeTextFile } from '../../../tools/schemas/json-files.ts';
import { jsonSyntaxError } from '../../../tools/schemas/json-positions.ts';
import { displayPath, schemaPaths } from '../../../tools/schemas/paths.ts';
import type { Problem } from '../../../tools/schemas/problems.ts';
import { EDITABLE_FILES, formEntry, type EditedFiles } from './forms.ts';

export interface SaveResult {
  /** Whether the files were written (not when one is no JSON). */
  readonly saved: boolean;
  /** Repository-relative paths of the files written (the form's that changed, and regenerated docs). */
  readonly written: string[];
  /** The full check after writing: empty means `pnpm schemas:check` passes. */
  readonly problems: Problem[];
  /** Why nothing was written, in Polish. */
  readonly refused?: string;
}

export async function saveForm(root: string, id: number, edited: EditedFiles): Promise<SaveResult | null> {
  const found = formEntry(root, id);
  if (!found) return null;
  const paths = schemaPaths(root);
  const dir = path.join(paths.formsDir, found.entry.folder);
  if (!existsSync(dir)) return null;
  const formatted: { file: string; content: string }[] = [];
  for (const name of EDITABLE_FILES) {
    const text = edited[name];
    if (text === undefined) continue;
    const syntax = jsonSyntaxError(text);
    if (syntax) {
      return {
        saved: false,
        written: [],
        problems: [],
        refused: `${name}: niepoprawny JSON w wierszu ${syntax.line}, kolumnie ${syntax.column}: ${syntax.message}. Popraw go przed zapisem.`,
      };
    }
    const file = path.join(dir, name);
    formatted.push({ file, content: await formatLikeRepo(file, text) });
  }
  // Only what changed is written (issue 31): an unchanged file keeps its time, so watchers, editors and
  // git see no change; the generated docs are rewritten only when their text changes (writeDocs).
  const changed = formatted.filter(({ file, content }) => readTextFile(file) !== content);
  for (const { file, content } of changed) writeTextFile(file, content);
  const docs = await writeDocs(root);
  const problems = await checkSchemas(root);
  return {
    saved: true,
    written: [...changed.map(({ file }) => displayPath(paths, file)), ...docs],
    problems,
  };
}
