// applications-spec §2 "Wizard": the three steps (case type, case kind or a shortcut, the application)
// read from schemas/catalog.json (categories with headed tiles, tiles with one form or with options, the
// frequent lists). Pure functions over the catalog, so the screens and their tests share one reading.
import type { Catalog, FormEntry } from '@portal/form-catalog';

export type CatalogCategory = Catalog['categories'][number];
export type CatalogTile = CatalogCategory['tiles'][number];
export type CatalogTileOption = NonNullable<CatalogTile['options']>[number];

/** Form 100, account registration, has a route of its own (applications-spec §2). */
export const REGISTRATION_FORM_ID = 100;

export function findCategory(catalog: Catalog, categoryId: string | undefined): CatalogCategory | undefined {
  return categoryId === undefined
    ? undefined
    : catalog.categories.find((category) => category.id === categoryId);
}

export function findTile(
  category: CatalogCategory | undefined,
  tileId: string | undefined,
): CatalogTile | undefined {
  return tileId === undefined ? undefined : category?.tiles.find((tile) => tile.id === tileId);
}

export function findForm(catalog: Catalog, formId: number | undefined): FormEntry | undefined {
  return formId === undefined ? undefined : catalog.forms.find((entry) => entry.id === formId);
}

/** The form ids a tile leads to (its own, or its options'). */
export function tileFormIds(tile: CatalogTile): number[] {
  return tile.options
    ? tile.options.map((option) => option.formId)
    : tile.formId === undefined
      ? []
      : [tile.formId];
}

/** The category a form belongs to: the given one when it holds the form, else the first that does. */
export function categoryOfForm(
  catalog: Catalog,
  formId: number,
  preferred?: string,
): CatalogCategory | undefined {
  const holds = (category: CatalogCategory) =>
    category.tiles.some((tile) => tileFormIds(tile).includes(formId)) ||
    (category.frequent?.formIds.includes(formId) ?? false);
  const given = findCategory(catalog, preferred);
  if (given && holds(given)) return given;
  return catalog.categories.find(holds);
}

/** The tile (and option) that opens a form within a category, for the "you chose" line and going back. */
export function tileOfForm(
  category: CatalogCategory | undefined,
  formId: number,
): { tile: CatalogTile; option?: CatalogTileOption } | undefined {
  for (const tile of category?.tiles ?? []) {
    if (tile.formId === formId) return { tile };
    const option = tile.options?.find((candidate) => candidate.formId === formId);
    if (option) return { tile, option };
  }
  return undefined;
}

/** A form the wizard can open: in the catalog and not a scaffold (`status: 'draft'`). */
export function isAvailable(entry: FormEntry | undefined): entry is FormEntry {
  return entry !== undefined && entry.status !== 'draft';
}

export interface FrequentList {
  readonly categoryId: string;
  readonly title: string;
  readonly forms: readonly FormEntry[];
}

/** applications-spec §2: the most frequently filled connection and technical-service applications. */
export function frequentLists(catalog: Catalog): FrequentList[] {
  return catalog.categories.flatMap((category) =>
    category.frequent
      ? [
          {
            categoryId: category.id,
            title: category.frequent.title,
            forms: category.frequent.formIds.map((id) => findForm(catalog, id)).filter(isAvailable),
          },
        ]
      : [],
  );
}

/** The frequent shortcuts' label: the short title when the catalog has one. */
export function formLabel(entry: Pick<FormEntry, 'title' | 'shortTitle'>): string {
  return entry.shortTitle ?? entry.title;
}
