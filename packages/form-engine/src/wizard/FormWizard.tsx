// THE application wizard (applications-spec §2 "Wizard", quality-bar "Accessibility" and "Reliability"):
// ui.json's steps with a progress bar, each step validated before moving on (only its own fields), the
// GOV.UK error summary and focus management, a "Sprawdź swoje odpowiedzi" step, drafts in localStorage and
// the send. It knows no form by name: everything comes from the form's schema, ui.json and catalog entry.
// The state is the machine in state/wizardMachine.ts; the hooks beside this file turn the
// user's actions into its events and run their side effects; WizardView draws it.
import { useLingui } from '@lingui/react/macro';
import { accountPrefills, secretPointers, withAccountPrefill, type AccountProfile } from '@portal/form-model';
import { todayInWarsaw } from '@portal/validation/browser';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { restoreDraft } from '../drafts/restoreDraft.ts';
import type { WizardForm } from '../form/types.ts';
import { formModelOf, schemaModelOf } from '../schema/formModel.ts';
import { initialWizardState, reachableStep } from './state/wizardMachine.ts';
import { useWizardStore } from './state/wizardStore.ts';
import { useFocusRequest } from './useFocusRequest.ts';
import { usePreparedForm } from './usePreparedForm.ts';
import { useStepFeedback } from './useStepFeedback.ts';
import { useSummaryAnswers } from './useSummaryAnswers.ts';
import { useSummaryProblems } from './useSummaryProblems.ts';
import { useWizardDraft } from './useWizardDraft.ts';
import { useWizardNavigation } from './useWizardNavigation.ts';
import { useWizardRuntime } from './useWizardRuntime.ts';
import { useWizardSubmit, type SubmitHandler } from './useWizardSubmit.ts';
import { SUMMARY_STEP_ID, WizardView } from './WizardView.tsx';

export type { SubmitHelpers } from './useWizardSubmit.ts';

export interface FormWizardProps {
  readonly form: WizardForm;
  /**
   * Sends the application: `data` is the normalized form data (what the validator accepted), `files` the
   * attachments to send as multipart parts `file:<id>`. Throw (or reject) to stay on the summary with the
   * error's message; the draft is kept until `helpers.clearDraft()` is called. An error carrying
   * `fieldErrors` (SubmitFieldErrors, e.g. the server's 400 details) instead opens the first step with one
   * of those fields and shows the messages beneath the fields and in the step's error summary.
   */
  readonly onSubmit: SubmitHandler;
  /** Where the draft is kept; defaults to the form id (one draft per form and browser). */
  readonly draftKey?: string | number;
  /** 'YYYY-MM-DD' for the date rules; defaults to today in Europe/Warsaw. */
  readonly today?: string | undefined;
  /**
   * Called with the step id (or 'podsumowanie') whenever the step changes, e.g. for analytics, scroll or
   * the address; called again with the open step when `step` asks for one that cannot be opened.
   */
  readonly onStepChange?: (stepId: string) => void;
  /**
   * The step the address asks for (browser Back and Forward move between steps): opened when it
   * was reached before (the progress bar's rule), ignored otherwise. Undefined: the wizard's own choice.
   */
  readonly step?: string | undefined;
  /**
   * The signed-in customer's account: fields whose uiSchema says `prefill: "<property>"` start
   * with it when empty. The engine never names a field; the form's uiSchema says which field takes what.
   * Read once, when the wizard starts: pass it ready, not later.
   */
  readonly account?: AccountProfile | undefined;
}

export { SUMMARY_STEP_ID };

/**
 * A group an answer revealed above the view (form 28's "Zgoda zarządcy budynku" appeared above
 * the question just answered) is scrolled to, when the focused field stays in view (WCAG 2.4.11).
 */
function bringIntoView(element: HTMLElement): void {
  const top = element.getBoundingClientRect().top;
  if (top >= 0) return;
  const focused = document.activeElement;
  const focusedBottom = focused instanceof HTMLElement ? focused.getBoundingClientRect().bottom : 0;
  if (focusedBottom - top > window.innerHeight) return;
  element.scrollIntoView({ block: 'start' });
}

export function FormWizard({
  form,
  onSubmit,
  draftKey: draftKeyProp,
  today: todayProp,
  onStepChange,
  step: requestedStep,
  account,
}: FormWizardProps) {
  const { t } = useLingui();
  const today = useMemo(() => todayProp ?? todayInWarsaw(), [todayProp]);
  const draftKey = draftKeyProp ?? form.entry.id;
  const prepared = usePreparedForm(form, today);
  // Performance: the form's model is built when something reads it (a stored draft, an account's prefills,
  // the first save or check), not in the first render of a new visitor's form. Which fields are secret
  // depends on the schema alone.
  const secrets = useCallback(
    () => secretPointers(schemaModelOf(prepared.schemaUtils)),
    [prepared.schemaUtils],
  );
  const [state, store] = useWizardStore(() => {
    const start = restoreDraft(draftKey, form, prepared.schemaUtils, secrets);
    // Only a signed-in customer's new application starts from the account: a restored draft is what the
    // customer left, a field they emptied included; a visitor has no account (the form is not read for it).
    const restored = start.notices.some((notice) => notice.kind === 'restored' || notice.kind === 'migrated');
    if (restored || !account) return initialWizardState(form.ui.steps, start);
    return initialWizardState(form.ui.steps, {
      ...start,
      data: withAccountPrefill(
        start.data,
        accountPrefills(formModelOf(prepared.schemaUtils, prepared.uiSchema, form.ui.steps)),
        account,
      ),
    });
  }, form.ui.steps);
  const { steps, stepIndex, generation } = state;
  const step = steps[stepIndex];
  const announceReveal = useCallback(
    (element: HTMLElement, title: string) => {
      store.dispatch({ type: 'warningsAnnounced', message: t`Nowa część formularza: ${title}` });
      bringIntoView(element);
    },
    [store, t],
  );
  const wizardRuntime = useWizardRuntime(store, today, announceReveal);
  const draft = useWizardDraft(store, form, draftKey, secrets);
  const feedback = useStepFeedback(store, wizardRuntime, prepared, stepIndex, generation);
  const navigation = useWizardNavigation(store, feedback, draft, draftKey, prepared);
  const problems = useSummaryProblems(
    store,
    prepared,
    wizardRuntime,
    navigation,
    feedback,
    step === undefined,
  );
  const send = useWizardSubmit(store, prepared, navigation, feedback, problems, draft, draftKey, onSubmit);
  const answers = useSummaryAnswers(step === undefined, steps, state.answers, prepared);
  const { headingRef, summaryRef } = useFocusRequest(state.focus);
  // Read by the effect below, which must run only when the address changes: the navigation changes with
  // every step, and re-running with the address not yet updated would open the step just left.
  const onStepChangeRef = useRef(onStepChange);
  const navigationRef = useRef(navigation);
  useEffect(() => {
    onStepChangeRef.current = onStepChange;
    navigationRef.current = navigation;
  }, [onStepChange, navigation]);

  useEffect(() => {
    onStepChange?.(step?.id ?? SUMMARY_STEP_ID);
  }, [step, onStepChange]);

  // The address asks for another step (Back, Forward): open it if it was reached, else say where we are.
  useEffect(() => {
    if (requestedStep === undefined) return;
    const current = store.getState();
    const openId = current.steps[current.stepIndex]?.id ?? SUMMARY_STEP_ID;
    if (requestedStep === openId) return;
    const index =
      requestedStep === SUMMARY_STEP_ID
        ? current.steps.length
        : current.steps.findIndex((candidate) => candidate.id === requestedStep);
    if (index >= 0 && index <= reachableStep(current)) navigationRef.current.open(index);
    else onStepChangeRef.current?.(openId);
  }, [requestedStep, store]);

  const onSend = useCallback(() => void send(), [send]);

  return (
    <WizardView
      form={form}
      state={state}
      store={store}
      runtime={wizardRuntime.runtime}
      prepared={prepared}
      navigation={navigation}
      answers={answers}
      onFollowProblem={problems.follow}
      onSend={onSend}
      headingRef={headingRef}
      summaryRef={summaryRef}
    />
  );
}

export default FormWizard;
