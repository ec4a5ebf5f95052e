// The wizard's draft in localStorage: the open step, the steps passed and the answers, saved by
// drafts/useDraftAutosave.ts while the user types and whenever the step changes. Secret answers (fields
// marked `writeOnly`: passwords, codes, tokens) are never written.
import { withoutSecrets } from '@portal/form-model';
import type { StoredDraft } from '../drafts/draftStorage.ts';
import { useDraftAutosave, type DraftAutosave } from '../drafts/useDraftAutosave.ts';
import type { WizardForm } from '../form/types.ts';
import type { WizardStore } from './state/wizardStore.ts';

export function useWizardDraft(
  store: WizardStore,
  form: WizardForm,
  draftKey: string | number,
  /** The form's secret fields' pointers, asked for at each save. */
  secrets: () => readonly string[],
): DraftAutosave {
  return useDraftAutosave(draftKey, (): StoredDraft => {
    const { stepIndex, completed, answers } = store.getState();
    return {
      formId: form.entry.id,
      version: form.entry.version,
      savedAt: new Date().toISOString(),
      stepIndex,
      completedSteps: [...completed],
      data: withoutSecrets(answers, secrets()),
    };
  });
}
