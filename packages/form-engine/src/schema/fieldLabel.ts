// The label of the field at a JSON Pointer, as the step shows it, for the error summary's links ("PESEL:
// Niepoprawny numer PESEL"); inside a list the item is named too ("Działka 2 – Numer działki"). Read from
// the form model (packages/form-model), following the fields the data shows.
import { fieldLabelAt } from '@portal/form-model';
import type { SchemaUtilsType } from '@rjsf/utils';
import { formModelOf, matcherOf } from './formModel.ts';
import type { UiNode } from './uiSchemaLookup.ts';

export function fieldLabel(
  schemaUtils: SchemaUtilsType,
  rootUiSchema: UiNode,
  data: unknown,
  pointer: string,
): string {
  return fieldLabelAt(formModelOf(schemaUtils, rootUiSchema), data, pointer, matcherOf(schemaUtils));
}
