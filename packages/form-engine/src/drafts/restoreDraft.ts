// What the wizard starts from (applications issue "Drafts"): the saved draft of the same form version as
// it was; a draft of another version migrated (unknown paths dropped) or, when nothing of it fits the
// current schema, discarded with a message; attachment descriptors whose File is gone (a reload: files are
// never in localStorage) dropped with a message asking to add those files again. A secret answer (a field
// marked `writeOnly`) an older build may have saved is never restored.
import { withoutSecrets } from '@portal/form-model';
import type { SchemaUtilsType } from '@rjsf/utils';
import { dropMissingAttachments } from '../files/attachmentStore.ts';
import { clearDraft, readDraft, writeDraft } from './draftStorage.ts';
import { dropUnknownPaths, isEmptyData } from './migrateDraft.ts';

export type DraftNotice =
  | { readonly kind: 'restored'; readonly savedAt: string }
  | { readonly kind: 'migrated'; readonly savedAt: string }
  | { readonly kind: 'discarded' }
  | { readonly kind: 'filesDropped'; readonly names: readonly string[] };

export interface WizardStart {
  readonly data: Record<string, unknown>;
  readonly stepIndex: number;
  readonly completedSteps: readonly string[];
  readonly notices: readonly DraftNotice[];
}

export function restoreDraft(
  draftKey: string | number,
  form: {
    readonly entry: { readonly id: number; readonly version: string };
    readonly ui: { readonly steps: readonly { id: string }[] };
  },
  schemaUtils: SchemaUtilsType,
  /** The form's secret fields' pointers, asked for only when a draft is stored. */
  secrets: () => readonly string[] = () => [],
): WizardStart {
  const empty: WizardStart = { data: {}, stepIndex: 0, completedSteps: [], notices: [] };
  const draft = readDraft(draftKey);
  if (!draft || draft.formId !== form.entry.id) return empty;
  const notices: DraftNotice[] = [];
  let data: unknown = withoutSecrets(draft.data, secrets());
  // The stored copy loses the secret at once, not at the next save (the user may type nothing more).
  if (JSON.stringify(data) !== JSON.stringify(draft.data))
    writeDraft(draftKey, { ...draft, data: data as Record<string, unknown> });
  const stepIds = new Set(form.ui.steps.map((step) => step.id));
  let completedSteps = draft.completedSteps.filter((id) => stepIds.has(id));
  let stepIndex = Math.min(Math.max(draft.stepIndex, 0), form.ui.steps.length);

  if (draft.version !== form.entry.version) {
    data = dropUnknownPaths(schemaUtils, data);
    if (isEmptyData(data)) {
      clearDraft(draftKey);
      return { ...empty, notices: [{ kind: 'discarded' }] };
    }
    // The steps may have changed too: start from the first one, every answer kept is re-checked there.
    stepIndex = 0;
    completedSteps = [];
    notices.push({ kind: 'migrated', savedAt: draft.savedAt });
  } else if (!draft.prefilled) {
    notices.push({ kind: 'restored', savedAt: draft.savedAt });
  }

  const withFiles = dropMissingAttachments(data);
  if (withFiles.droppedNames.length > 0) {
    notices.push({ kind: 'filesDropped', names: withFiles.droppedNames });
    // A step whose files are gone is no longer complete: the user goes back there to add them.
    completedSteps = [];
    stepIndex = Math.min(stepIndex, form.ui.steps.length - 1);
  }
  return {
    data: (withFiles.data ?? {}) as Record<string, unknown>,
    stepIndex,
    completedSteps,
    notices,
  };
}
