// @vitest-environment node
// The studio's API on the real schemas/ (read-only) and on a throwaway copy (save): what the analyst's
// editor, preview, fixtures panel and save button get.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { schemaPaths } from '@portal/schema-kit';
import { repoRoot } from '@portal/schema-kit/testing';
import { sharedSchemasCopy } from '@portal/schema-kit/testing';
import type { ChangeReport, Evaluation, FormFiles, FormListItem } from './forms.ts';
import { handleApi } from './plugin.ts';
import type { SaveResult } from './save.ts';
import type { Vocabulary } from './vocabulary.ts';

const FORM_1 = 'schemas/forms/1-przylaczenie-do-40-kw';

// The PDF is read with the renderer's own library (a dependency of packages/form-pdf, the API's renderer).
const { PDFDocument } = createRequire(path.join(repoRoot, 'packages/form-pdf/package.json'))('pdf-lib') as {
  PDFDocument: { load(bytes: Uint8Array): Promise<{ getTitle(): string | undefined }> };
};

async function api<T>(
  root: string,
  method: string,
  url: string,
  body: unknown = {},
): Promise<{ status: number; body: T }> {
  const answer = await handleApi(schemaPaths(root), method, `/studio-api${url}`, async () => body);
  if (!answer) throw new Error(`not an API url: ${url}`);
  return answer as { status: number; body: T };
}

const readForm1 = async (root = repoRoot) => (await api<FormFiles>(root, 'GET', '/forms/1')).body;

// One copy of schemas/ for the file, reset after each test.
const schemasCopy = sharedSchemasCopy({ afterEach, afterAll });

describe('studio API: reading', () => {
  it('lists the catalog; a form is editable when its folder has a schema.json', async () => {
    const { body } = await api<FormListItem[]>(repoRoot, 'GET', '/forms');
    const catalog = JSON.parse(readFileSync(path.join(repoRoot, 'schemas/catalog.json'), 'utf8')) as {
      forms: unknown[];
    };
    expect(body).toHaveLength(catalog.forms.length);
    expect(body[0]).toMatchObject({ id: 1, editable: true, mode: 'online' });
    for (const form of body)
      expect(form.editable).toBe(
        existsSync(path.join(repoRoot, 'schemas/forms', form.folder, 'schema.json')),
      );
  });

  it('reads form 1: both files as on disk, its fixtures and the committed version from git', async () => {
    const form = await readForm1();
    expect(form.files['schema.json']).toBe(readFileSync(path.join(repoRoot, FORM_1, 'schema.json'), 'utf8'));
    expect(form.files['ui.json']).toBe(readFileSync(path.join(repoRoot, FORM_1, 'ui.json'), 'utf8'));
    expect(form.fixtures.map((fixture) => fixture.name)).toContain('valid/private-person-new-house.json');
    expect(form.committed.unavailable).toBeUndefined();
    expect(JSON.parse(form.committed.files['schema.json']!)).toHaveProperty('title');
  });

  it('says so when the schemas are not in a git repository (a copy without history)', async () => {
    const copy = schemasCopy();
    const form = await readForm1(copy.root);
    expect(form.committed.unavailable).toMatch(/Brak historii git/);
  });

  it('answers 404 for an unknown form', async () => {
    expect((await api(repoRoot, 'GET', '/forms/9999')).status).toBe(404);
  });

  it('gives the vocabulary with Polish help for keywords, ui keys and the widgets', async () => {
    const { body } = await api<Vocabulary>(repoRoot, 'GET', '/vocabulary');
    expect(body.schema.find((word) => word.name === 'maxLength')?.description).toMatch(/znaków/);
    expect(body.schema.find((word) => word.name === 'digitsOnly')?.description).toMatch(/cyfry/);
    expect(body.ui.map((word) => word.name)).toContain('ui:widget');
    expect(body.widgets.map((word) => word.name)).toContain('yesNo');
  });
});

describe('studio API: the edited text', () => {
  it('unchanged form 1 has no problems, and every fixture behaves as declared', async () => {
    const form = await readForm1();
    const { body } = await api<Evaluation>(repoRoot, 'POST', '/forms/1/evaluate', { files: form.files });
    expect(body.problems).toEqual([]);
    expect(body.fixtures.length).toBe(form.fixtures.length);
    expect(body.fixtures.every((verdict) => verdict.pass)).toBe(true);
    expect(body.preview?.ui.steps.length).toBeGreaterThan(1);
  });

  it('locates a JSON syntax error in the edited text, in Polish, without touching the file', async () => {
    const form = await readForm1();
    const broken = form.files['schema.json'].replace('"type": "object",', '"type": "object",,');
    const { body } = await api<Evaluation>(repoRoot, 'POST', '/forms/1/evaluate', {
      files: { ...form.files, 'schema.json': broken },
    });
    const line = broken.split('\n').findIndex((text) => text.includes('"object",,')) + 1;
    expect(body.problems).toEqual([
      expect.objectContaining({
        file: `${FORM_1}/schema.json`,
        line,
        message: expect.stringMatching(/niepoprawny JSON w wierszu/),
      }),
    ]);
    expect(body.preview).toBeNull();
    expect(readFileSync(path.join(repoRoot, FORM_1, 'schema.json'), 'utf8')).toBe(form.files['schema.json']);
  });

  it('a misspelt keyword is located at its line and the right one suggested', async () => {
    const form = await readForm1();
    const edited = form.files['schema.json'].replace('"trimmedMaxLength": 2000', '"trimedMaxLength": 2000');
    const { body } = await api<Evaluation>(repoRoot, 'POST', '/forms/1/evaluate', {
      files: { ...form.files, 'schema.json': edited },
    });
    const line = edited.split('\n').findIndex((text) => text.includes('"trimedMaxLength"')) + 1;
    expect(body.problems).toContainEqual(
      expect.objectContaining({ line, message: expect.stringContaining('trimmedMaxLength') }),
    );
  });

  it('a tighter rule makes the valid fixtures fail, with the errors the user would read', async () => {
    const form = await readForm1();
    const edited = form.files['schema.json'].replace('"trimmedMaxLength": 2000', '"trimmedMaxLength": 10');
    const { body } = await api<Evaluation>(repoRoot, 'POST', '/forms/1/evaluate', {
      files: { ...form.files, 'schema.json': edited },
    });
    const verdict = body.fixtures.find(
      (candidate) => candidate.name === 'valid/private-person-new-house.json',
    )!;
    expect(verdict.pass).toBe(false);
    expect(verdict.actual).toEqual([
      expect.objectContaining({ pointer: '/extraInfo/comment', message: expect.stringMatching(/10/) }),
    ]);
    // The check says the same about the fixture file.
    expect(body.problems.some((problem) => problem.file.endsWith('private-person-new-house.json'))).toBe(
      true,
    );
  });

  it('the preview endpoint bundles the edited schema with its new title', async () => {
    const form = await readForm1();
    const edited = form.files['schema.json'].replace(
      '"Dodatkowe informacje o obiekcie"',
      '"Uwagi o obiekcie"',
    );
    const { body } = await api<{ preview: Evaluation['preview'] }>(repoRoot, 'POST', '/forms/1/preview', {
      files: { ...form.files, 'schema.json': edited },
    });
    expect(JSON.stringify(body.preview?.schema)).toContain('Uwagi o obiekcie');
  });
});

describe('studio API: save (into a copy of schemas/)', () => {
  it('writes the files formatted as the repository formats them and passes the full check', async () => {
    const copy = schemasCopy();
    const form = await readForm1(copy.root);
    // Unformatted on purpose: one line, as an editor might leave it.
    const schema = JSON.stringify(
      JSON.parse(
        form.files['schema.json'].replace('"Dodatkowe informacje o obiekcie"', '"Uwagi o obiekcie"'),
      ),
    );
    const { body } = await api<SaveResult>(copy.root, 'POST', '/forms/1/save', {
      files: { 'schema.json': schema, 'ui.json': form.files['ui.json'] },
    });
    expect(body.saved).toBe(true);
    expect(body.problems).toEqual([]);
    expect(body.written).toContain(`${FORM_1}/schema.json`);
    const written = copy.readText(`${FORM_1}/schema.json`);
    expect(written).toContain('"title": "Uwagi o obiekcie"');
    expect(written.split('\n').length).toBeGreaterThan(50);
  });

  it('writes only what changed: an unchanged save leaves the files and docs/forms.md as they were', async () => {
    const copy = schemasCopy();
    const form = await readForm1(copy.root);
    const files = [`${FORM_1}/schema.json`, `${FORM_1}/ui.json`, 'docs/forms.md'];
    const times = () => files.map((file) => statSync(path.join(copy.root, file)).mtimeMs);
    const before = times();
    const unchanged = await api<SaveResult>(copy.root, 'POST', '/forms/1/save', { files: form.files });
    expect(unchanged.body).toMatchObject({ saved: true, written: [], problems: [] });
    expect(times()).toEqual(before);

    const retitled = form.files['schema.json'].replace(
      '"Dodatkowe informacje o obiekcie"',
      '"Uwagi o obiekcie"',
    );
    const { body } = await api<SaveResult>(copy.root, 'POST', '/forms/1/save', {
      files: { ...form.files, 'schema.json': retitled },
    });
    expect(body.written).toEqual([`${FORM_1}/schema.json`]);
  });

  it('returns the full check’s problems when the saved form breaks a fixture', async () => {
    const copy = schemasCopy();
    const form = await readForm1(copy.root);
    const schema = form.files['schema.json'].replace('"trimmedMaxLength": 2000', '"trimmedMaxLength": 10');
    const { body } = await api<SaveResult>(copy.root, 'POST', '/forms/1/save', {
      files: { 'schema.json': schema },
    });
    expect(body.saved).toBe(true);
    expect(body.problems).toContainEqual(
      expect.objectContaining({
        file: `${FORM_1}/fixtures/valid/private-person-new-house.json`,
        message: expect.stringMatching(/poprawny przykład nie przechodzi walidacji/),
      }),
    );
  });

  it('refuses to write a file that is not JSON, saying where it breaks', async () => {
    const copy = schemasCopy();
    const before = copy.readText(`${FORM_1}/ui.json`);
    const { body } = await api<SaveResult>(copy.root, 'POST', '/forms/1/save', {
      files: { 'ui.json': '{ "steps": [' },
    });
    expect(body.saved).toBe(false);
    expect(body.refused).toMatch(/ui\.json: niepoprawny JSON w wierszu 1/);
    expect(copy.readText(`${FORM_1}/ui.json`)).toBe(before);
  });

  it('refuses JSON with comments (JSONC), which Prettier would format and keep but no JSON reader takes', async () => {
    const copy = schemasCopy();
    const before = copy.readText(`${FORM_1}/ui.json`);
    const { body } = await api<SaveResult>(copy.root, 'POST', '/forms/1/save', {
      files: { 'ui.json': before.replace('{', '{\n  // kroki kreatora\n') },
    });
    expect(body.saved).toBe(false);
    expect(body.refused).toMatch(
      /ui\.json: niepoprawny JSON w wierszu 2, kolumnie 3: komentarze są niedozwolone/,
    );
    expect(copy.readText(`${FORM_1}/ui.json`)).toBe(before);
  });
});

describe('studio API: the change report against the last commit', () => {
  it('reports a retitled field and a tightened rule, needing a new version', async () => {
    const form = await readForm1();
    const edited = form.files['schema.json']
      .replace('"Dodatkowe informacje o obiekcie"', '"Uwagi o obiekcie"')
      .replace('"trimmedMaxLength": 2000', '"trimmedMaxLength": 1500');
    const { body } = await api<ChangeReport>(repoRoot, 'POST', '/forms/1/changes', {
      files: { ...form.files, 'schema.json': edited },
    });
    const kinds = body.report!.changes.map(
      (change) => `${change.kind} ${'pointer' in change ? change.pointer : ''}`,
    );
    expect(kinds).toEqual(['labelChanged /extraInfo/comment', 'rulesChanged /extraInfo/comment']);
    expect(body.report!.needsVersionBump).toBe(true);
    expect(body.nextVersion).toMatch(/^\d+\.\d+\.0$/);
  });

  it('does not call a rule naming a missing field stricter, nor ask a version for it', async () => {
    const form = await readForm1();
    const schema = JSON.parse(form.files['schema.json']) as {
      properties: { extraInfo: Record<string, unknown> };
    };
    schema.properties.extraInfo.numberOrder = { lower: 'coment', upper: 'comment' };
    const { body } = await api<ChangeReport>(repoRoot, 'POST', '/forms/1/changes', {
      files: { ...form.files, 'schema.json': JSON.stringify(schema, null, 2) },
    });
    const change = body.report!.changes.find((candidate) => candidate.kind === 'rulesChanged');
    expect(change).toMatchObject({ pointer: '/extraInfo', needsVersionBump: false });
    const [rule] = change?.kind === 'rulesChanged' ? change.rules : [];
    expect(rule?.inactive).toMatch(/wymienia pole "coment".*czy chodziło o "comment"\?/);
    expect(body.report!.needsVersionBump).toBe(false);
  });

  it('reports nothing for the committed text, and says so on a copy without git', async () => {
    const form = await readForm1();
    const same = await api<ChangeReport>(repoRoot, 'POST', '/forms/1/changes', {
      files: {
        'schema.json': form.committed.files['schema.json'],
        'ui.json': form.committed.files['ui.json'],
      },
    });
    expect(same.body.report?.changes).toEqual([]);
    const copy = schemasCopy();
    const { body } = await api<ChangeReport>(copy.root, 'POST', '/forms/1/changes', { files: form.files });
    expect(body.report).toBeNull();
    expect(body.unavailable).toMatch(/Brak historii git/);
  });
});

describe('studio API: a paper form’s PDF', () => {
  const FORM_8 = 'schemas/forms/8-zgloszenie-mikroinstalacji';

  it('renders the PDF the portal serves, from the edited files', async () => {
    const schema = readFileSync(path.join(repoRoot, FORM_8, 'schema.json'), 'utf8');
    const original = await api<Uint8Array>(repoRoot, 'POST', '/forms/8/pdf', { files: {} });
    expect(original.status).toBe(200);
    expect(Buffer.from(original.body.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    // The document follows the editor, not the disk: the PDF's title (what a viewer shows) is the edited one.
    const parsed = JSON.parse(schema) as { title: string };
    const retitled = `${parsed.title} (zmieniony w studiu)`;
    const edited = await api<Uint8Array>(repoRoot, 'POST', '/forms/8/pdf', {
      files: { 'schema.json': JSON.stringify({ ...parsed, title: retitled }) },
    });
    expect(edited.status).toBe(200);
    const titleOf = async (bytes: Uint8Array) => (await PDFDocument.load(bytes)).getTitle();
    expect(await titleOf(edited.body)).toBe(`${retitled} (formularz nr 8)`);
    expect(await titleOf(original.body)).toBe(`${parsed.title} (formularz nr 8)`);
  });

  it('refuses an online form and says why when the edited files do not make a PDF', async () => {
    expect((await api<{ message: string }>(repoRoot, 'POST', '/forms/1/pdf', { files: {} })).status).toBe(
      404,
    );
    const broken = await api<{ message: string }>(repoRoot, 'POST', '/forms/8/pdf', {
      files: { 'schema.json': '{ "type": ' },
    });
    expect(broken.status).toBe(422);
    expect(broken.body.message).toMatch(/nie da się złożyć PDF/);
  });
});
