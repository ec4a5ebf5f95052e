// The paper form of a PDF-mode form (applications-spec §1: micro-installation notifications 8 and 10 are
// downloaded, filled, signed and sent outside the portal): its bundled schema and ui.json steps read as
// sections of labelled fields, the way a person fills them on paper. Every branch of a condition is on
// paper at once, captioned with the answer it belongs to ("Wypełnij, jeśli wybrano: Firma"). Pure data:
// notification-pdf.ts draws it.
import { isJsonObject, type FormUi, type JsonObject } from '@portal/form-catalog/node';

export interface PaperOption {
  readonly value: string;
  readonly label: string;
}

interface FieldBase {
  /** AcroForm field name: the data path with dots, e.g. applicant.person.firstName. */
  readonly name: string;
  readonly label: string;
  readonly required: boolean;
  readonly description?: string;
}

export interface PaperTextField extends FieldBase {
  readonly kind: 'text';
  /** Share of the line it takes (0–1); fields are packed into rows by it. */
  readonly width: number;
  readonly lines: number;
  readonly maxLength?: number;
  /** One box per character (PESEL, PPE, zip code). */
  readonly comb?: boolean;
  /** How to write the value on paper, e.g. DD.MM.RRRR. */
  readonly hint?: string;
}

export interface PaperChoiceField extends FieldBase {
  /** choice: radio group of the options; yesNo: radio group Tak/Nie; checkboxes: one box per option. */
  readonly kind: 'choice' | 'yesNo' | 'checkboxes';
  readonly options: readonly PaperOption[];
}

export interface PaperCheckboxField extends FieldBase {
  /** A box to tick; a statement (const true) is required. */
  readonly kind: 'checkbox';
}

export interface PaperEnclosureField extends FieldBase {
  /** An attachment list of the online form: on paper, a document to enclose. */
  readonly kind: 'enclosure';
}

export type PaperField = PaperTextField | PaperChoiceField | PaperCheckboxField | PaperEnclosureField;

export interface PaperGroup {
  readonly kind: 'group';
  readonly title?: string;
  readonly description?: string;
  /** For the fields of a conditional branch: when to fill them. */
  readonly condition?: string;
  readonly items: readonly PaperItem[];
}

export type PaperItem = PaperField | PaperGroup;

export interface PaperSection {
  /** The ui.json step id. */
  readonly id: string;
  readonly title: string;
  readonly description?: string;
  /** One group per top-level section of the schema shown in the step. */
  readonly items: readonly PaperGroup[];
}

export interface PaperForm {
  readonly title: string;
  readonly description?: string;
  readonly sections: readonly PaperSection[];
}

export const YES_NO: readonly PaperOption[] = [
  { value: 'true', label: 'Tak' },
  { value: 'false', label: 'Nie' },
];

/** Lists of objects get this many rows on paper (or their maxItems, if fewer). */
const LIST_ROWS = 3;

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

function resolvePointer(root: JsonObject, ref: string): unknown {
  let current: unknown = root;
  for (const raw of ref.replace(/^#/, '').split('/').slice(1)) {
    const segment = raw.replaceAll('~1', '/').replaceAll('~0', '~');
    if (!isJsonObject(current)) return undefined;
    current = current[segment];
  }
  return current;
}

/** A property's schema as RJSF renders it: its `$ref` target with the sibling keywords on top. */
function resolve(schema: unknown, root: JsonObject, depth = 0): JsonObject {
  if (!isJsonObject(schema)) return {};
  if (typeof schema.$ref !== 'string' || depth > 32) return schema;
  const { $ref, ...siblings } = schema;
  return { ...resolve(resolvePointer(root, $ref), root, depth + 1), ...siblings };
}

const uiChild = (ui: JsonObject | undefined, name: string): JsonObject | undefined => {
  const child = ui?.[name];
  return isJsonObject(child) ? child : undefined;
};

function optionsOf(schema: JsonObject, root: JsonObject): PaperOption[] | null {
  if (Array.isArray(schema.oneOf)) {
    const options = schema.oneOf.map((option) => resolve(option, root));
    if (options.every((option) => 'const' in option)) {
      return options.map((option) => ({
        value: String(option.const),
        label: text(option.title) ?? String(option.const),
      }));
    }
  }
  if (Array.isArray(schema.enum))
    return schema.enum.map((value) => ({ value: String(value), label: String(value) }));
  return null;
}

interface TextShape {
  width: number;
  maxLength?: number;
  comb?: boolean;
  hint?: string;
}

/** How wide a text field is on paper, from what it holds (spec §5 formats and lengths). */
const FORMAT_SHAPES: Readonly<Record<string, TextShape>> = {
  'zip-code': { width: 0.18, maxLength: 6, comb: true },
  pesel: { width: 0.4, maxLength: 11, comb: true },
  ppe: { width: 0.6, maxLength: 18, comb: true },
  nip: { width: 0.3, maxLength: 13 },
  regon: { width: 0.3, maxLength: 17 },
  phone: { width: 0.3, maxLength: 14 },
  'mobile-phone': { width: 0.3, maxLength: 11 },
  fax: { width: 0.3, maxLength: 14 },
  date: { width: 0.25, hint: 'DD.MM.RRRR' },
  'email-ascii': { width: 0.5, maxLength: 64 },
  'bank-account': { width: 0.7, maxLength: 32 },
  'land-register-number': { width: 0.35, maxLength: 15 },
  'contract-account-number': { width: 0.3, maxLength: 11 },
  'business-partner-number': { width: 0.3, maxLength: 10 },
  'local-number': { width: 0.3, maxLength: 10 },
  'connection-conditions-number': { width: 0.4, maxLength: 24 },
  rwo: { width: 0.3, maxLength: 12 },
};

function textShape(schema: JsonObject, ui: JsonObject | undefined): TextShape & { lines: number } {
  const rows = isJsonObject(ui?.['ui:options']) ? ui['ui:options'].rows : undefined;
  if (ui?.['ui:widget'] === 'textarea')
    return { width: 1, lines: typeof rows === 'number' ? Math.min(rows, 6) : 3 };
  const byFormat = typeof schema.format === 'string' ? FORMAT_SHAPES[schema.format] : undefined;
  if (byFormat) return { ...byFormat, lines: 1 };
  if (schema.numericString !== undefined) return { width: 0.22, lines: 1 };
  if (isJsonObject(schema.digitsOnly) && typeof schema.digitsOnly.length === 'number') {
    return { width: 0.3, lines: 1, maxLength: schema.digitsOnly.length };
  }
  const max = schema.trimmedMaxLength === true ? 32 : (schema.trimmedMaxLength ?? schema.maxLength);
  if (typeof max !== 'number') return { width: 0.5, lines: 1 };
  if (max > 256) return { width: 1, lines: Math.min(5, Math.ceil(max / 500) + 2), maxLength: max };
  const width = max <= 10 ? 0.2 : max <= 20 ? 0.25 : max <= 32 ? 0.4 : max <= 64 ? 0.5 : 1;
  return { width, lines: 1, maxLength: max };
}

interface Branch {
  readonly condition: string;
  readonly properties: JsonObject;
  readonly required: readonly string[];
  /** The field whose answer switches the branch on: its fields follow it on paper. */
  readonly after: string | undefined;
}

const quoted = (value: string) => `„${value}”`;

/** "Wypełnij, jeśli wybrano: Osoba fizyczna" for `if: { properties: { kind: { const: "private" } } }`. */
function describeCondition(
  condition: unknown,
  object: JsonObject,
  root: JsonObject,
  negated: boolean,
): { text: string; field: string | undefined } {
  const properties =
    isJsonObject(condition) && isJsonObject(condition.properties) ? condition.properties : {};
  const [name, rule] = Object.entries(properties)[0] ?? [];
  if (!name || !isJsonObject(rule)) return { text: 'Wypełnij, jeśli dotyczy.', field: undefined };
  const field = resolve(isJsonObject(object.properties) ? object.properties[name] : undefined, root);
  const label = text(field.title) ?? name;
  const values = 'const' in rule ? [rule.const] : Array.isArray(rule.enum) ? rule.enum : [];
  const options = optionsOf(field, root) ?? [];
  const titles = values.map((value) => {
    if (typeof value === 'boolean') return value ? 'Tak' : 'Nie';
    return options.find((option) => option.value === String(value))?.label ?? String(value);
  });
  const answer = titles.map(quoted).join(' albo ');
  if (field.type === 'boolean') {
    return {
      text: `Wypełnij, jeśli w pytaniu ${quoted(label)} ${negated ? 'nie ' : ''}zaznaczono ${answer}.`,
      field: name,
    };
  }
  return { text: `Wypełnij, jeśli ${negated ? 'nie ' : ''}wybrano: ${titles.join(' albo ')}.`, field: name };
}

function branchesOf(object: JsonObject, root: JsonObject): Branch[] {
  const branches: Branch[] = [];
  const collect = (node: JsonObject) => {
    for (const [key, negated] of [
      ['then', false],
      ['else', true],
    ] as const) {
      const branch = resolve(node[key], root);
      if (!isJsonObject(node[key])) continue;
      const { text: condition, field } = describeCondition(node.if, object, root, negated);
      branches.push({
        condition,
        after: field,
        properties: isJsonObject(branch.properties) ? branch.properties : {},
        required: Array.isArray(branch.required) ? branch.required.map(String) : [],
      });
    }
  };
  collect(object);
  if (Array.isArray(object.allOf)) for (const part of object.allOf) collect(resolve(part, root));
  return branches;
}

/** Base properties in ui:order ("*" stands for the rest, in schema order). */
function orderedNames(names: string[], ui: JsonObject | undefined): string[] {
  const order = Array.isArray(ui?.['ui:order']) ? ui['ui:order'].map(String) : null;
  if (!order) return names;
  const rest = names.filter((name) => !order.includes(name));
  return order.flatMap((name) => (name === '*' ? rest : names.includes(name) ? [name] : []));
}

function fieldItem(
  name: string,
  path: readonly string[],
  property: unknown,
  required: boolean,
  note: string | undefined,
  ui: JsonObject | undefined,
  root: JsonObject,
): PaperItem {
  const schema = resolve(property, root);
  const fieldName = path.join('.');
  const label = text(schema.title) ?? name;
  const description = [text(schema.description), note].filter(Boolean).join(' ') || undefined;
  const base = { name: fieldName, label, required, ...(description ? { description } : {}) };

  if (schema.type === 'object' || isJsonObject(schema.properties)) {
    return {
      kind: 'group',
      title: label,
      ...(text(schema.description) ? { description: text(schema.description) } : {}),
      items: objectItems(schema, path, ui, root),
    };
  }
  if (schema.type === 'array') {
    if (schema.attachments !== undefined) return { ...base, kind: 'enclosure' };
    const items = resolve(schema.items, root);
    const options = optionsOf(items, root);
    if (options) return { ...base, kind: 'checkboxes', options };
    const count = Math.max(
      1,
      Math.min(LIST_ROWS, typeof schema.maxItems === 'number' ? schema.maxItems : LIST_ROWS),
    );
    const itemTitle = text(items.title) ?? label;
    return {
      kind: 'group',
      title: label,
      ...(text(schema.description) ? { description: text(schema.description) } : {}),
      items: Array.from({ length: count }, (_, index) => ({
        kind: 'group' as const,
        title: `${itemTitle} ${index + 1}`,
        items: objectItems(items, [...path, String(index)], uiChild(ui, 'items'), root),
      })),
    };
  }
  if (schema.type === 'boolean') {
    if (schema.const === true) return { ...base, kind: 'checkbox', required: true };
    if (ui?.['ui:widget'] === 'yesNo') return { ...base, kind: 'yesNo', options: YES_NO };
    return { ...base, kind: 'checkbox' };
  }
  const options = optionsOf(schema, root);
  if (options) return { ...base, kind: 'choice', options };
  const { lines, ...shape } = textShape(schema, ui);
  return { ...base, kind: 'text', lines, ...shape };
}

/** The fields of an object: its properties in order, each branch's fields after the answer they depend on. */
function objectItems(
  object: JsonObject,
  path: readonly string[],
  ui: JsonObject | undefined,
  root: JsonObject,
): PaperItem[] {
  const properties = isJsonObject(object.properties) ? { ...object.properties } : {};
  const required = new Set(Array.isArray(object.required) ? object.required.map(String) : []);
  if (Array.isArray(object.allOf)) {
    for (const part of object.allOf.map((value) => resolve(value, root))) {
      if (isJsonObject(part.properties)) Object.assign(properties, part.properties);
      if (Array.isArray(part.required)) for (const name of part.required) required.add(String(name));
    }
  }
  const branches = branchesOf(object, root);
  // A branch that only makes a listed field required: say so under that field.
  const notes = new Map<string, string>();
  for (const branch of branches) {
    for (const name of branch.required) {
      if (Object.hasOwn(properties, name) && !Object.hasOwn(branch.properties, name)) {
        notes.set(
          name,
          `Obowiązkowe, jeśli ${branch.condition.replace(/^Wypełnij, jeśli /, '').replace(/\.$/, '')}.`,
        );
      }
    }
  }
  const conditionalGroups = (after: string | undefined): PaperGroup[] =>
    branches
      .filter((branch) => branch.after === after && Object.keys(branch.properties).length > 0)
      .map((branch) => ({
        kind: 'group' as const,
        condition: branch.condition,
        items: Object.entries(branch.properties).map(([name, property]) =>
          fieldItem(
            name,
            [...path, name],
            property,
            branch.required.includes(name),
            undefined,
            uiChild(ui, name),
            root,
          ),
        ),
      }));

  const items: PaperItem[] = [];
  const names = orderedNames(Object.keys(properties), ui);
  for (const name of names) {
    items.push(
      fieldItem(
        name,
        [...path, name],
        properties[name],
        required.has(name),
        notes.get(name),
        uiChild(ui, name),
        root,
      ),
    );
    items.push(...conditionalGroups(name));
  }
  // Branches whose condition is on no listed field go last.
  for (const branch of branches) {
    if (branch.after !== undefined && names.includes(branch.after)) continue;
    if (Object.keys(branch.properties).length === 0) continue;
    items.push(...conditionalGroups(branch.after));
  }
  return items;
}

/** The paper form of a bundled schema: one section per ui.json step, one group per schema section. */
export function paperFormLayout(bundled: JsonObject, ui: FormUi): PaperForm {
  const properties = isJsonObject(bundled.properties) ? bundled.properties : {};
  const required = new Set(Array.isArray(bundled.required) ? bundled.required.map(String) : []);
  const uiSchema = isJsonObject(ui.uiSchema) ? ui.uiSchema : {};
  const sections = ui.steps.map((step): PaperSection => ({
    id: step.id,
    title: step.title,
    ...(step.description ? { description: step.description } : {}),
    items: step.fields.flatMap((name): PaperGroup[] => {
      if (!Object.hasOwn(properties, name)) return [];
      const item = fieldItem(
        name,
        [name],
        properties[name],
        required.has(name),
        undefined,
        uiChild(uiSchema, name),
        bundled,
      );
      return item.kind === 'group' ? [item] : [{ kind: 'group', items: [item] }];
    }),
  }));
  return {
    title: text(bundled.title) ?? '',
    ...(text(bundled.description) ? { description: text(bundled.description) } : {}),
    sections,
  };
}

/** Every fillable field of a paper form, depth first, as the PDF has them. */
export function paperFields(form: PaperForm): PaperField[] {
  const fields: PaperField[] = [];
  const visit = (item: PaperItem) => {
    if (item.kind === 'group') item.items.forEach(visit);
    else fields.push(item);
  };
  for (const section of form.sections) section.items.forEach(visit);
  return fields;
}
