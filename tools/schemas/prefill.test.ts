// Customer journeys: which fields take the signed-in customer's data, and which copy another answer, is said in the
// uiSchema (`ui:options.prefill`, `ui:options.copyFrom`); here, over every form, each copyFrom names a field
// of that form, and the applicant's contact fields take the account's e-mail and phone.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FormUi } from '@portal/form-catalog';
import type { JsonObject } from '@portal/form-catalog/node';
import { accountPrefills, buildFormModel, type FieldModel, type ObjectShape } from '@portal/form-model';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './paths.ts';

const formsDir = path.join(repoRoot, 'packages/forms-generated/forms');
const forms = readdirSync(formsDir)
  .filter((name) => name.endsWith('.schema.json'))
  .map((name) => {
    const schema = JSON.parse(readFileSync(path.join(formsDir, name), 'utf8')) as JsonObject;
    const ui = JSON.parse(
      readFileSync(path.join(formsDir, name.replace('.schema.json', '.ui.json')), 'utf8'),
    ) as FormUi;
    return { id: name.split('.')[0]!, model: buildFormModel(schema, ui) };
  });

function fieldsOf(shape: ObjectShape | undefined, into: FieldModel[] = []): FieldModel[] {
  if (!shape) return into;
  for (const field of [...shape.declarations.map((entry) => entry.field), ...shape.properties]) {
    into.push(field);
    fieldsOf(field.shape, into);
  }
  for (const branch of shape.branches) fieldsOf(branch.shape, into);
  return into;
}

describe('prefill markers', () => {
  it('every copyFrom names a field of the same form', () => {
    const broken: string[] = [];
    let copies = 0;
    for (const { id, model } of forms) {
      const fields = fieldsOf(model.root);
      const pointers = new Set(fields.map((field) => field.pointer));
      for (const field of fields) {
        const options = field.ui['ui:options'] as { copyFrom?: unknown } | undefined;
        if (typeof options?.copyFrom !== 'string') continue;
        copies++;
        if (!pointers.has(options.copyFrom)) broken.push(`${id}${field.pointer} ← ${options.copyFrom}`);
      }
    }
    expect(broken).toEqual([]);
    expect(copies).toBeGreaterThan(0);
  });

  it('the contact e-mail and phone and a private applicant’s name take the account’s', () => {
    const form1 = forms.find((form) => form.id === '1')!;
    expect(accountPrefills(form1.model)).toEqual(
      expect.arrayContaining([
        { pointer: '/applicant/person/firstName', property: 'firstName' },
        { pointer: '/applicant/person/lastName', property: 'lastName' },
        { pointer: '/contact/email', property: 'email' },
        { pointer: '/contact/phone', property: 'phone' },
      ]),
    );
  });

  it('the registration marks the holder it gives the account: approval copies these, no field named in code', () => {
    const registration = forms.find((form) => form.id === '100')!;
    expect(accountPrefills(registration.model)).toEqual([
      { pointer: '/accountHolder/firstName', property: 'firstName' },
      { pointer: '/accountHolder/lastName', property: 'lastName' },
      { pointer: '/accountHolder/phone', property: 'phone' },
    ]);
  });
});
