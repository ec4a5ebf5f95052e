// Test helper: a schemas folder with only the PDF-mode forms 8 and 10, the online form 1 and the shared
// definitions, so the API's route tests start an app quickly and do not depend on forms still being written.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Catalog } from '@portal/form-catalog';

export const repoSchemasDir = path.resolve(import.meta.dirname, '../../../../schemas');

export function copyPaperFormSchemas(ids: readonly number[] = [1, 8, 10]): {
  dir: string;
  dispose: () => void;
} {
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-paper-forms-'));
  const catalog = JSON.parse(readFileSync(path.join(repoSchemasDir, 'catalog.json'), 'utf8')) as Catalog;
  const forms = catalog.forms.filter((entry) => ids.includes(entry.id));
  cpSync(path.join(repoSchemasDir, 'defs'), path.join(dir, 'defs'), { recursive: true });
  for (const entry of forms) {
    cpSync(path.join(repoSchemasDir, 'forms', entry.folder), path.join(dir, 'forms', entry.folder), {
      recursive: true,
    });
  }
  writeFileSync(path.join(dir, 'catalog.json'), JSON.stringify({ ...catalog, forms }));
  return { dir, dispose: () => rmSync(dir, { recursive: true, force: true }) };
}
