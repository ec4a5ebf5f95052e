// Which step of the wizard the address stands for (applications-spec §2), given the catalog: the screen's
// part of the wizard's address, apart from the route's validator (wizardSearch.ts) so that the catalog's
// helpers come with the screen, not with the portal's entry.
import type { Catalog, FormEntry } from '@portal/form-catalog';
import {
  categoryOfForm,
  findCategory,
  findForm,
  findTile,
  type CatalogCategory,
  type CatalogTile,
} from './applicationCatalog.ts';
import type { WizardSearch } from './wizardSearch.ts';

export type WizardStep =
  | { readonly step: 1 }
  | { readonly step: 2; readonly category: CatalogCategory; readonly tile?: CatalogTile | undefined }
  | { readonly step: 3; readonly category: CatalogCategory | undefined; readonly form: FormEntry };

/** Which step the address stands for, given the catalog. */
export function resolveWizardStep(catalog: Catalog, search: WizardSearch): WizardStep {
  const form = findForm(catalog, search.formularz);
  if (form) return { step: 3, category: categoryOfForm(catalog, form.id, search.rodzaj), form };
  const category = findCategory(catalog, search.rodzaj);
  if (category) {
    const tile = findTile(category, search.sprawa);
    return { step: 2, category, tile: tile?.options ? tile : undefined };
  }
  return { step: 1 };
}
