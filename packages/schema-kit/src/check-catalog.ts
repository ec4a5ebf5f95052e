// schemas/catalog.json against its meta-schema and against the form folders: the wizard's tiles
// (applications-spec §2) must open existing forms, every form must have its folder and every folder its
// entry, and every ready form must be reachable from the wizard.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { Catalog, FormEntry } from '@portal/form-catalog';
import { displayPath, type SchemaPaths } from './paths.ts';
import type { MetaValidators } from './meta-validators.ts';
import type { Problem } from './problems.ts';

/** Every form id a tile, a tile option or a frequent list opens, with where it is said. */
function referencedFormIds(catalog: Catalog): { formId: number; pointer: string }[] {
  const references: { formId: number; pointer: string }[] = [];
  catalog.categories.forEach((category, c) => {
    category.tiles.forEach((tile, t) => {
      if (tile.formId !== undefined)
        references.push({ formId: tile.formId, pointer: `/categories/${c}/tiles/${t}/formId` });
      tile.options?.forEach((option, o) =>
        references.push({
          formId: option.formId,
          pointer: `/categories/${c}/tiles/${t}/options/${o}/formId`,
        }),
      );
    });
    category.frequent?.formIds.forEach((formId, f) =>
      references.push({ formId, pointer: `/categories/${c}/frequent/formIds/${f}` }),
    );
  });
  return references;
}

function duplicates<T>(items: readonly T[], key: (item: T) => string | number): { item: T; index: number }[] {
  const seen = new Set<string | number>();
  const found: { item: T; index: number }[] = [];
  items.forEach((item, index) => {
    const value = key(item);
    if (seen.has(value)) found.push({ item, index });
    seen.add(value);
  });
  return found;
}

export function checkCatalog(
  paths: SchemaPaths,
  catalogValue: unknown,
  meta: MetaValidators,
): { catalog: Catalog | null; problems: Problem[] } {
  const file = displayPath(paths, paths.catalogFile);
  const problem = (pointer: string, message: string): Problem => ({ file, pointer, message });
  const metaIssues = meta.catalog(catalogValue);
  if (metaIssues.length > 0) {
    return {
      catalog: null,
      problems: metaIssues.map((issue) =>
        problem(issue.pointer, `niezgodne z meta/catalog.schema.json: ${issue.message}`),
      ),
    };
  }
  const catalog = catalogValue as Catalog;
  const problems: Problem[] = [];

  for (const { item, index } of duplicates(catalog.forms, (entry) => entry.id)) {
    problems.push(problem(`/forms/${index}/id`, `formularz ${item.id} jest w katalogu więcej niż raz`));
  }
  for (const { item, index } of duplicates(catalog.forms, (entry) => entry.folder)) {
    problems.push(problem(`/forms/${index}/folder`, `folder ${item.folder} ma więcej niż jeden formularz`));
  }
  for (const { item, index } of duplicates(catalog.categories, (category) => category.id)) {
    problems.push(problem(`/categories/${index}/id`, `kategoria "${item.id}" powtarza się`));
  }
  const tiles = catalog.categories.flatMap((category, c) =>
    category.tiles.map((tile, t) => ({ tile, pointer: `/categories/${c}/tiles/${t}` })),
  );
  for (const { item, index } of duplicates(tiles, ({ tile }) => tile.id)) {
    problems.push(problem(`${tiles[index]?.pointer ?? ''}/id`, `kafelek "${item.tile.id}" powtarza się`));
  }
  for (const { tile, pointer } of tiles) {
    const opensForm = tile.formId !== undefined;
    const hasOptions = tile.options !== undefined;
    if (opensForm === hasOptions) {
      problems.push(
        problem(pointer, `kafelek "${tile.id}" musi mieć albo formId, albo options (dokładnie jedno z nich)`),
      );
    }
  }

  const byId = new Map<number, FormEntry>(catalog.forms.map((entry) => [entry.id, entry]));
  const reachable = new Set<number>();
  for (const { formId, pointer } of referencedFormIds(catalog)) {
    reachable.add(formId);
    if (!byId.has(formId)) problems.push(problem(pointer, `formularza ${formId} nie ma w "forms"`));
  }

  catalog.forms.forEach((entry, index) => {
    const pointer = `/forms/${index}`;
    if (!entry.folder.startsWith(`${entry.id}-`)) {
      problems.push(
        problem(`${pointer}/folder`, `folder formularza ${entry.id} musi zaczynać się od "${entry.id}-"`),
      );
    }
    const folder = path.join(paths.formsDir, entry.folder);
    if (!existsSync(folder)) {
      problems.push(problem(`${pointer}/folder`, `folder schemas/forms/${entry.folder} nie istnieje`));
    } else if (entry.mode === 'online') {
      for (const name of ['schema.json', 'ui.json']) {
        if (!existsSync(path.join(folder, name)))
          problems.push(problem(`${pointer}/folder`, `w schemas/forms/${entry.folder} brakuje ${name}`));
      }
    } else {
      if (!existsSync(path.join(folder, 'pdf.json'))) {
        problems.push(
          problem(`${pointer}/folder`, `formularz PDF potrzebuje schemas/forms/${entry.folder}/pdf.json`),
        );
      }
      // A PDF form may describe its paper form with schema.json and ui.json (the API generates the
      // fillable PDF from them): then both, since the PDF's sections are the ui.json steps.
      const present = ['schema.json', 'ui.json'].filter((name) => existsSync(path.join(folder, name)));
      if (present.length === 1) {
        const missing = present[0] === 'schema.json' ? 'ui.json' : 'schema.json';
        problems.push(
          problem(
            `${pointer}/folder`,
            `formularz PDF z ${present[0]} potrzebuje też ${missing} w schemas/forms/${entry.folder}`,
          ),
        );
      }
    }
    if (entry.mode === 'online' && !entry.submission) {
      problems.push(
        problem(
          pointer,
          `formularz online ${entry.id} potrzebuje "submission" (co najmniej wskaźnika e-maila)`,
        ),
      );
    }
    if (entry.mode === 'pdf' && entry.submission) {
      problems.push(
        problem(
          `${pointer}/submission`,
          `formularza PDF ${entry.id} nie składa się w portalu: usuń "submission"`,
        ),
      );
    }
    if (entry.status !== 'draft' && !reachable.has(entry.id)) {
      problems.push(
        problem(pointer, `gotowy formularz ${entry.id} nie jest dostępny z żadnego kafelka kreatora`),
      );
    }
  });

  const folders = existsSync(paths.formsDir)
    ? readdirSync(paths.formsDir, { withFileTypes: true })
        .filter((dirent) => dirent.isDirectory())
        .map((dirent) => dirent.name)
    : [];
  const cataloged = new Set(catalog.forms.map((entry) => entry.folder));
  for (const folder of folders.sort()) {
    if (!cataloged.has(folder)) {
      problems.push({
        file: `schemas/forms/${folder}`,
        pointer: '',
        message: 'folderu formularza nie ma w schemas/catalog.json (forms)',
      });
    }
  }
  return { catalog, problems };
}
