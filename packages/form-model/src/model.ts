// A form's bundled schema and ui.json resolved once into what every reader of a form needs: its steps,
// and per field its pointer, label, widget, unit, options with their titles, the conditions under which it
// shows and is required, and its attachment rules. The wizard's summary and error labels, the portal's
// server-error labels, the paper PDF and the schema tools read this model instead of walking the schema.
//
// `$ref`s are followed with the sibling keywords on top (an alias `{ $ref: address, title: "Adres
// zamieszkania" }` keeps its own title), and uiSchema comes from the shared definitions' `ui:definitions`
// under the local one, as the engine renders them (packages/form-engine/src/schema/flattenAliases.ts).
import { isJsonObject, nonEmptyText, type JsonObject } from './json.ts';
import { resolveLocalRef } from '@portal/json-pointer';
import { escapeSegment, ITEMS } from './pointer.ts';
import { childUi, orderNames, uiDefinitionsOf, uiOptionsOf, type UiNode } from './ui.ts';
import { widgetNameOf } from './widgets.ts';

/** When a branch of an object applies, judged on the data of that object. */
export type Condition =
  | {
      readonly kind: 'if';
      /** Template pointer of the object the condition reads (`''` for the form). */
      readonly at: string;
      /** The `if` subschema; a validator judges it (custom keywords such as powerLimit included). */
      readonly schema: JsonObject;
      /** The `else` branch: it applies when `schema` does not match. */
      readonly negated: boolean;
      /**
       * The first property `if.properties` tests, and the values it compares with (its const or enum;
       * empty for another test, e.g. `contains`). Absent when the condition tests no property.
       */
      readonly trigger?: string;
      readonly values?: readonly unknown[];
    }
  | {
      /** `dependencies`: applies when `property` has a value. */
      readonly kind: 'dependency';
      readonly at: string;
      readonly property: string;
    };

export interface FieldOption {
  readonly value: unknown;
  readonly title: string;
}

export interface Branch {
  readonly condition: Condition;
  readonly shape: ObjectShape;
}

/** The fields of an object: its own (and allOf parts') properties, and those its branches add. */
export interface ObjectShape {
  /** Unconditional properties: the object's own, then its allOf parts' (first declaration wins). */
  readonly properties: readonly FieldModel[];
  /** Names required unconditionally. */
  readonly required: readonly string[];
  /** Conditional branches: the object's if/then/else first, then those of its allOf parts. */
  readonly branches: readonly Branch[];
  /**
   * Properties and branches in the order RJSF merges them into the rendered object (own properties,
   * dependencies, allOf parts with their branches, then the object's own if/then/else).
   */
  readonly members: readonly ({ readonly property: FieldModel } | { readonly branch: Branch })[];
  /** Whether the object declares `properties` at all (RJSF renders an object only then). */
  readonly declaresProperties: boolean;
  /**
   * Every property the object may show, each once (a base declaration wins over a branch's), in the
   * order the schema declares them: own properties, then/else, allOf parts, dependencies. `conditional`:
   * declared in a branch, so shown only for some answers. The schema tools report by these.
   */
  readonly declarations: readonly { readonly field: FieldModel; readonly conditional: boolean }[];
}

export interface FieldModel {
  /** Property name (`*` for a list's items). */
  readonly name: string;
  /** Template JSON pointer of the data (`/parcels/*\/number`). */
  readonly pointer: string;
  /** JSON pointer, in the bundled schema, of the property's declaration (`/properties/contact`). */
  readonly declaredAt: string;
  /** JSON pointer of its schema: where its `$ref` chain ends, else `declaredAt`. */
  readonly schemaAt: string;
  /** The schema title (after `$ref`s, sibling title first). */
  readonly title: string | undefined;
  /** The label the wizard shows: ui:title, else the schema title, else the name. */
  readonly label: string;
  readonly description: string | undefined;
  /** The property's schema, `$ref`s followed (siblings on top). */
  readonly schema: JsonObject;
  /** Its uiSchema: the shared definitions' under the local one. */
  readonly ui: UiNode;
  /** ui.json's uiSchema for it as written (no shared definitions). */
  readonly localUi: UiNode | undefined;
  /** The engine widget: ui:widget, else inferred from the schema. */
  readonly widget: string | undefined;
  /** ui:options.unit, else the "[kW]" at the end of the title. */
  readonly unit: string | undefined;
  /** The choices of an enum/oneOf/anyOf field (of the items, for a list of choices), with titles. */
  readonly options: readonly FieldOption[] | undefined;
  /** `ui:widget: hidden`. */
  readonly hidden: boolean;
  /**
   * `writeOnly: true` in the schema: a secret (a password, a code, a token). It is sent with the
   * application but never kept where it could be read back: the browser's draft drops it (secrets.ts).
   */
  readonly secret: boolean;
  /** Required whenever its object is shown. */
  readonly required: boolean;
  /** Conditions of its object's branches (or dependencies) that make it required. */
  readonly requiredWhen: readonly Condition[];
  /** Every condition on the way to it (its ancestors' branches and its own), all of which must hold. */
  readonly shownWhen: readonly Condition[];
  /** The `attachments` rule of an attachment list (schemas/README.md), if it is one. */
  readonly attachments: JsonObject | undefined;
  readonly kind: 'object' | 'array' | 'value';
  /** For objects. */
  readonly shape: ObjectShape | undefined;
  /** For lists: the items. */
  readonly item: FieldModel | undefined;
}

export interface StepModel {
  readonly id: string;
  readonly title: string;
  readonly description?: string;
  /** The top-level sections the step shows, as ui.json names them. */
  readonly fields: readonly string[];
  /** Those sections' models (names the schema does not declare are left out). */
  readonly sections: readonly FieldModel[];
}

export interface FormModel {
  readonly title: string | undefined;
  readonly description: string | undefined;
  /** The bundled schema the model was made from (validators judge conditions against it). */
  readonly schema: JsonObject;
  readonly root: ObjectShape;
  readonly steps: readonly StepModel[];
  /** Every field, depth first, by the first place it is declared (a base property wins over a branch's). */
  readonly fields: readonly FieldModel[];
  /** A field by its template pointer. */
  field(template: string): FieldModel | undefined;
}

export interface FormUiInput {
  readonly steps: readonly { id: string; title: string; description?: string; fields: readonly string[] }[];
  readonly uiSchema?: Record<string, unknown>;
}

const LOCAL_REF = /^#\/definitions\/([^/]+)$/;
const MAX_DEPTH = 32;

interface Resolved {
  readonly schema: JsonObject;
  /** The `$ref`s followed, outermost first. */
  readonly refs: readonly string[];
}

function resolveRefs(schema: unknown, root: JsonObject, depth = 0): Resolved {
  if (!isJsonObject(schema)) return { schema: {}, refs: [] };
  if (typeof schema.$ref !== 'string' || depth > MAX_DEPTH) return { schema, refs: [] };
  const { $ref, ...siblings } = schema;
  const target = resolveRefs(resolveLocalRef(root, $ref), root, depth + 1);
  // ui:definitions are keyed by local definition refs only (flattenAliases.ts follows those chains).
  const refs = LOCAL_REF.test($ref) ? [$ref, ...target.refs] : [];
  return { schema: { ...target.schema, ...siblings }, refs };
}

/** The pointer where the `$ref` chain of `schema` (found at `at`) ends, or `at` when it has no ref. */
export function resolvedAt(schema: unknown, at: string, root: JsonObject, depth = 0): string {
  if (!isJsonObject(schema) || typeof schema.$ref !== 'string' || depth > MAX_DEPTH) return at;
  const target = schema.$ref.replace(/^#/, '');
  return resolvedAt(resolveLocalRef(root, schema.$ref), target, root, depth + 1);
}

/** The schema a reader sees at `schema`: its `$ref` chain followed, sibling keywords on top. */
export function resolveSchema(schema: unknown, root: JsonObject): JsonObject {
  return resolveRefs(schema, root).schema;
}

/**
 * The choices of a schema: its oneOf (or anyOf) when every alternative is a `const` (titled), else its
 * enum (enumNames for titles); undefined when it offers none.
 */
export function optionsOf(schema: JsonObject, root: JsonObject): FieldOption[] | undefined {
  for (const key of ['oneOf', 'anyOf'] as const) {
    const alternatives = schema[key];
    if (!Array.isArray(alternatives) || alternatives.length === 0) continue;
    const resolved = alternatives.map((option) => resolveSchema(option, root));
    if (!resolved.every((option) => 'const' in option)) continue;
    return resolved.map((option) => ({
      value: option.const,
      title: nonEmptyText(option.title) ?? String(option.const),
    }));
  }
  if (Array.isArray(schema.enum)) {
    const names = schema.enumNames;
    return schema.enum.map((value, index) => ({
      value,
      title: Array.isArray(names) && typeof names[index] === 'string' ? names[index] : String(value),
    }));
  }
  return undefined;
}

/** The unit of a field: ui:options.unit, else the "[kW]" at the end of its title. */
export function unitOf(schema: JsonObject, ui: UiNode | undefined): string | undefined {
  const unit = uiOptionsOf(ui).unit;
  if (typeof unit === 'string' && unit) return unit;
  const match = typeof schema.title === 'string' ? /\[([^\]]+)\]\s*$/.exec(schema.title) : null;
  return match?.[1];
}

/** The label RJSF shows: ui:title, then the schema title, then the property name. */
export function labelOf(schema: JsonObject, ui: UiNode | undefined, name: string): string {
  const title = uiOptionsOf(ui).title;
  return (typeof title === 'string' && title) || (typeof schema.title === 'string' && schema.title) || name;
}

function conditionOf(node: JsonObject, at: string, negated: boolean): Condition {
  const test = isJsonObject(node.if) ? node.if : {};
  const [trigger, rule] = Object.entries(isJsonObject(test.properties) ? test.properties : {})[0] ?? [];
  if (!trigger || !isJsonObject(rule)) return { kind: 'if', at, schema: test, negated };
  const values = 'const' in rule ? [rule.const] : Array.isArray(rule.enum) ? rule.enum : [];
  return { kind: 'if', at, schema: test, negated, trigger, values };
}

interface Context {
  readonly root: JsonObject;
  readonly definitions: Record<string, UiNode>;
}

function buildShape(
  context: Context,
  object: JsonObject,
  pointer: string,
  schemaAt: string,
  ui: UiNode | undefined,
  localUi: UiNode | undefined,
  shownWhen: readonly Condition[],
  depth: number,
): ObjectShape {
  const declared = new Map<string, { readonly value: unknown; readonly at: string }>();
  const required = new Set<string>();
  const requiredWhen = new Map<string, Condition[]>();
  let declaresProperties = false;
  type Pending = {
    readonly node: JsonObject;
    readonly at: string;
    readonly condition: Condition;
    readonly own: boolean;
  };
  const pending: Pending[] = [];
  /** Branches by the pointer of their then/else/dependency keyword. */
  const pendingAt = new Map<string, Pending>();
  const branchAt = (node: unknown, at: string, condition: Condition, own: boolean): Pending => {
    const entry = {
      node: resolveSchema(node, context.root),
      at: resolvedAt(node, at, context.root),
      condition,
      own,
    };
    pending.push(entry);
    pendingAt.set(at, entry);
    return entry;
  };
  const order: ({ readonly name: string } | { readonly pending: Pending })[] = [];

  // RJSF merges an object as: its properties, its dependencies, its allOf parts (each merged the same way),
  // then its if/then/else. The walk records that order; the paper form lists the object's own branches first.
  const walk = (node: JsonObject, nodeAt: string, own: boolean) => {
    if (isJsonObject(node.properties)) {
      declaresProperties = true;
      for (const [name, value] of Object.entries(node.properties)) {
        if (declared.has(name)) continue;
        declared.set(name, { value, at: `${nodeAt}/properties/${escapeSegment(name)}` });
        order.push({ name });
      }
    }
    if (Array.isArray(node.required)) for (const name of node.required) required.add(String(name));
    if (isJsonObject(node.dependencies)) {
      for (const [property, dependency] of Object.entries(node.dependencies)) {
        const condition: Condition = { kind: 'dependency', at: pointer, property };
        if (Array.isArray(dependency)) {
          for (const name of dependency)
            requiredWhen.set(String(name), [...(requiredWhen.get(String(name)) ?? []), condition]);
        } else {
          const at = `${nodeAt}/dependencies/${escapeSegment(property)}`;
          order.push({ pending: branchAt(dependency, at, condition, own) });
        }
      }
    }
    if (Array.isArray(node.allOf)) {
      node.allOf.forEach((part, index) =>
        walk(
          resolveSchema(part, context.root),
          resolvedAt(part, `${nodeAt}/allOf/${index}`, context.root),
          false,
        ),
      );
    }
    for (const [key, negated] of [
      ['then', false],
      ['else', true],
    ] as const) {
      if (!isJsonObject(node[key])) continue;
      order.push({
        pending: branchAt(node[key], `${nodeAt}/${key}`, conditionOf(node, pointer, negated), own),
      });
    }
  };
  walk(object, schemaAt, true);

  // A branch that requires a base field (or restates it) makes that field required under its condition;
  // a field only the branch declares is simply required within the branch.
  for (const { node, condition } of pending) {
    if (!Array.isArray(node.required)) continue;
    for (const raw of node.required) {
      const name = String(raw);
      if (!declared.has(name)) continue;
      requiredWhen.set(name, [...(requiredWhen.get(name) ?? []), condition]);
    }
  }

  const built = new Map<string, FieldModel>();
  for (const [name, { value, at }] of declared) {
    const field = buildField(context, value, name, `${pointer}/${escapeSegment(name)}`, at, ui, localUi, {
      required: required.has(name),
      requiredWhen: requiredWhen.get(name) ?? [],
      shownWhen,
      depth: depth + 1,
    });
    built.set(name, field);
  }
  const branchOf = new Map<Pending, Branch>();
  for (const entry of pending) {
    branchOf.set(entry, {
      condition: entry.condition,
      shape: buildShape(
        context,
        entry.node,
        pointer,
        entry.at,
        ui,
        localUi,
        [...shownWhen, entry.condition],
        depth + 1,
      ),
    });
  }
  const members = order.map((member) =>
    'name' in member ? { property: built.get(member.name)! } : { branch: branchOf.get(member.pending)! },
  );
  const branches = [
    ...pending.filter((entry) => entry.own && entry.condition.kind === 'if'),
    ...pending.filter((entry) => !(entry.own && entry.condition.kind === 'if')),
  ].map((entry) => branchOf.get(entry)!);

  const declarations = new Map<string, { field: FieldModel; conditional: boolean }>();
  const put = (field: FieldModel, conditional: boolean) => {
    if (declarations.get(field.name)?.conditional === false) return;
    declarations.set(field.name, { field, conditional });
  };
  const putBranch = (at: string) => {
    const entry = pendingAt.get(at);
    if (entry) for (const { field } of branchOf.get(entry)!.shape.declarations) put(field, true);
  };
  const declare = (node: JsonObject, nodeAt: string, conditional: boolean) => {
    if (isJsonObject(node.properties))
      for (const name of Object.keys(node.properties)) put(built.get(name)!, conditional);
    putBranch(`${nodeAt}/then`);
    putBranch(`${nodeAt}/else`);
    if (Array.isArray(node.allOf)) {
      node.allOf.forEach((part, index) =>
        declare(
          resolveSchema(part, context.root),
          resolvedAt(part, `${nodeAt}/allOf/${index}`, context.root),
          conditional,
        ),
      );
    }
    if (isJsonObject(node.dependencies))
      for (const name of Object.keys(node.dependencies))
        putBranch(`${nodeAt}/dependencies/${escapeSegment(name)}`);
  };
  declare(object, schemaAt, false);

  return {
    properties: [...built.values()],
    required: [...required],
    branches,
    members,
    declaresProperties,
    declarations: [...declarations.values()],
  };
}

interface FieldPlace {
  readonly required: boolean;
  readonly requiredWhen: readonly Condition[];
  readonly shownWhen: readonly Condition[];
  readonly depth: number;
}

function buildField(
  context: Context,
  property: unknown,
  name: string,
  pointer: string,
  declaredAt: string,
  parentUi: UiNode | undefined,
  parentLocalUi: UiNode | undefined,
  place: FieldPlace,
): FieldModel {
  const { required, requiredWhen, shownWhen, depth } = place;
  const { schema, refs } = resolveRefs(property, context.root);
  const schemaAt = resolvedAt(property, declaredAt, context.root);
  const key = name === ITEMS ? 'items' : name;
  const ui = childUi(parentUi, key, refs, context.definitions);
  const localUi = isJsonObject(parentLocalUi?.[key]) ? (parentLocalUi[key] as UiNode) : undefined;
  const options =
    optionsOf(schema, context.root) ??
    (schema.type === 'array' && isJsonObject(schema.items)
      ? optionsOf(resolveSchema(schema.items, context.root), context.root)
      : undefined);
  const isObject = schema.type === 'object' || isJsonObject(schema.properties);
  const isArray = !isObject && schema.type === 'array';
  const deep = depth > MAX_DEPTH;
  return {
    name,
    pointer,
    declaredAt,
    schemaAt,
    title: nonEmptyText(schema.title),
    label: labelOf(schema, ui, name === ITEMS ? '' : name),
    description: nonEmptyText(schema.description),
    schema,
    ui,
    localUi,
    widget: widgetNameOf(schema, ui),
    unit: unitOf(schema, ui),
    options,
    hidden: uiOptionsOf(ui).widget === 'hidden',
    secret: schema.writeOnly === true,
    required,
    requiredWhen,
    shownWhen,
    attachments: isJsonObject(schema.attachments)
      ? schema.attachments
      : schema.attachments !== undefined
        ? {}
        : undefined,
    kind: isObject ? 'object' : isArray ? 'array' : 'value',
    shape:
      isObject && !deep
        ? buildShape(context, schema, pointer, schemaAt, ui, localUi, shownWhen, depth)
        : undefined,
    item:
      isArray && isJsonObject(schema.items) && !deep
        ? buildField(context, schema.items, ITEMS, `${pointer}/${ITEMS}`, `${schemaAt}/items`, ui, localUi, {
            required: false,
            requiredWhen: [],
            shownWhen,
            depth: depth + 1,
          })
        : undefined,
  };
}

function collectFields(shape: ObjectShape, into: Map<string, FieldModel>): void {
  const visit = (field: FieldModel) => {
    if (!into.has(field.pointer)) into.set(field.pointer, field);
    if (field.shape) collectFields(field.shape, into);
    if (field.item) visit(field.item);
  };
  for (const field of shape.properties) visit(field);
  for (const branch of shape.branches) collectFields(branch.shape, into);
}

/** Resolves a bundled form schema and its ui.json (bundled: with `ui:definitions`) into the model. */
export function buildFormModel(schema: JsonObject, ui: FormUiInput = { steps: [] }): FormModel {
  const uiSchema = (ui.uiSchema ?? {}) as UiNode;
  const context: Context = { root: schema, definitions: uiDefinitionsOf(uiSchema) };
  const root = buildShape(
    context,
    resolveSchema(schema, schema),
    '',
    resolvedAt(schema, '', schema),
    uiSchema,
    uiSchema,
    [],
    0,
  );
  const byPointer = new Map<string, FieldModel>();
  collectFields(root, byPointer);
  const steps = ui.steps.map((step): StepModel => ({
    id: step.id,
    title: step.title,
    ...(step.description !== undefined ? { description: step.description } : {}),
    fields: step.fields,
    sections: step.fields.flatMap((name) => {
      const section = root.properties.find((field) => field.name === name);
      return section ? [section] : [];
    }),
  }));
  return {
    title: nonEmptyText(schema.title),
    description: nonEmptyText(schema.description),
    schema,
    root,
    steps,
    fields: [...byPointer.values()],
    field: (template) => byPointer.get(template),
  };
}

/**
 * An object's unconditional properties in the order `ui` shows them: its `ui:order` ("*" for the rest) as
 * RJSF reads it, else the schema's order. `ui` is the object's uiSchema (a field's `ui`, or its `localUi`
 * for a reader of ui.json as written).
 */
export function orderedProperties(shape: ObjectShape, ui: UiNode | undefined): FieldModel[] {
  const byName = new Map(shape.properties.map((field) => [field.name, field]));
  return orderNames([...byName.keys()], ui?.['ui:order']).map((name) => byName.get(name)!);
}

/** The shape of any object schema of a bundled form (e.g. a shared definition), at its schema pointer. */
export function objectShapeOf(object: JsonObject, root: JsonObject, schemaAt = ''): ObjectShape {
  return buildShape(
    { root, definitions: {} },
    resolveSchema(object, root),
    '',
    resolvedAt(object, schemaAt, root),
    {},
    undefined,
    [],
    0,
  );
}
