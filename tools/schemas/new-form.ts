// `pnpm schemas:new <id> <slug> [--title "…"] [--case-type "…"] [--attachments]`: scaffolds
// schemas/forms/<id>-<slug>/ with the sections every form has (applicant, representation, contact,
// notifications, document receipt, statements) and a placeholder `request` section to replace, plus one
// valid and one invalid fixture; adds the catalog entry (status "draft") and regenerates docs/forms.md,
// so `pnpm schemas:check` passes right away. What to do next: schemas/README.md "Writing a form".
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { Catalog, FormEntry } from '@portal/form-catalog';
import { DRAFT_07, type JsonObject } from '@portal/form-catalog/node';
import { displayPath, readJsonFile, writeDocs, writeJsonFile, type SchemaPaths } from '@portal/schema-kit';
import { cliPaths, isMainModule } from './paths.ts';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const DEFS = '../../defs';
const FIXTURE_META = '../../../../meta/fixture.schema.json';

export interface NewFormOptions {
  readonly id: number;
  readonly slug: string;
  readonly title?: string;
  readonly caseType?: string;
  /** Adds an attachments section with one optional list (forms of applications-spec §3 "Attachments per form"). */
  readonly attachments?: boolean;
}

export interface ScaffoldFiles {
  readonly entry: FormEntry;
  readonly schema: JsonObject;
  readonly ui: JsonObject;
  readonly fixtures: {
    readonly kind: 'valid' | 'invalid';
    readonly name: string;
    readonly content: JsonObject;
  }[];
}

const ref = (file: string, name: string) => ({ $ref: `${DEFS}/${file}.json#/definitions/${name}` });

/** The files of a new form, as data (also used to start drafts with extra sections). */
export function scaffoldForm(options: NewFormOptions): ScaffoldFiles {
  const title = options.title ?? `Wniosek nr ${options.id} (tytuł do uzupełnienia)`;
  const entry: FormEntry = {
    id: options.id,
    folder: `${options.id}-${options.slug}`,
    title,
    version: '1.0.0',
    mode: 'online',
    caseType: options.caseType ?? 'Inne sprawy',
    status: 'draft',
    submission: { email: '/contact/email', smsPhone: '/notifications/smsPhone' },
  };
  const properties: JsonObject = {
    applicant: ref('applicant', 'applicant'),
    representation: ref('representation', 'representation'),
    request: {
      type: 'object',
      title: 'Czego dotyczy wniosek',
      $comment: 'TODO: zastąp tę sekcję polami formularza (schemas/README.md, „Pisanie formularza”).',
      properties: {
        details: { type: 'string', title: 'Opis sprawy', trimmedMaxLength: 2000 },
      },
      required: ['details'],
      additionalProperties: false,
    },
    contact: ref('contact', 'contact'),
    notifications: ref('contact', 'notifications'),
    documentReceipt: ref('documentReceipt', 'documentReceipt'),
  };
  if (options.attachments) {
    properties.attachments = {
      type: 'object',
      title: 'Załączniki',
      properties: {
        documents: {
          ...ref('attachments', 'optionalFiles'),
          title: 'Dokumenty',
          description: 'TODO: lista załączników tego wniosku.',
        },
      },
      additionalProperties: false,
    };
  }
  properties.statements = {
    type: 'object',
    title: 'Oświadczenia',
    properties: {
      truthfulness: ref('statements', 'truthfulness'),
      gdprAcknowledgement: ref('statements', 'gdprAcknowledgement'),
    },
    required: ['truthfulness', 'gdprAcknowledgement'],
    additionalProperties: false,
  };
  const schema: JsonObject = {
    $schema: DRAFT_07,
    $comment: `Form ${options.id}: TODO cite the applications-spec section this form implements.`,
    title,
    type: 'object',
    properties,
    required: ['applicant', 'representation', 'request', 'contact', 'documentReceipt', 'statements'],
    additionalProperties: false,
  };
  const steps = [
    { id: 'wnioskodawca', title: 'Wnioskodawca', fields: ['applicant', 'representation'] },
    { id: 'wniosek', title: 'Wniosek', fields: ['request'] },
    { id: 'kontakt', title: 'Kontakt i dokumenty', fields: ['contact', 'notifications', 'documentReceipt'] },
    ...(options.attachments ? [{ id: 'zalaczniki', title: 'Załączniki', fields: ['attachments'] }] : []),
    { id: 'oswiadczenia', title: 'Oświadczenia', fields: ['statements'] },
  ];
  const ui: JsonObject = {
    $schema: '../../meta/ui.schema.json',
    steps,
    uiSchema: { request: { details: { 'ui:widget': 'textarea', 'ui:options': { rows: 5 } } } },
  };
  const data: JsonObject = {
    applicant: {
      kind: 'private',
      person: { firstName: 'Anna', lastName: 'Nowak', pesel: '44051401359' },
      homeAddress: { street: 'Polna', houseNumber: '12', zipCode: '05-850', city: 'Ożarów Mazowiecki' },
    },
    representation: { filingAs: 'self' },
    request: { details: 'TODO: dane przykładowe tego formularza.' },
    contact: { email: 'anna.nowak@example.pl', phone: '601-234-567' },
    notifications: { bySms: true, smsPhone: '601-234-567' },
    documentReceipt: { method: 'email' },
    statements: { truthfulness: true, gdprAcknowledgement: true },
  };
  const { contact: _contact, ...withoutContact } = data;
  return {
    entry,
    schema,
    ui,
    fixtures: [
      {
        kind: 'valid',
        name: 'private-person',
        content: {
          $schema: FIXTURE_META,
          description: 'Osoba fizyczna składa wniosek we własnym imieniu.',
          data,
        },
      },
      {
        kind: 'invalid',
        name: 'missing-contact',
        content: {
          $schema: FIXTURE_META,
          description: 'Brak danych kontaktowych.',
          data: withoutContact,
          errors: [{ pointer: '/contact', keyword: 'required' }],
        },
      },
    ],
  };
}

/** Writes a scaffold's files and adds its entry to catalog.json (sorted by id). */
export async function writeScaffold(paths: SchemaPaths, files: ScaffoldFiles): Promise<string> {
  const folder = path.join(paths.formsDir, files.entry.folder);
  await writeJsonFile(path.join(folder, 'schema.json'), files.schema);
  await writeJsonFile(path.join(folder, 'ui.json'), files.ui);
  for (const fixture of files.fixtures) {
    await writeJsonFile(path.join(folder, 'fixtures', fixture.kind, `${fixture.name}.json`), fixture.content);
  }
  const parsed = readJsonFile(paths.catalogFile);
  if (!parsed.ok) throw new Error(`schemas/catalog.json: ${parsed.message}`);
  const catalog = parsed.value as Catalog;
  catalog.forms = [...catalog.forms.filter((entry) => entry.id !== files.entry.id), files.entry].sort(
    (a, b) => a.id - b.id,
  );
  await writeJsonFile(paths.catalogFile, catalog);
  return folder;
}

/** Refuses what would break the catalog: a bad slug, a taken id or an existing folder. */
export function newFormRefusal(paths: SchemaPaths, options: NewFormOptions): string | null {
  if (!Number.isInteger(options.id) || options.id < 1)
    return 'numer formularza musi być dodatnią liczbą całkowitą';
  if (!SLUG.test(options.slug))
    return 'slug: małe litery bez polskich znaków, cyfry i myślniki, np. "przylaczenie-do-40-kw"';
  const parsed = readJsonFile(paths.catalogFile);
  if (!parsed.ok) return `schemas/catalog.json: ${parsed.message}`;
  const taken = (parsed.value as Catalog).forms.find((entry) => entry.id === options.id);
  if (taken) return `formularz ${options.id} już jest w katalogu (${taken.folder})`;
  if (existsSync(path.join(paths.formsDir, `${options.id}-${options.slug}`)))
    return `folder ${options.id}-${options.slug} już istnieje`;
  return null;
}

export async function createForm(paths: SchemaPaths, options: NewFormOptions): Promise<string> {
  const refusal = newFormRefusal(paths, options);
  if (refusal) throw new Error(refusal);
  const folder = await writeScaffold(paths, scaffoldForm(options));
  await writeDocs(paths);
  return folder;
}

if (isMainModule(import.meta.url)) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      title: { type: 'string' },
      'case-type': { type: 'string' },
      attachments: { type: 'boolean', default: false },
    },
  });
  const [id, slug] = positionals;
  if (!id || !slug) {
    console.error(
      'Użycie: pnpm schemas:new <numer> <slug> [--title "Tytuł wniosku"] [--case-type "Rodzaj sprawy"] [--attachments]',
    );
    process.exit(2);
  }
  const paths = cliPaths();
  try {
    const folder = await createForm(paths, {
      id: Number(id),
      slug,
      ...(values.title ? { title: values.title } : {}),
      ...(values['case-type'] ? { caseType: values['case-type'] } : {}),
      attachments: values.attachments,
    });
    console.log(`Utworzono ${displayPath(paths, folder)} i wpis w schemas/catalog.json (status "draft").`);
    console.log(
      'Dalej: zastąp sekcję "request" polami wniosku, dodaj kafelek w catalog.json, przykłady w fixtures,',
    );
    console.log(
      'a potem `pnpm schemas:check` i `pnpm schemas:docs` (schemas/README.md, „Formularz jest gotowy, gdy…”).',
    );
  } catch (error) {
    console.error(`schemas:new: ${(error as Error).message}`);
    process.exitCode = 1;
  }
}
