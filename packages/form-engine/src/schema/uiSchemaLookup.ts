// Reading uiSchema outside RJSF's render (summary, error labels): the same precedence RJSF 6 uses, i.e.
// `ui:definitions[$ref]` of the shared definitions merged under the local uiSchema (schemas/README.md).
import { getUiOptions, orderProperties, RJSF_REF_KEY, type RJSFSchema, type UiSchema } from '@rjsf/utils';

export type UiNode = Record<string, unknown>;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function uiDefinitionsOf(rootUiSchema: UiNode | undefined): Record<string, UiNode> {
  const definitions = rootUiSchema?.['ui:definitions'];
  return isObject(definitions) ? (definitions as Record<string, UiNode>) : {};
}

/** The uiSchema of a child: its definition's uiSchema (by `$ref`) under the local one. */
export function childUiSchema(
  parentUi: UiNode | undefined,
  key: string | 'items',
  childSchema: RJSFSchema | undefined,
  definitions: Record<string, UiNode>,
): UiNode {
  const local = isObject(parentUi?.[key]) ? (parentUi[key] as UiNode) : {};
  // RJSF marks a schema it resolved from a $ref with RJSF_REF_KEY (the ref it came from).
  const marked = childSchema ? (childSchema as Record<symbol, unknown>)[RJSF_REF_KEY] : undefined;
  const ref =
    typeof marked === 'string' ? marked : childSchema && typeof childSchema.$ref === 'string' ? childSchema.$ref : undefined;
  const fromDefinition = ref ? definitions[ref] : undefined;
  if (!fromDefinition) return local;
  const merged: UiNode = { ...fromDefinition, ...local };
  if (isObject(fromDefinition['ui:options']) || isObject(local['ui:options'])) {
    merged['ui:options'] = { ...(fromDefinition['ui:options'] as object), ...(local['ui:options'] as object) };
  }
  return merged;
}

/** Property names in the order RJSF renders them (ui:order with "*"). */
export function orderedProperties(schema: RJSFSchema, uiSchema: UiNode | undefined): string[] {
  const names = Object.keys(schema.properties ?? {});
  const order = uiSchema?.['ui:order'];
  if (!Array.isArray(order)) return names;
  try {
    return orderProperties(names, order as string[]);
  } catch {
    return names;
  }
}

/** The label RJSF shows: ui:title, then the schema title, then the property name. */
export function labelOf(schema: RJSFSchema, uiSchema: UiNode | undefined, name: string): string {
  const options = getUiOptions(uiSchema as UiSchema);
  return (typeof options.title === 'string' && options.title) || schema.title || name;
}

export function isHiddenField(uiSchema: UiNode | undefined): boolean {
  return getUiOptions(uiSchema as UiSchema).widget === 'hidden';
}
