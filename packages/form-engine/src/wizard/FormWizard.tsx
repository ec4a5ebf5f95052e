// THE application wizard (applications-spec §2 "Wizard", quality-bar "Accessibility" and "Reliability"):
// ui.json's steps with a progress bar, each step validated before moving on (only its own fields), the
// GOV.UK error summary and focus management, a "Sprawdź swoje odpowiedzi" step, drafts in localStorage and
// the send. It knows no form by name: everything comes from the form's schema, ui.json and catalog entry.
import { Box, Button, Heading, HStack, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { todayInWarsaw } from '@portal/validation/browser';
import { createSchemaUtils, type RJSFSchema, type UiSchema } from '@rjsf/utils';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { clearDraft as clearStoredDraft, type StoredDraft } from '../drafts/draftStorage.ts';
import { restoreDraft, type DraftNotice } from '../drafts/restoreDraft.ts';
import { useDraftAutosave } from '../drafts/useDraftAutosave.ts';
import { getAttachmentFiles } from '../files/attachmentStore.ts';
import type { AttachmentUpload, WizardForm } from '../form/types.ts';
import { fieldLabel } from '../schema/fieldLabel.ts';
import { flattenAliases } from '../schema/flattenAliases.ts';
import { isPointerWithin, parsePointer, setAtPath, toPointer } from '../schema/jsonPointer.ts';
import { normalizeFormData } from '../schema/normalizeData.ts';
import { stepData, stepSchema } from '../schema/stepSchema.ts';
import { collectAnswers } from '../summary/collectAnswers.ts';
import { withFeedbackRows } from '../summary/feedbackRows.ts';
import {
  errorsWithin,
  evaluateFormData,
  submitFieldErrors,
  type FieldError,
  type FormFeedback,
} from '../validation/formErrors.ts';
import { createPrecompiledValidator } from '../validation/precompiledValidator.ts';
import { focusRing } from '../theme/focusStyles.ts';
import { DraftNotices } from './DraftNotices.tsx';
import { EngineContext, type EngineRuntime } from '../runtime/EngineContext.ts';
import { ErrorSummary, type ErrorSummaryItem } from './ErrorSummary.tsx';
import { FieldErrorStore } from '../runtime/fieldErrorStore.ts';
import { FIELD_ID_PREFIX, StepForm } from './StepForm.tsx';
import { SummaryStep } from './SummaryStep.tsx';
import { WizardProgress } from './WizardProgress.tsx';

export interface SubmitHelpers {
  /** Forget the saved draft: call it once the application was sent. */
  clearDraft(): void;
}

export interface FormWizardProps {
  readonly form: WizardForm;
  /**
   * Sends the application: `data` is the normalized form data (what the validator accepted), `files` the
   * attachments to send as multipart parts `file:<id>`. Throw (or reject) to stay on the summary with the
   * error's message; the draft is kept until `helpers.clearDraft()` is called. An error carrying
   * `fieldErrors` (SubmitFieldErrors, e.g. the server's 400 details) instead opens the first step with one
   * of those fields and shows the messages beneath the fields and in the step's error summary.
   */
  readonly onSubmit: (
    data: Record<string, unknown>,
    files: AttachmentUpload[],
    helpers: SubmitHelpers,
  ) => Promise<void> | void;
  /** Where the draft is kept; defaults to the form id (one draft per form and browser). */
  readonly draftKey?: string | number;
  /** 'YYYY-MM-DD' for the date rules; defaults to today in Europe/Warsaw. */
  readonly today?: string;
  /** Called with the step id (or 'podsumowanie') whenever the step changes, e.g. for analytics or scroll. */
  readonly onStepChange?: (stepId: string) => void;
}

export const SUMMARY_STEP_ID = 'podsumowanie';

type SubmitState =
  { readonly status: 'idle' | 'sending' } | { readonly status: 'failed'; readonly message: string };

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function FormWizard({
  form,
  onSubmit,
  draftKey: draftKeyProp,
  today: todayProp,
  onStepChange,
}: FormWizardProps) {
  const { t } = useLingui();
  const today = useMemo(() => todayProp ?? todayInWarsaw(), [todayProp]);
  const draftKey = draftKeyProp ?? form.entry.id;
  const prepared = useMemo(
    () => flattenAliases(form.schema as RJSFSchema, form.ui.uiSchema as UiSchema),
    [form.schema, form.ui.uiSchema],
  );
  const rootSchema = prepared.schema;
  const steps = form.ui.steps;
  const validator = useMemo(
    () => createPrecompiledValidator(form.validate, rootSchema, { today }),
    [form.validate, rootSchema, today],
  );
  const schemaUtils = useMemo(() => createSchemaUtils(validator, rootSchema), [validator, rootSchema]);
  const stepSchemas = useMemo(() => steps.map((step) => stepSchema(rootSchema, step)), [steps, rootSchema]);
  const uiSchema = useMemo<UiSchema>(
    () => ({
      ...prepared.uiSchema,
      'ui:globalOptions': {
        orderable: false,
        copyable: false,
        ...(prepared.uiSchema['ui:globalOptions'] as object),
      },
    }),
    [prepared.uiSchema],
  );

  const [start] = useState(() => restoreDraft(draftKey, form, schemaUtils));
  const dataRef = useRef<Record<string, unknown>>(start.data);
  const [stepIndex, setStepIndex] = useState(start.stepIndex);
  const [completed, setCompleted] = useState<ReadonlySet<string>>(() => new Set(start.completedSteps));
  const [notices, setNotices] = useState<readonly DraftNotice[]>(start.notices);
  const [summaryItems, setSummaryItems] = useState<readonly ErrorSummaryItem[]>([]);
  const [formKey, setFormKey] = useState(0);
  const [returnToSummary, setReturnToSummary] = useState(false);
  const [submitState, setSubmitState] = useState<SubmitState>({ status: 'idle' });
  const [focusRequest, setFocusRequest] = useState<{ target: 'summary' | 'heading'; serial: number } | null>(
    null,
  );
  const headingRef = useRef<HTMLHeadingElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);

  const errorStore = useMemo(() => new FieldErrorStore(), []);
  const warningStore = useMemo(() => new FieldErrorStore(), []);
  // Warnings shown so far on this step; a new one is announced in the polite live region.
  const announcedWarnings = useRef(new Set<string>());
  const [announcement, setAnnouncement] = useState('');
  const mountedFields = useRef(new Map<string, string>());
  const notedPointers = useRef(new Map<string, string>());
  const changedIds = useRef(new Set<string>());
  const stepIndexRef = useRef(stepIndex);
  stepIndexRef.current = stepIndex;

  const runtime = useMemo<EngineRuntime>(
    () => ({
      errors: errorStore,
      warnings: warningStore,
      today,
      getFormData: () => dataRef.current,
      registerField(id, pointer) {
        mountedFields.current.set(id, pointer);
        return () => {
          if (mountedFields.current.get(id) === pointer) mountedFields.current.delete(id);
        };
      },
      notePointer(id, pointer) {
        notedPointers.current.set(id, pointer);
      },
      pointerOf: (id) => mountedFields.current.get(id) ?? notedPointers.current.get(id),
      isSectionTitleHidden: (_section, title) => {
        const current = steps[stepIndexRef.current];
        return current !== undefined && (current.fields.length === 1 || current.title === title);
      },
    }),
    [errorStore, warningStore, today, steps],
  );

  const draft = useDraftAutosave(draftKey, (): StoredDraft => ({
    formId: form.entry.id,
    version: form.entry.version,
    savedAt: new Date().toISOString(),
    stepIndex: stepIndexRef.current,
    completedSteps: [...completedRef.current],
    data: dataRef.current,
  }));
  const completedRef = useRef(completed);
  completedRef.current = completed;

  const isSummary = stepIndex >= steps.length;
  const step = steps[stepIndex];
  const stepPointers = useMemo(() => (step ? step.fields.map((field) => toPointer([field])) : []), [step]);

  useEffect(() => {
    onStepChange?.(step?.id ?? SUMMARY_STEP_ID);
  }, [step, onStepChange]);

  useEffect(() => {
    if (!focusRequest) return;
    if (focusRequest.target === 'summary') summaryRef.current?.focus();
    else headingRef.current?.focus();
  }, [focusRequest]);

  const requestFocus = (target: 'summary' | 'heading') =>
    setFocusRequest((previous) => ({ target, serial: (previous?.serial ?? 0) + 1 }));

  /** The whole form's errors, warnings and computed values for `data`, as the server would give them. */
  const evaluateData = useCallback(
    (data: Record<string, unknown>): FormFeedback =>
      evaluateFormData(form.validate, normalizeFormData(schemaUtils, data), today),
    [form.validate, schemaUtils, today],
  );
  const validateData = useCallback(
    (data: Record<string, unknown>): FieldError[] => evaluateData(data).errors,
    [evaluateData],
  );

  /** The rendered field an error belongs under: the field itself or its nearest rendered ancestor. */
  const idForPointer = useCallback((pointer: string): string => {
    const byPointer = new Map<string, string>();
    for (const [id, fieldPointer] of mountedFields.current)
      if (!byPointer.has(fieldPointer)) byPointer.set(fieldPointer, id);
    let current = pointer;
    for (;;) {
      const id = byPointer.get(current);
      if (id) return id;
      if (current === '') break;
      current = current.slice(0, current.lastIndexOf('/'));
    }
    return [FIELD_ID_PREFIX, ...parsePointer(pointer)].join('_');
  }, []);

  const messagesById = useCallback(
    (errors: readonly FieldError[]) => {
      const byId = new Map<string, string[]>();
      for (const error of errors) {
        const id = idForPointer(error.pointer);
        const list = byId.get(id) ?? [];
        if (!list.includes(error.message)) list.push(error.message);
        byId.set(id, list);
      }
      return byId;
    },
    [idForPointer],
  );

  const summaryItemsFor = useCallback(
    (errors: readonly FieldError[]): ErrorSummaryItem[] => {
      const seen = new Set<string>();
      const items: ErrorSummaryItem[] = [];
      for (const error of errors) {
        const targetId = idForPointer(error.pointer);
        const key = `${targetId}\u0000${error.message}`;
        if (seen.has(key)) continue;
        seen.add(key);
        items.push({
          targetId,
          message: error.message,
          label: fieldLabel(schemaUtils, uiSchema, dataRef.current, error.pointer),
        });
      }
      // In the order the fields appear on the page (the validator's order follows the schema, not ui:order).
      const position = (id: string) => document.getElementById(id);
      return items
        .map((item, index) => ({ item, index, element: position(item.targetId) }))
        .sort((a, b) => {
          if (!a.element || !b.element || a.element === b.element) return a.index - b.index;
          return a.element.compareDocumentPosition(b.element) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;
        })
        .map(({ item }) => item);
    },
    [idForPointer, schemaUtils, uiSchema],
  );

  /**
   * Shows the step's warnings beneath their fields (all of them: a warning never waits for "Dalej", which it
   * does not block) and announces the ones not shown before (applications-spec §5).
   */
  const showStepWarnings = useCallback(
    (warnings: readonly FieldError[]) => {
      const byId = messagesById(errorsWithin(warnings, stepPointers));
      warningStore.update(new Set([...warningStore.shownIds(), ...byId.keys()]), byId);
      const fresh = [...byId.values()].flat().filter((message) => !announcedWarnings.current.has(message));
      for (const message of fresh) announcedWarnings.current.add(message);
      if (fresh.length > 0) setAnnouncement(t`Uwaga: ${fresh.join(' ')}`);
    },
    [messagesById, stepPointers, warningStore, t],
  );

  /** Re-checks the fields `ids` (messages appear, change or go) against the current data. */
  const refreshFields = useCallback(
    (data: Record<string, unknown>, ids: Iterable<string>) => {
      const feedback = evaluateData(data);
      showStepWarnings(feedback.warnings);
      const errors = errorsWithin(feedback.errors, stepPointers);
      errorStore.update(ids, messagesById(errors));
      // The summary keeps listing the fields it listed, with their messages of now (a message that changed
      // is replaced, a fixed field leaves); fields it did not list wait for the next "Dalej".
      setSummaryItems((items) => {
        if (items.length === 0) return items;
        const listed = new Set(items.map((item) => item.targetId));
        const current = summaryItemsFor(errors).filter(
          (item) => listed.has(item.targetId) && errorStore.has(item.targetId),
        );
        const same =
          current.length === items.length &&
          current.every(
            (item, index) =>
              item.targetId === items[index]?.targetId &&
              item.message === items[index]?.message &&
              item.label === items[index]?.label,
          );
        return same ? items : current;
      });
    },
    [evaluateData, showStepWarnings, stepPointers, errorStore, messagesById, summaryItemsFor],
  );

  const handleChange = useCallback(
    (stepValues: Record<string, unknown>, id: string | undefined) => {
      const current = steps[stepIndexRef.current];
      if (!current) return;
      const next = { ...dataRef.current };
      for (const field of current.fields) {
        if (stepValues[field] === undefined) delete next[field];
        else next[field] = stepValues[field];
      }
      dataRef.current = next;
      if (id) changedIds.current.add(id);
      // Live validation only for fields already shown as invalid or warned about (clears a message as soon
      // as it is fixed).
      const shown = errorStore.shownIds();
      if (shown.length > 0 || warningStore.shownIds().length > 0) refreshFields(next, shown);
      draft.schedule();
    },
    [steps, errorStore, warningStore, refreshFields, draft],
  );

  const handleBlur = useCallback(
    (id: string, value: unknown) => {
      if (!changedIds.current.has(id) && !errorStore.has(id)) return;
      const pointer = runtime.pointerOf(id);
      // RJSF reports a change after it commits; the value given with the blur is the newest.
      const data =
        pointer === undefined
          ? dataRef.current
          : (setAtPath(dataRef.current, parsePointer(pointer), value) as Record<string, unknown>);
      refreshFields(data, new Set([id, ...changedIds.current, ...errorStore.shownIds()]));
    },
    [errorStore, refreshFields, runtime],
  );

  const goTo = useCallback(
    (index: number, options: { save?: boolean } = {}) => {
      errorStore.clear();
      warningStore.clear();
      announcedWarnings.current.clear();
      setAnnouncement('');
      changedIds.current.clear();
      setSummaryItems([]);
      setSubmitState({ status: 'idle' });
      setStepIndex(index);
      stepIndexRef.current = index;
      // Reaching the summary takes every step valid, so the files asked for again are attached by now.
      if (index >= steps.length)
        setNotices((current) => current.filter((notice) => notice.kind !== 'filesDropped'));
      requestFocus('heading');
      if (options.save !== false) {
        draft.schedule();
        draft.flush();
      }
    },
    [errorStore, warningStore, draft, steps.length],
  );

  // A step opened with answers already given (a restored draft, "Wstecz", "Zmień") shows its warnings at
  // once: they concern data the user already typed, possibly on an earlier step.
  useEffect(() => {
    if (stepIndex >= steps.length) return;
    const timer = setTimeout(() => showStepWarnings(evaluateData(dataRef.current).warnings));
    return () => clearTimeout(timer);
  }, [stepIndex, formKey, steps.length, showStepWarnings, evaluateData]);

  /** Shows the errors of the current step: under each field and in the summary, focused. */
  const showStepErrors = useCallback(
    (errors: readonly FieldError[]) => {
      const byId = messagesById(errors);
      errorStore.clear();
      errorStore.update(byId.keys(), byId);
      setSummaryItems(summaryItemsFor(errors));
      requestFocus('summary');
    },
    [errorStore, messagesById, summaryItemsFor],
  );

  const handleNext = useCallback(() => {
    const current = steps[stepIndexRef.current];
    if (!current) return;
    const errors = errorsWithin(
      validateData(dataRef.current),
      current.fields.map((field) => toPointer([field])),
    );
    if (errors.length > 0) {
      showStepErrors(errors);
      return;
    }
    const nextCompleted = new Set(completedRef.current).add(current.id);
    setCompleted(nextCompleted);
    completedRef.current = nextCompleted;
    const allDone = steps.every((candidate) => nextCompleted.has(candidate.id));
    goTo(returnToSummary && allDone ? steps.length : stepIndexRef.current + 1);
    if (allDone) setReturnToSummary(false);
  }, [steps, validateData, showStepErrors, goTo, returnToSummary]);

  const handleBack = useCallback(() => goTo(Math.max(0, stepIndexRef.current - 1)), [goTo]);

  const startOver = useCallback(() => {
    clearStoredDraft(draftKey);
    draft.cancel();
    dataRef.current = {};
    setCompleted(new Set());
    completedRef.current = new Set();
    setNotices([]);
    setReturnToSummary(false);
    setFormKey((key) => key + 1);
    goTo(0, { save: false });
  }, [draftKey, draft, goTo]);

  const answers = useMemo(
    () => {
      if (!isSummary) return [];
      const data = normalizeFormData(schemaUtils, dataRef.current) as Record<string, unknown>;
      // The summary shows what the server will compute and warn about, from the same validator run.
      const feedback = evaluateData(data);
      const labelOf = (pointer: string) => fieldLabel(schemaUtils, uiSchema, data, pointer);
      return withFeedbackRows(collectAnswers(steps, schemaUtils, uiSchema, data), feedback, labelOf);
    },
    // dataRef changes without renders; the summary is computed each time it is opened.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [isSummary, steps, schemaUtils, uiSchema, stepIndex, formKey, evaluateData],
  );

  /** Opens the first step holding one of `errors` and shows that step's errors there; false if no step has one. */
  const openFirstStepWith = (errors: readonly FieldError[]): boolean => {
    const index = steps.findIndex((candidate) =>
      errors.some((error) =>
        candidate.fields.some((field) => isPointerWithin(error.pointer, toPointer([field]))),
      ),
    );
    const target = steps[index];
    if (!target) return false;
    goTo(index);
    setReturnToSummary(true);
    // After the step has rendered, so that the messages find their fields.
    setTimeout(() =>
      showStepErrors(
        errorsWithin(
          errors,
          target.fields.map((field) => toPointer([field])),
        ),
      ),
    );
    return true;
  };

  const handleSubmit = async () => {
    const allErrors = validateData(dataRef.current);
    // Should not happen (every step was checked), but a rule across steps may still fail.
    if (allErrors.length > 0) {
      if (!openFirstStepWith(allErrors)) goTo(0);
      return;
    }
    const data = normalizeFormData(schemaUtils, dataRef.current);
    const payload = isObject(data) ? data : {};
    setSubmitState({ status: 'sending' });
    try {
      await onSubmit(payload, getAttachmentFiles(payload), {
        clearDraft: () => {
          draft.cancel();
          clearStoredDraft(draftKey);
        },
      });
      setSubmitState({ status: 'idle' });
    } catch (error) {
      draft.flush();
      if (openFirstStepWith(submitFieldErrors(error))) return;
      const message =
        error instanceof Error && error.message
          ? error.message
          : t`Nie udało się wysłać wniosku. Spróbuj ponownie.`;
      setSubmitState({ status: 'failed', message });
    }
  };

  const reachable = Math.max(
    stepIndex,
    steps.findIndex((candidate) => !completed.has(candidate.id)) === -1
      ? steps.length
      : steps.findIndex((candidate) => !completed.has(candidate.id)),
  );
  const progressSteps = useMemo(
    () => [
      ...steps.map((candidate) => ({ id: candidate.id, title: candidate.title })),
      { id: SUMMARY_STEP_ID, title: t`Sprawdź swoje odpowiedzi` },
    ],
    [steps, t],
  );

  const stepTitle = step ? step.title : t`Sprawdź swoje odpowiedzi`;
  const allCompleted = steps.every((candidate) => completed.has(candidate.id));

  return (
    <EngineContext.Provider value={runtime}>
      <Stack gap={{ base: '5', md: '6' }} w="full" maxW="4xl" mx="auto">
        <Stack gap="2">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            {form.entry.title}
          </Heading>
          {form.entry.description ? <Text color="fg.muted">{form.entry.description}</Text> : null}
        </Stack>
        <WizardProgress
          steps={progressSteps}
          current={stepIndex}
          reachable={reachable}
          onOpen={(index) => goTo(index)}
        />
        <DraftNotices notices={notices} onStartOver={startOver} />
        <VisuallyHidden aria-live="polite" aria-atomic="true">
          {announcement}
        </VisuallyHidden>
        <ErrorSummary ref={summaryRef} items={summaryItems} />
        <Box
          bg="bg.panel"
          borderRadius="xl"
          borderWidth="1px"
          borderColor="border"
          p={{ base: '4', md: '8' }}
        >
          <Stack gap="5">
            <Stack gap="1">
              <Heading
                as="h2"
                size="xl"
                ref={headingRef}
                tabIndex={-1}
                outline="none"
                _focusVisible={focusRing}
              >
                {stepTitle}
              </Heading>
              {step?.description ? <Text color="fg.muted">{step.description}</Text> : null}
              {!isSummary ? (
                <Text color="fg.muted" textStyle="sm">
                  {t`Pola oznaczone gwiazdką (*) są wymagane.`}
                </Text>
              ) : (
                <Text color="fg.muted">{t`Sprawdź odpowiedzi przed wysłaniem wniosku. Aby coś poprawić, wybierz „Zmień”.`}</Text>
              )}
            </Stack>
            {step ? (
              <StepForm
                key={`${step.id}-${formKey}`}
                schema={stepSchemas[stepIndex]!}
                uiSchema={uiSchema}
                validator={validator}
                initialData={stepData(dataRef.current, step)}
                onChange={handleChange}
                onBlur={handleBlur}
                onNext={handleNext}
              >
                <HStack
                  gap="3"
                  mt="8"
                  justify="space-between"
                  flexDirection={{ base: 'column-reverse', sm: 'row' }}
                  align="stretch"
                >
                  {stepIndex > 0 ? (
                    <Button type="button" variant="outline" size="lg" onClick={handleBack}>
                      {t`Wstecz`}
                    </Button>
                  ) : (
                    <span />
                  )}
                  <Button type="submit" size="lg" colorPalette="brand">
                    {returnToSummary && allCompleted ? t`Zapisz i wróć do podsumowania` : t`Dalej`}
                  </Button>
                </HStack>
              </StepForm>
            ) : (
              <Stack gap="6">
                <SummaryStep
                  sections={answers}
                  onChangeStep={(index) => {
                    setReturnToSummary(true);
                    goTo(index);
                  }}
                />
                {submitState.status === 'failed' ? (
                  <Box
                    role="alert"
                    borderWidth="2px"
                    borderColor="border.error"
                    bg="bg.error"
                    color="fg.error"
                    p="4"
                    borderRadius="md"
                  >
                    {submitState.message}
                  </Box>
                ) : null}
                <HStack
                  gap="3"
                  justify="space-between"
                  flexDirection={{ base: 'column-reverse', sm: 'row' }}
                  align="stretch"
                >
                  <Button type="button" variant="outline" size="lg" onClick={handleBack}>
                    {t`Wstecz`}
                  </Button>
                  <Button
                    type="button"
                    size="lg"
                    colorPalette="brand"
                    loading={submitState.status === 'sending'}
                    loadingText={t`Wysyłanie…`}
                    onClick={() => void handleSubmit()}
                  >
                    {t`Wyślij wniosek`}
                  </Button>
                </HStack>
              </Stack>
            )}
          </Stack>
        </Box>
      </Stack>
    </EngineContext.Provider>
  );
}

export default FormWizard;
