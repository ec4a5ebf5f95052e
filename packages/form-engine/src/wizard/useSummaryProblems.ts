// What "Sprawdź swoje odpowiedzi" still misses: files a restored draft lost, or anything else a
// step would refuse, listed at once above the answers with a link to each field; "Wyślij wniosek" moves
// focus to that list instead of opening one step after another. A link opens the field's step with its
// messages and focuses the field; "Dalej" there leads on to the next step still to be done, then back here.
import { useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useMemo } from 'react';
import { withFileNames } from '../files/fileErrors.ts';
import { fieldLabel } from '../schema/fieldLabel.ts';
import { isPointerWithin } from '@portal/json-pointer';
import { errorsWithin } from '../validation/formErrors.ts';
import { focusField } from './focusField.ts';
import { isOnSummary, type ErrorSummaryItem } from './state/wizardMachine.ts';
import type { WizardStore } from './state/wizardStore.ts';
import { stepPointers, type StepFeedback } from './useStepFeedback.ts';
import type { PreparedForm } from './usePreparedForm.ts';
import type { WizardNavigation } from './useWizardNavigation.ts';
import type { WizardRuntime } from './useWizardRuntime.ts';

export interface SummaryProblems {
  /** Checks the whole form again and lists what is missing; `focus`: the list takes focus. */
  check(focus: boolean): boolean;
  /** A link of the list: the field's step opens with its messages and the field takes focus. */
  follow(item: ErrorSummaryItem): void;
}

export function useSummaryProblems(
  store: WizardStore,
  { evaluate, schemaUtils, uiSchema }: PreparedForm,
  { idForPointer }: WizardRuntime,
  navigation: WizardNavigation,
  feedback: StepFeedback,
  onSummary: boolean,
): SummaryProblems {
  const { t } = useLingui();

  const check = useCallback(
    (focus: boolean): boolean => {
      const state = store.getState();
      if (!isOnSummary(state)) return false;
      const { steps, answers } = state;
      const errors = withFileNames(
        evaluate(answers).errors,
        answers,
        (message, name) => t`${message} (${name})`,
      );
      const seen = new Set<string>();
      const items: ErrorSummaryItem[] = [];
      for (const error of errors) {
        const stepIndex = steps.findIndex((step) =>
          stepPointers(step).some((pointer) => isPointerWithin(error.pointer, pointer)),
        );
        const targetId = idForPointer(error.pointer);
        const key = `${targetId}\u0000${error.message}`;
        if (seen.has(key)) continue;
        seen.add(key);
        const label = fieldLabel(schemaUtils, uiSchema, answers, error.pointer);
        items.push({ targetId, label, message: error.message, stepIndex: Math.max(stepIndex, 0) });
      }
      const validSteps = steps
        .filter((step) => errorsWithin(errors, stepPointers(step)).length === 0)
        .map((step) => step.id);
      store.dispatch({ type: 'summaryChecked', validSteps, items, focus: focus && items.length > 0 });
      return items.length > 0;
    },
    [store, evaluate, idForPointer, schemaUtils, uiSchema, t],
  );

  useEffect(() => {
    if (onSummary) check(false);
  }, [onSummary, check]);

  const follow = useCallback(
    (item: ErrorSummaryItem) => {
      const index = item.stepIndex ?? 0;
      const step = store.getState().steps[index];
      if (!step) return;
      navigation.correct(index);
      // After the step has rendered: its messages (which focus its error summary), then the field.
      setTimeout(() => {
        feedback.showStepErrors(errorsWithin(evaluate(store.getState().answers).errors, stepPointers(step)));
        setTimeout(() => focusField(item.targetId));
      });
    },
    [store, navigation, feedback, evaluate],
  );

  return useMemo(() => ({ check, follow }), [check, follow]);
}
