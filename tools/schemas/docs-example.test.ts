// docs/schema-language.md "A complete example" is a form that passes `pnpm schemas:check` as written
// (the example analysts copy failed the check). Its files are read from the page's JSON blocks,
// each named by the path in backticks on the line before it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Catalog } from '@portal/form-catalog';
import type { JsonObject } from '@portal/form-catalog/node';
import { checkSchemas, formatProblem, writeDocs } from '@portal/schema-kit';
import { copySchemas } from '@portal/schema-kit/testing';
import { scaffoldForm, writeScaffold } from './new-form.ts';
import { repoRoot } from './paths.ts';

/** The JSON blocks of a section, by the file path (`schemas/forms/<id>-<slug>/…`) named before each. */
function exampleFiles(markdown: string, heading: string): Map<string, JsonObject> {
  const start = markdown.indexOf(`\n## ${heading}\n`);
  if (start < 0) throw new Error(`no section "${heading}"`);
  const end = markdown.indexOf('\n## ', start + 1);
  const section = markdown.slice(start, end < 0 ? undefined : end);
  const files = new Map<string, JsonObject>();
  for (const match of section.matchAll(
    /`schemas\/forms\/<id>-<slug>\/([^`]+)`[^\n]*\n(?:[^\n]+\n)*\n```json\n([\s\S]*?)\n```/g,
  ))
    files.set(match[1] as string, JSON.parse(match[2] as string) as JsonObject);
  return files;
}

describe('docs/schema-language.md "A complete example"', () => {
  const copy = copySchemas();
  afterAll(() => copy.dispose());

  it('passes schemas:check as a form of its own', async () => {
    const files = exampleFiles(
      readFileSync(path.join(repoRoot, 'docs', 'schema-language.md'), 'utf8'),
      'A complete example',
    );
    expect([...files.keys()]).toEqual([
      'schema.json',
      'ui.json',
      'fixtures/valid/pesel.json',
      'fixtures/invalid/no-identity-single-phase.json',
    ]);
    // The next free number, as `pnpm schemas:new` would be given.
    const id = Math.max(...copy.readJson<Catalog>('schemas/catalog.json').forms.map((form) => form.id)) + 1;
    const scaffold = scaffoldForm({ id, slug: 'przyklad', title: files.get('schema.json')?.title as string });
    const fixtures = [...files].flatMap(([name, content]) => {
      const match = /^fixtures\/(valid|invalid)\/(.+)\.json$/.exec(name);
      return match ? [{ kind: match[1] as 'valid' | 'invalid', name: match[2] as string, content }] : [];
    });
    await writeScaffold(copy.paths, {
      ...scaffold,
      schema: files.get('schema.json')!,
      ui: files.get('ui.json')!,
      fixtures,
    });
    await writeDocs(copy.paths);
    expect((await checkSchemas(copy.paths)).map(formatProblem)).toEqual([]);
  });
});
