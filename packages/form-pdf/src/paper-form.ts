// The paper form of a PDF-mode form (applications-spec §1: micro-installation notifications 8 and 10 are
// downloaded, filled, signed and sent outside the portal): its bundled schema and ui.json steps read as
// sections of labelled fields, the way a person fills them on paper. Every branch of a condition is on
// paper at once, captioned with the answer it belongs to ("Wypełnij, jeśli wybrano: Firma"). The fields,
// their options, conditions and order come from the form model (packages/form-model); this file lays them out.
// Pure data: notification-pdf.ts draws it.
import type { FormUi } from '@portal/form-catalog/node';
import {
  buildFormModel,
  isJsonObject,
  type Branch,
  type Condition,
  type FieldModel,
  type JsonObject,
  type ObjectShape,
  orderedProperties,
  plainText,
} from '@portal/form-model';

/** Paper has no links: a description's link reads as its text (`[Regulamin portalu](/regulamin)`). */
function paperText(text: string | undefined): string | undefined {
  return text === undefined ? undefined : plainText(text);
}

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

/** A choice field's options as paper shows them: the value and its title. */
function paperOptions(field: FieldModel | undefined): PaperOption[] | null {
  return field?.options?.map((option) => ({ value: String(option.value), label: option.title })) ?? null;
}

interface TextShape {
  width: number;
  maxLength?: number;
  comb?: boolean;
  hint?: string;
}

/** How wide a text field is on paper, from what it holds (applications-spec §5 formats and lengths). */
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

interface PaperBranch {
  readonly condition: string;
  readonly fields: readonly FieldModel[];
  readonly required: readonly string[];
  /** The field whose answer switches the branch on: its fields follow it on paper. */
  readonly after: string | undefined;
}

const quoted = (value: string) => `„${value}”`;

/** "Wypełnij, jeśli wybrano: Osoba fizyczna" for `if: { properties: { kind: { const: "private" } } }`. */
function describeCondition(
  condition: Condition,
  shape: ObjectShape,
): { text: string; field: string | undefined } {
  if (condition.kind !== 'if' || condition.trigger === undefined) {
    return { text: 'Wypełnij, jeśli dotyczy.', field: undefined };
  }
  const name = condition.trigger;
  const negated = condition.negated;
  const field = shape.properties.find((candidate) => candidate.name === name);
  const label = field?.title ?? name;
  const options = paperOptions(field) ?? [];
  const titles = (condition.values ?? []).map((value) => {
    if (typeof value === 'boolean') return value ? 'Tak' : 'Nie';
    return options.find((option) => option.value === String(value))?.label ?? String(value);
  });
  const answer = titles.map(quoted).join(' albo ');
  if (field?.schema.type === 'boolean') {
    return {
      text: `Wypełnij, jeśli w pytaniu ${quoted(label)} ${negated ? 'nie ' : ''}zaznaczono ${answer}.`,
      field: name,
    };
  }
  return { text: `Wypełnij, jeśli ${negated ? 'nie ' : ''}wybrano: ${titles.join(' albo ')}.`, field: name };
}

function branchesOf(shape: ObjectShape): PaperBranch[] {
  return shape.branches
    .filter((branch: Branch) => branch.condition.kind === 'if')
    .map((branch) => {
      const { text: condition, field } = describeCondition(branch.condition, shape);
      return { condition, after: field, fields: branch.shape.properties, required: branch.shape.required };
    });
}

function fieldItem(
  field: FieldModel,
  path: readonly string[],
  required: boolean,
  note: string | undefined,
  labelOverride?: string,
): PaperItem {
  const { schema, localUi: ui } = field;
  const fieldName = path.join('.');
  const label = labelOverride ?? field.title ?? field.name;
  const description = [paperText(field.description), note].filter(Boolean).join(' ') || undefined;
  const base = { name: fieldName, label, required, ...(description ? { description } : {}) };

  if (field.kind === 'object') {
    return {
      kind: 'group',
      title: label,
      ...(field.description ? { description: plainText(field.description) } : {}),
      items: objectItems(field.shape, path, ui),
    };
  }
  if (field.kind === 'array') {
    if (field.attachments !== undefined) return { ...base, kind: 'enclosure' };
    const options = paperOptions(field);
    if (options) return { ...base, kind: 'checkboxes', options };
    const count = Math.max(
      1,
      Math.min(LIST_ROWS, typeof schema.maxItems === 'number' ? schema.maxItems : LIST_ROWS),
    );
    const itemTitle = field.item?.title ?? label;
    return {
      kind: 'group',
      title: label,
      ...(field.description ? { description: plainText(field.description) } : {}),
      // A list of plain values (meter numbers) gets a line per value; a list of objects a group per item.
      items: Array.from({ length: count }, (_, index) =>
        field.item?.kind === 'value'
          ? fieldItem(field.item, [...path, String(index)], false, undefined, `${itemTitle} ${index + 1}`)
          : {
              kind: 'group' as const,
              title: `${itemTitle} ${index + 1}`,
              items: objectItems(field.item?.shape, [...path, String(index)], field.item?.localUi),
            },
      ),
    };
  }
  if (schema.type === 'boolean') {
    if (schema.const === true) return { ...base, kind: 'checkbox', required: true };
    if (ui?.['ui:widget'] === 'yesNo') return { ...base, kind: 'yesNo', options: YES_NO };
    return { ...base, kind: 'checkbox' };
  }
  const options = paperOptions(field);
  if (options) return { ...base, kind: 'choice', options };
  const { lines, ...shape } = textShape(schema, ui);
  return { ...base, kind: 'text', lines, ...shape };
}

/** The fields of an object: its properties in order, each branch's fields after the answer they depend on. */
function objectItems(
  shape: ObjectShape | undefined,
  path: readonly string[],
  ui: JsonObject | undefined,
): PaperItem[] {
  if (!shape) return [];
  const ordered = orderedProperties(shape, ui);
  const properties = new Set(ordered.map((field) => field.name));
  const required = new Set(shape.required);
  const branches = branchesOf(shape);
  // A branch that only makes a listed field required: say so under that field.
  const notes = new Map<string, string>();
  for (const branch of branches) {
    for (const name of branch.required) {
      if (properties.has(name) && !branch.fields.some((field) => field.name === name)) {
        notes.set(
          name,
          `Obowiązkowe, jeśli ${branch.condition.replace(/^Wypełnij, jeśli /, '').replace(/\.$/, '')}.`,
        );
      }
    }
  }
  const conditionalGroups = (after: string | undefined): PaperGroup[] =>
    branches
      .filter((branch) => branch.after === after && branch.fields.length > 0)
      .map((branch) => ({
        kind: 'group' as const,
        condition: branch.condition,
        items: branch.fields.map((field) =>
          fieldItem(field, [...path, field.name], branch.required.includes(field.name), undefined),
        ),
      }));

  const items: PaperItem[] = [];
  for (const field of ordered) {
    items.push(fieldItem(field, [...path, field.name], required.has(field.name), notes.get(field.name)));
    items.push(...conditionalGroups(field.name));
  }
  // Branches whose condition is on no listed field go last.
  for (const branch of branches) {
    if (branch.after !== undefined && properties.has(branch.after)) continue;
    if (branch.fields.length === 0) continue;
    items.push(...conditionalGroups(branch.after));
  }
  return items;
}

/** The paper form of a bundled schema: one section per ui.json step, one group per schema section. */
export function paperFormLayout(bundled: JsonObject, ui: FormUi): PaperForm {
  // ui.json as written: the paper form reads only its own uiSchema (widgets, order), never ui:definitions.
  const model = buildFormModel(bundled, {
    steps: ui.steps,
    uiSchema: isJsonObject(ui.uiSchema) ? ui.uiSchema : {},
  });
  const required = new Set(model.root.required);
  const sections = model.steps.map((step): PaperSection => ({
    id: step.id,
    title: step.title,
    ...(step.description ? { description: plainText(step.description) } : {}),
    items: step.sections.map((section): PaperGroup => {
      const item = fieldItem(section, [section.name], required.has(section.name), undefined);
      return item.kind === 'group' ? item : { kind: 'group', items: [item] };
    }),
  }));
  return {
    title: model.title ?? '',
    ...(model.description ? { description: plainText(model.description) } : {}),
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
