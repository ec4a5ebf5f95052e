// The messages of the open step (applications-spec §5, quality-bar "Accessibility"): errors beneath the
// fields and in the error summary, warnings beneath the fields and announced once, re-checked live for the
// fields already shown with a message and on blur for the fields the user changed.
import { useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { withFileNames } from '../files/fileErrors.ts';
import { fieldLabel } from '../schema/fieldLabel.ts';
import { parsePointer, setAtPath, toPointer } from '@portal/json-pointer';
import { errorsWithin, type FieldError } from '../validation/formErrors.ts';
import type { ErrorSummaryItem } from './state/wizardMachine.ts';
import type { WizardStore } from './state/wizardStore.ts';
import type { PreparedForm } from './usePreparedForm.ts';
import type { WizardRuntime } from './useWizardRuntime.ts';

export interface StepFeedback {
  /** Shows `errors` (of the open step) under each field and in the error summary, which takes focus. */
  showStepErrors(errors: readonly FieldError[]): void;
  /** The step's data changed in the field `id`: messages already shown are re-checked at once. */
  fieldChanged(id: string | undefined): void;
  /** The field `id` lost focus with `value`: it is checked if it was changed or shows an error. */
  fieldBlurred(id: string, value: unknown): void;
  /** Forgets every message and change (a step was left). */
  reset(): void;
}

/** The pointers of a step's top-level fields. */
export function stepPointers(step: { readonly fields: readonly string[] } | undefined): string[] {
  return step ? step.fields.map((field) => toPointer([field])) : [];
}

/** Error summary items in the order the fields appear on the page (the validator follows the schema). */
function inPageOrder(items: ErrorSummaryItem[]): ErrorSummaryItem[] {
  return items
    .map((item, index) => ({ item, index, element: document.getElementById(item.targetId) }))
    .sort((a, b) => {
      if (!a.element || !b.element || a.element === b.element) return a.index - b.index;
      return a.element.compareDocumentPosition(b.element) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;
    })
    .map(({ item }) => item);
}

export function useStepFeedback(
  store: WizardStore,
  { runtime, idForPointer }: WizardRuntime,
  { schemaUtils, uiSchema, evaluate }: PreparedForm,
  stepIndex: number,
  generation: number,
): StepFeedback {
  const { t } = useLingui();
  const { errors: errorStore, warnings: warningStore } = runtime;
  const step = store.getState().steps[stepIndex];
  const pointers = useMemo(() => stepPointers(step), [step]);
  // Warnings shown so far on this step; a new one is announced in the polite live region.
  const announcedWarnings = useRef(new Set<string>());
  const changedIds = useRef(new Set<string>());

  /** A file's error names the file, beside the list and in the error summary. */
  const naming = useCallback(
    (errors: readonly FieldError[], data: Record<string, unknown>) =>
      withFileNames(errors, data, (message, name) => t`${message} (${name})`),
    [t],
  );

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
        const label = fieldLabel(schemaUtils, uiSchema, store.getState().answers, error.pointer);
        items.push({ targetId, message: error.message, label });
      }
      return inPageOrder(items);
    },
    [idForPointer, schemaUtils, uiSchema, store],
  );

  /** Shows the step's warnings (a warning never waits for "Dalej", which it does not block), announces new ones. */
  const showStepWarnings = useCallback(
    (warnings: readonly FieldError[]) => {
      const byId = messagesById(errorsWithin(warnings, pointers));
      warningStore.update(new Set([...warningStore.shownIds(), ...byId.keys()]), byId);
      const fresh = [...byId.values()].flat().filter((message) => !announcedWarnings.current.has(message));
      for (const message of fresh) announcedWarnings.current.add(message);
      if (fresh.length > 0)
        store.dispatch({ type: 'warningsAnnounced', message: t`Uwaga: ${fresh.join(' ')}` });
    },
    [messagesById, pointers, warningStore, store, t],
  );

  /** Re-checks the fields `ids` (messages appear, change or go) against `data`. */
  const refreshFields = useCallback(
    (data: Record<string, unknown>, ids: Iterable<string>) => {
      const feedback = evaluate(data);
      showStepWarnings(feedback.warnings);
      const errors = naming(errorsWithin(feedback.errors, pointers), data);
      errorStore.update(ids, messagesById(errors));
      // The summary keeps listing the fields it listed, with their messages of now (a message that changed
      // is replaced, a fixed field leaves); fields it did not list wait for the next "Dalej".
      const listedItems = store.getState().errorSummary;
      if (listedItems.length === 0) return;
      const listed = new Set(listedItems.map((item) => item.targetId));
      const items = summaryItemsFor(errors).filter(
        (item) => listed.has(item.targetId) && errorStore.has(item.targetId),
      );
      store.dispatch({ type: 'errorSummaryRefreshed', items });
    },
    [evaluate, showStepWarnings, pointers, naming, errorStore, messagesById, summaryItemsFor, store],
  );

  // A step opened with answers already given (a restored draft, "Wstecz", "Zmień") shows its warnings at
  // once: they concern data the user already typed, possibly on an earlier step.
  const onSummary = step === undefined;
  useEffect(() => {
    if (onSummary) return;
    const timer = setTimeout(() => showStepWarnings(evaluate(store.getState().answers).warnings));
    return () => clearTimeout(timer);
  }, [onSummary, stepIndex, generation, showStepWarnings, evaluate, store]);

  return useMemo<StepFeedback>(
    () => ({
      showStepErrors(stepErrors) {
        const errors = naming(stepErrors, store.getState().answers);
        const byId = messagesById(errors);
        errorStore.clear();
        errorStore.update(byId.keys(), byId);
        store.dispatch({ type: 'stepFailed', items: summaryItemsFor(errors) });
      },
      fieldChanged(id) {
        if (id) changedIds.current.add(id);
        // Live validation only for fields already shown as invalid or warned about (clears a message as
        // soon as it is fixed).
        const shown = errorStore.shownIds();
        if (shown.length > 0 || warningStore.shownIds().length > 0)
          refreshFields(store.getState().answers, shown);
      },
      fieldBlurred(id, value) {
        if (!changedIds.current.has(id) && !errorStore.has(id)) return;
        const pointer = runtime.pointerOf(id);
        const answers = store.getState().answers;
        // RJSF reports a change after it commits; the value given with the blur is the newest.
        const data =
          pointer === undefined
            ? answers
            : (setAtPath(answers, parsePointer(pointer), value) as Record<string, unknown>);
        refreshFields(data, new Set([id, ...changedIds.current, ...errorStore.shownIds()]));
      },
      reset() {
        errorStore.clear();
        warningStore.clear();
        announcedWarnings.current.clear();
        changedIds.current.clear();
      },
    }),
    [naming, messagesById, errorStore, warningStore, summaryItemsFor, refreshFields, runtime, store],
  );
}
