// The answers view: every field the data shows, step by step, in the order and with the labels the steps
// show, nested groups (an address, a parcel of a list) heading their fields. The summary step prints it
// ("Sprawdź swoje odpowiedzi") and so can any printout of an application; each consumer formats values in
// its own language and medium, from the field the entry carries.
import { activeProperties, type SchemaMatcher } from './active.ts';
import { isJsonObject } from './json.ts';
import { labelOf, type FieldModel, type FormModel, type StepModel } from './model.ts';
import { toPointer, type PathSegment } from './pointer.ts';
import { orderNames } from './ui.ts';

export interface AnswerEntry {
  /** Data pointer (indices for list items). */
  readonly pointer: string;
  readonly label: string;
  /** 'group' heads the fields of a nested object or a list of objects; 'answer' carries a value. */
  readonly kind: 'group' | 'answer';
  /** The data at the pointer (for a group of a list: the list). */
  readonly value: unknown;
  /** Nesting below the section: 0 for the section's own fields. */
  readonly depth: number;
  readonly field: FieldModel;
}

export interface AnswerSectionView {
  readonly step: StepModel;
  readonly stepIndex: number;
  readonly entries: readonly AnswerEntry[];
}

// Widgets that render a whole array or object as one answer.
const LEAF_WIDGETS = new Set(['attachments', 'preferredDates', 'checkboxes', 'hidden']);

/** "Moc [kW]" -> "Moc": the answer carries the unit ("40 kW"), so the label need not repeat it. */
export function withoutUnit(label: string, unit: string | undefined): string {
  if (!unit || !label.endsWith(`[${unit}]`)) return label;
  return label.slice(0, -`[${unit}]`.length).trimEnd();
}

function isLeafWidget(field: FieldModel): boolean {
  return field.widget !== undefined && LEAF_WIDGETS.has(field.widget);
}

function walk(
  field: FieldModel,
  value: unknown,
  path: PathSegment[],
  label: string,
  depth: number,
  matches: SchemaMatcher,
  entries: AnswerEntry[],
): void {
  if (field.hidden) return;
  const pointer = toPointer(path);
  if (field.shape && field.schema.type === 'object' && !isLeafWidget(field)) {
    const active = activeProperties(field.shape, value, matches);
    if (active.declaresProperties) {
      const data = isJsonObject(value) ? value : {};
      if (depth >= 0) entries.push({ pointer, label, kind: 'group', value, depth, field });
      for (const name of orderNames([...active.fields.keys()], field.ui['ui:order'])) {
        const child = active.fields.get(name)!;
        walk(child, data[name], [...path, name], child.label, depth + 1, matches, entries);
      }
      return;
    }
  }
  const item = field.item;
  if (field.schema.type === 'array' && Array.isArray(value) && item && !isLeafWidget(field)) {
    if (item.schema.type === 'object') {
      entries.push({ pointer, label, kind: 'group', value, depth, field });
      value.forEach((element, index) => {
        const itemLabel = `${labelOf(item.schema, item.ui, '')} ${index + 1}`.trim();
        walk(item, element, [...path, index], itemLabel, depth + 1, matches, entries);
      });
      return;
    }
  }
  entries.push({ pointer, label: withoutUnit(label, field.unit), kind: 'answer', value, depth, field });
}

/** Every shown field of every step of `model` for `data`, with its data. */
export function answersView(
  model: FormModel,
  data: Record<string, unknown>,
  matches: SchemaMatcher,
): AnswerSectionView[] {
  const sections = activeProperties(model.root, data, matches).fields;
  return model.steps.map((step, stepIndex) => {
    const entries: AnswerEntry[] = [];
    for (const name of step.fields) {
      const section = sections.get(name);
      if (!section) continue;
      // A section is already headed by its step; its title is a group row only when the step has several
      // sections and it does not repeat the step's title (as the step itself shows it).
      const depth = step.fields.length > 1 && section.label !== step.title ? 0 : -1;
      walk(section, data[name], [name], section.label, depth, matches, entries);
    }
    return { step, stepIndex, entries };
  });
}
