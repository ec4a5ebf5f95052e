// The label of the field at a JSON Pointer, as the step shows it, for the error summary's links ("PESEL:
// Niepoprawny numer PESEL"); inside a list the item is named too ("Działka 2 – Numer działki").
import type { RJSFSchema, SchemaUtilsType } from '@rjsf/utils';
import { getAtPath, parsePointer } from './jsonPointer.ts';
import { childUiSchema, labelOf, uiDefinitionsOf, type UiNode } from './uiSchemaLookup.ts';

export function fieldLabel(
  schemaUtils: SchemaUtilsType,
  rootUiSchema: UiNode,
  data: unknown,
  pointer: string,
): string {
  const definitions = uiDefinitionsOf(rootUiSchema);
  const path = parsePointer(pointer);
  let schema = schemaUtils.getRootSchema() as RJSFSchema;
  let ui: UiNode = rootUiSchema;
  let label = '';
  let itemPrefix = '';
  for (let index = 0; index < path.length; index++) {
    const segment = path[index]!;
    const resolved = schemaUtils.retrieveSchema(schema, getAtPath(data, path.slice(0, index)));
    if (/^\d+$/.test(segment) && resolved.items && typeof resolved.items === 'object' && !Array.isArray(resolved.items)) {
      const itemSchema = resolved.items as RJSFSchema;
      ui = childUiSchema(ui, 'items', itemSchema, definitions);
      schema = itemSchema;
      const itemResolved = schemaUtils.retrieveSchema(itemSchema, getAtPath(data, path.slice(0, index + 1)));
      itemPrefix = `${labelOf(itemResolved, ui, label)} ${Number(segment) + 1}`;
      continue;
    }
    const child = (resolved.properties as Record<string, RJSFSchema> | undefined)?.[segment];
    if (!child) break;
    ui = childUiSchema(ui, segment, child, definitions);
    schema = child;
    label = labelOf(schemaUtils.retrieveSchema(child, getAtPath(data, path.slice(0, index + 1))), ui, segment);
  }
  return itemPrefix && itemPrefix !== label ? `${itemPrefix} – ${label}` : label;
}
