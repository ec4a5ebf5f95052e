// Save: the edited files (schema.json, ui.json, the fixtures edited or added, the catalog) written
// as the repository formats them (Prettier with the repo's configuration, @portal/schema-kit json-files.ts, so
// `prettier --check` passes), the generated docs brought up to date (`pnpm schemas:docs`: a changed title
// changes docs/forms.md) and then the full `pnpm schemas:check`, whose result is returned.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Catalog } from '@portal/form-catalog';
import {
  checkSchemas,
  displayPath,
  formatLikeRepo,
  jsonSyntaxError,
  writeDocs,
  writeTextFile,
  type Problem,
  type SchemaPaths,
} from '@portal/schema-kit';
import { EDITABLE_FILES, FIXTURE_NAME, formEntry, type EditedFiles } from './forms.ts';

export interface SaveResult {
  /** Whether the files were written (not when one is no JSON). */
  readonly saved: boolean;
  /** Repository-relative paths of the files whose content changed (the form's, the catalog, the docs). */
  readonly written: string[];
  /** The full check after writing: empty means `pnpm schemas:check` passes. */
  readonly problems: Problem[];
  /** Why nothing was written, in Polish. */
  readonly refused?: string;
}

export async function saveForm(
  paths: SchemaPaths,
  id: number,
  edited: EditedFiles,
): Promise<SaveResult | null> {
  const found = formEntry(paths, id);
  if (!found) return null;
  const dir = path.join(paths.formsDir, found.entry.folder);
  if (!existsSync(dir)) return null;
  const texts: { name: string; file: string; text: string }[] = [];
  for (const name of EDITABLE_FILES) {
    const text = edited[name];
    if (text !== undefined) texts.push({ name, file: path.join(dir, name), text });
  }
  for (const [name, text] of Object.entries(edited.fixtures ?? {})) {
    if (!FIXTURE_NAME.test(name)) return refuse(badFixtureName(name));
    texts.push({ name, file: path.join(dir, 'fixtures', name), text });
  }
  const catalog = edited['catalog.json'];
  if (catalog !== undefined) texts.push({ name: 'catalog.json', file: paths.catalogFile, text: catalog });
  for (const { name, text } of texts) {
    const syntax = jsonSyntaxError(text);
    if (syntax)
      return refuse(
        `${name}: niepoprawny JSON w wierszu ${syntax.line}, kolumnie ${syntax.column}: ${syntax.message}. Popraw go przed zapisem.`,
      );
  }
  if (catalog !== undefined) {
    const kept = (JSON.parse(catalog) as Partial<Catalog>).forms?.some(
      (entry) => entry.id === id && entry.folder === found.entry.folder,
    );
    if (!kept)
      return refuse(
        `catalog.json: brak wpisu formularza ${id} w folderze ${found.entry.folder}. Przywróć go (id i folder zmienia się poza studiem).`,
      );
  }
  const formatted: { file: string; content: string }[] = [];
  for (const { file, text } of texts) {
    const content = await formatLikeRepo(file, text);
    const before = existsSync(file) ? readFileSync(file, 'utf8') : null;
    if (content !== before) formatted.push({ file, content });
  }
  for (const { file, content } of formatted) writeTextFile(file, content);
  const docs = await writeDocs(paths);
  // The generated docs were rendered from these very files a moment ago: rendering them again to compare
  // would double the save's slowest part.
  const problems = await checkSchemas(paths, { skipGeneratedFiles: true });
  return {
    saved: true,
    written: [...formatted.map(({ file }) => displayPath(paths, file)), ...docs],
    problems,
  };
}

function refuse(reason: string): SaveResult {
  return { saved: false, written: [], problems: [], refused: reason };
}

export function badFixtureName(name: string): string {
  return `${name}: nazwa przykładu to valid/ albo invalid/, potem małe litery, cyfry i łączniki, na końcu .json (np. valid/firma-z-pelnomocnikiem.json).`;
}
