// The answers "Sprawdź swoje odpowiedzi" lists, with what the server will compute and warn about (from the
// same validator run); computed when the summary is open.
import { useMemo } from 'react';
import type { FormStep } from '../form/types.ts';
import { fieldLabel } from '../schema/fieldLabel.ts';
import { normalizeFormData } from '../schema/normalizeData.ts';
import { collectAnswers, type AnswerSection } from '../summary/collectAnswers.ts';
import { withFeedbackRows } from '../summary/feedbackRows.ts';
import type { PreparedForm } from './usePreparedForm.ts';

export function useSummaryAnswers(
  open: boolean,
  steps: readonly FormStep[],
  answers: Record<string, unknown>,
  { schemaUtils, uiSchema, evaluate }: PreparedForm,
): readonly AnswerSection[] {
  return useMemo(() => {
    if (!open) return [];
    const data = normalizeFormData(schemaUtils, answers) as Record<string, unknown>;
    const feedback = evaluate(data);
    const labelOf = (pointer: string) => fieldLabel(schemaUtils, uiSchema, data, pointer);
    return withFeedbackRows(collectAnswers(steps, schemaUtils, uiSchema, data), feedback, labelOf);
  }, [open, steps, answers, schemaUtils, uiSchema, evaluate]);
}
