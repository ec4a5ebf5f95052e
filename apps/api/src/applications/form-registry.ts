// The forms the server accepts: schemas/catalog.json and each form's schema.json, compiled once at
// start with the validation package's AJV — the same keywords and messages as the browser's
// precompiled validators, so a payload the server refuses, the browser refuses too.
import type { ValidateFunction } from 'ajv';
import type { FormEntry } from '@portal/form-catalog';
import { readCatalog, readForm } from '@portal/form-catalog/node';
import { createAjv } from '@portal/validation';

export interface RegisteredForm {
  entry: FormEntry;
  validate: ValidateFunction;
}

export interface FormRegistry {
  get(formId: number): RegisteredForm | undefined;
  all(): RegisteredForm[];
}

export function loadFormRegistry(schemasDir: string): FormRegistry {
  const catalog = readCatalog(schemasDir);
  const ajv = createAjv();
  const forms = new Map<number, RegisteredForm>();
  for (const entry of catalog.forms) {
    // PDF notifications are filed outside the portal; draft forms are not offered until analysts finish them.
    if (entry.mode !== 'online' || entry.status === 'draft') continue;
    const { schema } = readForm(schemasDir, entry);
    forms.set(entry.id, { entry, validate: ajv.compile(schema) });
  }
  return { get: (id) => forms.get(id), all: () => [...forms.values()] };
}
