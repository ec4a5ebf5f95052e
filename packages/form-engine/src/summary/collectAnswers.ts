// The "Sprawdź swoje odpowiedzi" step lists every answer by section (wizard step), in the order and with
// the labels the steps show, following the same conditions (RJSF's retrieveSchema over the data), so a
// hidden branch never appears and a shown one always does.
import { t } from '@lingui/core/macro';
import type { RJSFSchema, SchemaUtilsType } from '@rjsf/utils';
import type { FormStep } from '../form/types.ts';
import { toPointer, type PathSegment } from '../schema/jsonPointer.ts';
import {
  childUiSchema,
  isHiddenField,
  labelOf,
  orderedProperties,
  uiDefinitionsOf,
  type UiNode,
} from '../schema/uiSchemaLookup.ts';
import { widgetNameOf } from '../schema/widgetInference.ts';
import { formatAnswer, unitOf } from './formatAnswer.ts';

export interface AnswerRow {
  readonly pointer: string;
  readonly label: string;
  /**
   * 'group' rows are headings of nested groups (an address, a parcel); 'answer' rows carry a value;
   * 'computed' rows a value the form computed (the advance) and 'warning' rows a warning about the answers
   * (feedbackRows.ts).
   */
  readonly kind: 'group' | 'answer' | 'computed' | 'warning';
  readonly value: string;
  /** Nesting below the section: 0 for the section's own fields. */
  readonly depth: number;
}

export interface AnswerSection {
  readonly step: FormStep;
  readonly stepIndex: number;
  readonly rows: AnswerRow[];
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

// Widgets that render a whole array or object as one answer.
const LEAF_WIDGETS = new Set(['attachments', 'preferredDates', 'checkboxes', 'hidden']);

interface WalkContext {
  readonly schemaUtils: SchemaUtilsType;
  readonly rootSchema: Record<string, unknown>;
  readonly definitions: Record<string, UiNode>;
  readonly rows: AnswerRow[];
}

function walk(
  context: WalkContext,
  schema: RJSFSchema,
  ui: UiNode,
  value: unknown,
  path: PathSegment[],
  label: string,
  depth: number,
): void {
  const resolved = context.schemaUtils.retrieveSchema(schema, value);
  const widget = widgetNameOf(resolved, ui);
  if (isHiddenField(ui)) return;
  const pointer = toPointer(path);
  if (resolved.type === 'object' && resolved.properties && !(widget && LEAF_WIDGETS.has(widget))) {
    const data = isObject(value) ? value : {};
    if (depth >= 0) context.rows.push({ pointer, label, kind: 'group', value: '', depth });
    for (const name of orderedProperties(resolved, ui)) {
      const child = (resolved.properties as Record<string, RJSFSchema>)[name];
      if (!child || typeof child !== 'object') continue;
      const childUi = childUiSchema(ui, name, child, context.definitions);
      walk(context, child, childUi, data[name], [...path, name], labelOf(child, childUi, name), depth + 1);
    }
    return;
  }
  const itemSchema = resolved.items;
  if (
    resolved.type === 'array' &&
    Array.isArray(value) &&
    isObject(itemSchema) &&
    !(widget && LEAF_WIDGETS.has(widget))
  ) {
    const resolvedItem = context.schemaUtils.retrieveSchema(itemSchema as RJSFSchema, value[0]);
    if (resolvedItem.type === 'object') {
      context.rows.push({
        pointer,
        label,
        kind: 'group',
        value: value.length ? '' : formatAnswer(undefined, {}),
        depth,
      });
      const itemUi = childUiSchema(ui, 'items', itemSchema as RJSFSchema, context.definitions);
      value.forEach((item, index) => {
        const itemLabel = `${labelOf(resolvedItem, itemUi, '')} ${index + 1}`.trim();
        walk(context, itemSchema as RJSFSchema, itemUi, item, [...path, index], itemLabel, depth + 1);
      });
      return;
    }
  }
  context.rows.push({
    pointer,
    label: withoutUnit(label, unitOf(resolved, ui)),
    kind: 'answer',
    value: formatAnswer(value, resolved, { uiSchema: ui, rootSchema: context.rootSchema }),
    depth,
  });
}

/** "Moc [kW]" -> "Moc": the answer carries the unit ("40 kW"), so the label need not repeat it. */
function withoutUnit(label: string, unit: string | undefined): string {
  if (!unit || !label.endsWith(`[${unit}]`)) return label;
  return label.slice(0, -`[${unit}]`.length).trimEnd();
}

/** Every shown field of every step, with its formatted answer. */
export function collectAnswers(
  steps: readonly FormStep[],
  schemaUtils: SchemaUtilsType,
  uiSchema: UiNode,
  data: Record<string, unknown>,
): AnswerSection[] {
  const rootSchema = schemaUtils.getRootSchema() as Record<string, unknown>;
  const root = schemaUtils.retrieveSchema(rootSchema as RJSFSchema, data);
  const properties = (root.properties ?? {}) as Record<string, RJSFSchema>;
  const definitions = uiDefinitionsOf(uiSchema);
  return steps.map((step, stepIndex) => {
    const rows: AnswerRow[] = [];
    const context: WalkContext = { schemaUtils, rootSchema, definitions, rows };
    for (const field of step.fields) {
      const schema = properties[field];
      if (!schema) continue;
      const ui = childUiSchema(uiSchema, field, schema, definitions);
      const resolved = schemaUtils.retrieveSchema(schema, data[field]);
      // A section is already headed by its step; its title is a group row only when the step has several
      // sections and it does not repeat the step's title (as the step itself shows it).
      const label = labelOf(resolved, ui, field);
      const depth = step.fields.length > 1 && label !== step.title ? 0 : -1;
      walk(context, schema, ui, data[field], [field], label, depth);
    }
    return { step, stepIndex, rows };
  });
}

export const noAnswersText = (): string => t`Brak odpowiedzi w tej części`;
