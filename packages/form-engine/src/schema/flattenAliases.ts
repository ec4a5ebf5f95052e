// Shared definitions often alias another with a new title: `homeAddress: { $ref: address, title: "Adres
// zamieszkania" }` (schemas/defs/address.json). RJSF 6 resolves a chain of such refs but keeps the
// innermost title, so the form would say "Adres" where the analyst wrote "Adres zamieszkania". For
// rendering, the engine therefore makes each alias definition self-contained — the target's content with
// the alias's own keywords over it — and gives the alias the target's uiSchema (ui:definitions) under its
// own. References keep pointing at the alias, so ui:definitions keyed by the alias still apply. The
// precompiled validator is unaffected: it was generated from the schema as written.
import type { RJSFSchema, UiSchema } from '@rjsf/utils';

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const LOCAL_DEFINITION = /^#\/definitions\/([^/]+)$/;

export interface FlattenedForm {
  readonly schema: RJSFSchema;
  readonly uiSchema: UiSchema;
}

export function flattenAliases(schema: RJSFSchema, uiSchema: UiSchema): FlattenedForm {
  const definitions = isObject(schema.definitions) ? (schema.definitions as Record<string, Json>) : {};
  const uiDefinitions = isObject(uiSchema['ui:definitions'])
    ? (uiSchema['ui:definitions'] as Record<string, Json>)
    : {};
  const flat = new Map<string, Json>();
  const flatUi = new Map<string, Json | undefined>();

  const flatten = (name: string, seen: Set<string>): Json => {
    const done = flat.get(name);
    if (done) return done;
    const definition = definitions[name] ?? {};
    const target =
      typeof definition.$ref === 'string' ? LOCAL_DEFINITION.exec(definition.$ref)?.[1] : undefined;
    const ownUi = uiDefinitions[`#/definitions/${name}`];
    if (!target || seen.has(target) || !isObject(definitions[target])) {
      flat.set(name, definition);
      flatUi.set(name, ownUi);
      return definition;
    }
    const targetSchema = flatten(target, new Set([...seen, name]));
    const { $ref: _ref, ...siblings } = definition;
    const merged = { ...targetSchema, ...siblings };
    flat.set(name, merged);
    const targetUi = flatUi.get(target);
    flatUi.set(name, targetUi || ownUi ? { ...(targetUi ?? {}), ...(ownUi ?? {}) } : undefined);
    return merged;
  };

  for (const name of Object.keys(definitions)) flatten(name, new Set([name]));
  const nextUiDefinitions: Record<string, Json> = { ...uiDefinitions };
  for (const [name, ui] of flatUi) if (ui) nextUiDefinitions[`#/definitions/${name}`] = ui;
  return {
    schema:
      Object.keys(definitions).length > 0
        ? ({ ...schema, definitions: Object.fromEntries(flat) } as RJSFSchema)
        : schema,
    uiSchema:
      Object.keys(nextUiDefinitions).length > 0
        ? { ...uiSchema, 'ui:definitions': nextUiDefinitions }
        : uiSchema,
  };
}
