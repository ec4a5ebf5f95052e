// The summary ("Sprawdź swoje odpowiedzi") also shows what the answers lead to: values the schema language
// computes (applications-spec §9: the advance, with its amount) and warnings (§5: the legal-title address),
// each in the step of the field it belongs to, right after that field's answers, so the applicant reads
// them where they check the data that caused them. From the same validator run the server makes.
import type { FormFeedback } from '../validation/formErrors.ts';
import { isPointerWithin, toPointer } from '@portal/json-pointer';
import type { AnswerRow, AnswerSection } from './collectAnswers.ts';

function insertAfterField(rows: AnswerRow[], pointer: string, row: AnswerRow): void {
  let index = -1;
  rows.forEach((candidate, position) => {
    if (isPointerWithin(candidate.pointer, pointer) || isPointerWithin(pointer, candidate.pointer))
      index = position;
  });
  rows.splice(index === -1 ? rows.length : index + 1, 0, row);
}

export function withFeedbackRows(
  sections: readonly AnswerSection[],
  feedback: Pick<FormFeedback, 'computed' | 'warnings'>,
  labelOf: (pointer: string) => string,
): AnswerSection[] {
  return sections.map((section) => {
    const inSection = (pointer: string) =>
      section.step.fields.some((field) => isPointerWithin(pointer, toPointer([field])));
    const rows = [...section.rows];
    for (const value of feedback.computed.filter((candidate) => inSection(candidate.pointer))) {
      insertAfterField(rows, value.pointer, {
        pointer: `${value.pointer}#${value.keyword}`,
        label: value.label,
        kind: 'computed',
        value: value.text,
        depth: 0,
      });
    }
    for (const warning of feedback.warnings.filter((candidate) => inSection(candidate.pointer))) {
      insertAfterField(rows, warning.pointer, {
        pointer: `${warning.pointer}#${warning.keyword}`,
        label: labelOf(warning.pointer),
        kind: 'warning',
        value: warning.message,
        depth: 0,
      });
    }
    return { ...section, rows };
  });
}
