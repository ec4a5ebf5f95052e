// The user's moves through the wizard as machine events, with their side effects: leaving a step forgets
// its messages and saves the draft at once; typing saves it after a pause (drafts/useDraftAutosave.ts).
import { useMemo } from 'react';
import { clearDraft } from '../drafts/draftStorage.ts';
import type { DraftAutosave } from '../drafts/useDraftAutosave.ts';
import { errorsWithin } from '../validation/formErrors.ts';
import type { WizardEvent } from './state/wizardMachine.ts';
import type { WizardStore } from './state/wizardStore.ts';
import { stepPointers, type StepFeedback } from './useStepFeedback.ts';
import type { PreparedForm } from './usePreparedForm.ts';

export interface WizardNavigation {
  /** The step's form reported its data (`id`: the field that changed). */
  edit(values: Record<string, unknown>, id: string | undefined): void;
  blur(id: string, value: unknown): void;
  /** "Dalej": the step's errors, or the next step (the summary once everything is done after "Zmień"). */
  next(): void;
  back(): void;
  /** A step of the progress bar. */
  open(index: number): void;
  /** A step opened to correct it: "Zmień" on the summary, or errors the send found there. */
  correct(index: number): void;
  /** "Zacznij od nowa": the draft is deleted and the form starts empty. */
  startOver(): void;
}

export function useWizardNavigation(
  store: WizardStore,
  feedback: StepFeedback,
  draft: DraftAutosave,
  draftKey: string | number,
  { evaluate }: PreparedForm,
): WizardNavigation {
  return useMemo<WizardNavigation>(() => {
    const move = (event: WizardEvent) => {
      feedback.reset();
      store.dispatch(event);
      draft.schedule();
      draft.flush();
    };
    return {
      edit(values, id) {
        store.dispatch({ type: 'stepEdited', values });
        feedback.fieldChanged(id);
        draft.schedule();
      },
      blur: (id, value) => feedback.fieldBlurred(id, value),
      next() {
        const { steps, stepIndex, answers } = store.getState();
        const step = steps[stepIndex];
        if (!step) return;
        const errors = errorsWithin(evaluate(answers).errors, stepPointers(step));
        if (errors.length > 0) feedback.showStepErrors(errors);
        else move({ type: 'stepPassed' });
      },
      back: () => move({ type: 'back' }),
      open: (index) => move({ type: 'opened', index }),
      correct: (index) => move({ type: 'openedForCorrection', index }),
      startOver() {
        clearDraft(draftKey);
        draft.cancel();
        feedback.reset();
        store.dispatch({ type: 'startedOver' });
      },
    };
  }, [store, feedback, draft, draftKey, evaluate]);
}
