// "Wyślij wniosek": the whole form is checked once more, then onSubmit gets the normalized data and the
// files. Field errors from the server (or a rule across steps) open the first step holding one of them,
// with the messages shown there; any other failure stays on the summary with its message.
import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import type { DraftAutosave } from '../drafts/useDraftAutosave.ts';
import { clearDraft } from '../drafts/draftStorage.ts';
import { getAttachmentFiles } from '../files/attachmentStore.ts';
import type { AttachmentUpload } from '../form/types.ts';
import { isPointerWithin } from '@portal/json-pointer';
import { normalizeFormData } from '../schema/normalizeData.ts';
import { errorsWithin, submitFieldErrors, type FieldError } from '../validation/formErrors.ts';
import type { WizardStore } from './state/wizardStore.ts';
import { stepPointers, type StepFeedback } from './useStepFeedback.ts';
import type { SummaryProblems } from './useSummaryProblems.ts';
import type { WizardNavigation } from './useWizardNavigation.ts';
import type { PreparedForm } from './usePreparedForm.ts';

export interface SubmitHelpers {
  /** Forget the saved draft: call it once the application was sent. */
  clearDraft(): void;
}

export type SubmitHandler = (
  data: Record<string, unknown>,
  files: AttachmentUpload[],
  helpers: SubmitHelpers,
) => Promise<void> | void;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function useWizardSubmit(
  store: WizardStore,
  { evaluate, schemaUtils }: PreparedForm,
  navigation: WizardNavigation,
  feedback: StepFeedback,
  problems: SummaryProblems,
  draft: DraftAutosave,
  draftKey: string | number,
  onSubmit: SubmitHandler,
): () => Promise<void> {
  const { t } = useLingui();

  /** Opens the first step holding one of `errors` and shows that step's errors; false if no step has one. */
  const openFirstStepWith = useCallback(
    (errors: readonly FieldError[]): boolean => {
      const { steps } = store.getState();
      const index = steps.findIndex((step) =>
        errors.some((error) => stepPointers(step).some((pointer) => isPointerWithin(error.pointer, pointer))),
      );
      const target = steps[index];
      if (!target) return false;
      navigation.correct(index);
      // After the step has rendered, so that the messages find their fields.
      setTimeout(() => feedback.showStepErrors(errorsWithin(errors, stepPointers(target))));
      return true;
    },
    [store, navigation, feedback],
  );

  return useCallback(async () => {
    const answers = store.getState().answers;
    // Something still missing (a file a restored draft lost, a rule across steps): the summary lists it
    // all at once, and the list takes focus.
    const allErrors = evaluate(answers).errors;
    if (allErrors.length > 0) {
      if (!problems.check(true) && !openFirstStepWith(allErrors)) navigation.open(0);
      return;
    }
    const data = normalizeFormData(schemaUtils, answers);
    const payload = isObject(data) ? data : {};
    store.dispatch({ type: 'sendStarted' });
    try {
      await onSubmit(payload, getAttachmentFiles(payload), {
        clearDraft: () => {
          draft.cancel();
          clearDraft(draftKey);
        },
      });
      store.dispatch({ type: 'sendSucceeded' });
    } catch (error) {
      draft.flush();
      if (openFirstStepWith(submitFieldErrors(error))) return;
      const message =
        error instanceof Error && error.message
          ? error.message
          : t`Nie udało się wysłać wniosku. Spróbuj ponownie.`;
      store.dispatch({ type: 'sendFailed', message });
    }
  }, [store, evaluate, schemaUtils, problems, openFirstStepWith, navigation, onSubmit, draft, draftKey, t]);
}
