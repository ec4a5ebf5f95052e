// The "Sprawdź swoje odpowiedzi" step lists every answer by section (wizard step), in the order and with
// the labels the steps show, following the same conditions (judged by the validator RJSF renders with), so
// a hidden branch never appears and a shown one always does. Which answers, under which labels, is the
// form model's answers view (packages/form-model); this file formats them.
import { t } from '@lingui/core/macro';
import { answersView } from '@portal/form-model';
import type { SchemaUtilsType } from '@rjsf/utils';
import type { FormStep } from '../form/types.ts';
import { formModelOf, matcherOf } from '../schema/formModel.ts';
import type { UiNode } from '../schema/uiSchemaLookup.ts';
import { formatAnswer } from './formatAnswer.ts';

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

/** Every shown field of every step, with its formatted answer (the form model's answers view). */
export function collectAnswers(
  steps: readonly FormStep[],
  schemaUtils: SchemaUtilsType,
  uiSchema: UiNode,
  data: Record<string, unknown>,
): AnswerSection[] {
  const rootSchema = schemaUtils.getRootSchema() as Record<string, unknown>;
  const view = answersView(formModelOf(schemaUtils, uiSchema, steps), data, matcherOf(schemaUtils));
  return view.map(({ stepIndex, entries }) => ({
    step: steps[stepIndex]!,
    stepIndex,
    rows: entries.map(({ pointer, label, kind, value, depth, field }): AnswerRow => {
      if (kind === 'answer') {
        const formatted = formatAnswer(value, field.schema, { uiSchema: field.ui, rootSchema });
        return { pointer, label, kind, value: formatted, depth };
      }
      // A list of objects with no items reads 'Nie podano' on its heading.
      const empty = Array.isArray(value) && value.length === 0;
      return { pointer, label, kind, value: empty ? formatAnswer(undefined, {}) : '', depth };
    }),
  }));
}

export const noAnswersText = (): string => t`Brak odpowiedzi w tej części`;
