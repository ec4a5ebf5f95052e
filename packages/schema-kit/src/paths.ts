// Where things are: schemas/ and the generated outputs under a root. The caller (a CLI script of
// tools/schemas, the studio's server) resolves its root once and passes these paths down, so tests and
// the studio's overlay run the same checks on a copy in a temporary folder.
import { existsSync } from 'node:fs';
import path from 'node:path';

export interface SchemaPaths {
  readonly root: string;
  readonly schemasDir: string;
  readonly formsDir: string;
  readonly defsDir: string;
  readonly metaDir: string;
  readonly catalogFile: string;
  readonly formsDoc: string;
  /** schemas/README.md, whose forms' status block is generated (docs.ts). */
  readonly schemasReadme: string;
  /** docs/rules.md, the rules matrix (rules-doc.ts). */
  readonly rulesDoc: string;
  /** pnpm schemas:build output (gitignored): the package @portal/forms-generated the portal loads forms from. */
  readonly generatedFormsDir: string;
  /** The generated Storybook story of every form; in the portal, whose story components it uses. */
  readonly generatedStoriesFile: string;
}

export function schemaPaths(root: string): SchemaPaths {
  const schemasDir = path.join(root, 'schemas');
  return {
    root,
    schemasDir,
    formsDir: path.join(schemasDir, 'forms'),
    defsDir: path.join(schemasDir, 'defs'),
    metaDir: path.join(schemasDir, 'meta'),
    catalogFile: path.join(schemasDir, 'catalog.json'),
    formsDoc: path.join(root, 'docs', 'forms.md'),
    schemasReadme: path.join(schemasDir, 'README.md'),
    rulesDoc: path.join(root, 'docs', 'rules.md'),
    generatedFormsDir: path.join(root, 'packages', 'forms-generated', 'forms'),
    generatedStoriesFile: path.join(root, 'apps', 'portal', 'src', 'generated', 'forms.stories.tsx'),
  };
}

/**
 * Whether a form folder has a schema.json: every online form, and a PDF form (mode "pdf") whose schema
 * describes the paper form the API generates (GET /api/forms/<id>/document.pdf); such a form is checked
 * and documented like an online one, but schemas:build makes no browser files for it.
 */
export function hasFormSchema(paths: SchemaPaths, folder: string): boolean {
  return existsSync(path.join(paths.formsDir, folder, 'schema.json'));
}

/** A path as printed in messages: relative to the repo root, with forward slashes. */
export function displayPath(paths: SchemaPaths, file: string): string {
  return path.relative(paths.root, file).split(path.sep).join('/');
}
