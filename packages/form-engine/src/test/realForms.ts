// Test helper: a form from schemas/ exactly as the browser gets it after `pnpm schemas:build` (bundled
// schema, ui with ui:definitions, a precompiled validator), read with the form-catalog's node API.
import path from 'node:path';
import { bundleFormSchema, bundleFormUi, readCatalog } from '@portal/form-catalog/node';
import type { WizardForm } from '../form/types.ts';
import { generateValidator } from './generatedValidator.ts';

export const schemasDir = path.resolve(import.meta.dirname, '../../../../schemas');

export function catalogEntries() {
  return readCatalog(schemasDir).forms;
}

export async function loadRealForm(id: number): Promise<WizardForm> {
  const entry = catalogEntries().find((candidate) => candidate.id === id);
  if (!entry) throw new Error(`form ${id} is not in schemas/catalog.json`);
  const schema = bundleFormSchema(schemasDir, entry);
  const ui = bundleFormUi(schemasDir, entry, schema);
  return { entry, schema, ui, validate: await generateValidator(schema) };
}
