// Reading uiSchema the way RJSF 6 does (the engine renders with it; the model must agree with the screen):
// `ui:options` and the `ui:*` keys read as one options object, `ui:order` with "*" for the rest, and the
// shared definitions' uiSchema (`ui:definitions[$ref]`) under the local one (schemas/README.md).
import { isJsonObject, type JsonObject } from './json.ts';

export type UiNode = JsonObject;

/** RJSF's getUiOptions: `ui:options` spread, every other `ui:x` key as `x`, in key order. */
export function uiOptionsOf(ui: UiNode | undefined): JsonObject {
  const options: JsonObject = {};
  if (!ui) return options;
  for (const [key, value] of Object.entries(ui)) {
    if (!key.startsWith('ui:')) continue;
    if (key === 'ui:widget' && isJsonObject(value)) continue;
    if (key === 'ui:options' && isJsonObject(value)) Object.assign(options, value);
    else options[key.slice(3)] = value;
  }
  return options;
}

export function uiDefinitionsOf(rootUi: UiNode | undefined): Record<string, UiNode> {
  const definitions = rootUi?.['ui:definitions'];
  return isJsonObject(definitions) ? (definitions as Record<string, UiNode>) : {};
}

/**
 * The uiSchema of a child reached through the `$ref` chain `refs` (outermost first): each definition's
 * uiSchema over the one it aliases, then the local uiSchema over that (its `ui:options` merged).
 */
export function childUi(
  parentUi: UiNode | undefined,
  key: string,
  refs: readonly string[],
  definitions: Record<string, UiNode>,
): UiNode {
  const local = isJsonObject(parentUi?.[key]) ? (parentUi[key] as UiNode) : {};
  let fromDefinition: UiNode | undefined;
  for (const ref of [...refs].reverse()) {
    const own = definitions[ref];
    if (own || fromDefinition) fromDefinition = { ...(fromDefinition ?? {}), ...(own ?? {}) };
  }
  if (!fromDefinition) return local;
  const merged: UiNode = { ...fromDefinition, ...local };
  if (isJsonObject(fromDefinition['ui:options']) || isJsonObject(local['ui:options'])) {
    merged['ui:options'] = {
      ...(fromDefinition['ui:options'] as object),
      ...(local['ui:options'] as object),
    };
  }
  return merged;
}

/** RJSF's orderProperties; an order that names too few properties (RJSF throws) keeps the schema order. */
export function orderNames(names: readonly string[], order: unknown): string[] {
  if (!Array.isArray(order)) return [...names];
  const known = new Set(names);
  const filtered = order.map(String).filter((name) => name === '*' || known.has(name));
  const listed = new Set(filtered);
  const rest = names.filter((name) => !listed.has(name));
  const restIndex = filtered.indexOf('*');
  if (restIndex === -1) return rest.length > 0 ? [...names] : filtered;
  if (restIndex !== filtered.lastIndexOf('*')) return [...names];
  const complete = [...filtered];
  complete.splice(restIndex, 1, ...rest);
  return complete;
}
