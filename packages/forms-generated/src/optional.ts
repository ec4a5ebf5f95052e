// The generated forms for code that must build without them (the form engine's stories and tests): a glob
// finds forms/index.ts only when `pnpm schemas:build` has written it, so a fresh checkout still builds and
// the caller can say which command to run. The portal imports '@portal/forms-generated' directly.
import type { Catalog, FormEntry, FormUi } from '@portal/form-catalog';
import type { ContextualValidator } from '@portal/validation/browser';

/** One online form as forms/index.ts loads it (its `LoadedForm`). */
export interface GeneratedForm {
  readonly entry: FormEntry;
  readonly schema: Record<string, unknown>;
  readonly ui: FormUi;
  readonly validate: ContextualValidator;
}

interface GeneratedIndex {
  readonly catalog: Catalog;
  isOnlineFormId(id: number): boolean;
  loadForm(id: never): Promise<GeneratedForm>;
}

const indexes = import.meta.glob<GeneratedIndex>('../forms/index.ts');

/** The generated index, or null before `pnpm schemas:build`. */
export async function loadGeneratedIndex(): Promise<GeneratedIndex | null> {
  const load = indexes['../forms/index.ts'];
  return load ? load() : null;
}

/** Form `id` as the wizard gets it in the portal, or null (not built yet, or not an online form). */
export async function loadGeneratedForm(id: number): Promise<GeneratedForm | null> {
  const index = await loadGeneratedIndex();
  if (!index || !index.isOnlineFormId(id)) return null;
  return index.loadForm(id as never);
}
