// Public API of @portal/form-engine: the generic application wizard (RJSF 6 + the engine's Chakra UI v3
// theme) and what the portal needs around it. It knows no form by name. Load it lazily on the wizard route:
//   const FormWizard = lazy(() => import('@portal/form-engine').then((m) => ({ default: m.FormWizard })));
// Code outside the wizard chunk imports draft helpers from '@portal/form-engine/drafts' instead.
export {
  FormWizard,
  SUMMARY_STEP_ID,
  type FormWizardProps,
  type SubmitHelpers,
} from './wizard/FormWizard.tsx';
export type { WizardForm, AttachmentDescriptor, AttachmentUpload, FormData } from './form/types.ts';

export { clearDraft, hasDraft, readDraft, draftStorageKey, type StoredDraft } from './drafts/draftStorage.ts';
export { DRAFT_SAVE_DELAY_MS } from './drafts/useDraftAutosave.ts';

export { attachmentStore, getAttachmentFiles } from './files/attachmentStore.ts';
export { useWizardFiles } from './files/useWizardFiles.ts';

export { engineTheme, engineWidgets, engineTemplates, engineFields } from './theme/registry.ts';
export { inferWidget, type EngineWidgetName } from './schema/widgetInference.ts';

export { formatAnswer, type FormatAnswerOptions } from './summary/formatAnswer.ts';
export { collectAnswers, type AnswerRow, type AnswerSection } from './summary/collectAnswers.ts';
export { withFeedbackRows } from './summary/feedbackRows.ts';

export {
  createPrecompiledValidator,
  PrecompiledValidator,
  type PrecompiledValidatorOptions,
} from './validation/precompiledValidator.ts';
export { matchesSchema } from './validation/schemaMatcher.ts';
export {
  evaluateFormData,
  validateFormData,
  type ComputedField,
  type FieldError,
  type FormFeedback,
  type SubmitFieldErrors,
} from './validation/formErrors.ts';
