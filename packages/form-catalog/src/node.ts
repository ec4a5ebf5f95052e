// Reads the forms from schemas/ on the server and in the tools (the browser gets them bundled).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Catalog, FormEntry } from './catalog.ts';

export interface FormFiles {
  entry: FormEntry;
  schema: Record<string, unknown>;
  ui: Record<string, unknown> | null;
}

export function readCatalog(schemasDir: string): Catalog {
  return JSON.parse(readFileSync(path.join(schemasDir, 'catalog.json'), 'utf8')) as Catalog;
}

export function readForm(schemasDir: string, entry: FormEntry): FormFiles {
  const folder = path.join(schemasDir, 'forms', entry.folder);
  const read = (name: string) => JSON.parse(readFileSync(path.join(folder, name), 'utf8')) as Record<string, unknown>;
  let ui: Record<string, unknown> | null = null;
  try {
    ui = read('ui.json');
  } catch {
    ui = null;
  }
  return { entry, schema: read('schema.json'), ui };
}

/** Shared definitions (schemas/defs/*.json) to add to an AJV instance before compiling forms. */
export function readDefinitions(schemasDir: string): Record<string, unknown>[] {
  const dir = path.join(schemasDir, 'defs');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as Record<string, unknown>);
}
