// The wizard's state as a pure reducer: which step is open, which steps were passed, whether
// "Dalej" returns to the summary, the draft notices, the error summary, the send and the answers. No React,
// no DOM, no storage: FormWizard's hooks turn user actions into events and run the side effects (field
// messages, focus, saving the draft, calling onSubmit) around it.
import type { DraftNotice, WizardStart } from '../../drafts/restoreDraft.ts';
import type { FormStep } from '../../form/types.ts';

/** One entry of the GOV.UK error summary: the field's id, its label and the message. */
export interface ErrorSummaryItem {
  readonly targetId: string;
  readonly label: string;
  readonly message: string;
  /** On "Sprawdź swoje odpowiedzi": the step the field is on (its link opens that step). */
  readonly stepIndex?: number;
}

export type SendState =
  { readonly status: 'idle' | 'sending' } | { readonly status: 'failed'; readonly message: string };

/** Where focus goes after the next render; `serial` makes a repeated request a new one. */
export interface FocusRequest {
  readonly target: 'summary' | 'heading';
  readonly serial: number;
}

export interface WizardState {
  readonly steps: readonly FormStep[];
  /** Index into `steps`; `steps.length` is the summary ("Sprawdź swoje odpowiedzi"). */
  readonly stepIndex: number;
  /** Ids of the steps left with "Dalej" while valid. */
  readonly completed: ReadonlySet<string>;
  /** The user came from the summary ("Zmień", a server error): "Dalej" goes back there once all is done. */
  readonly returnToSummary: boolean;
  readonly notices: readonly DraftNotice[];
  readonly errorSummary: readonly ErrorSummaryItem[];
  readonly send: SendState;
  readonly focus: FocusRequest | null;
  /** The polite live region's text (new warnings, a group an answer revealed). */
  readonly announcement: string;
  /** Bumped by "Zacznij od nowa": the step's form is mounted afresh. */
  readonly generation: number;
  /** The whole form's data, all steps. Changes on every keystroke without re-rendering the wizard. */
  readonly answers: Record<string, unknown>;
}

export type WizardEvent =
  /** The step's RJSF form reported its data. */
  | { readonly type: 'stepEdited'; readonly values: Record<string, unknown> }
  /** "Dalej" on a valid step. */
  | { readonly type: 'stepPassed' }
  /** "Dalej" on a step with errors: they are listed in the error summary, which takes focus. */
  | { readonly type: 'stepFailed'; readonly items: readonly ErrorSummaryItem[] }
  /**
   * "Sprawdź swoje odpowiedzi" checked the whole form: the steps without errors count as passed, the others
   * not, and what is missing is listed at once (files dropped from a restored draft were found one
   * at a time). `focus`: the list takes focus ("Wyślij wniosek" with something missing).
   */
  | {
      readonly type: 'summaryChecked';
      readonly validSteps: readonly string[];
      readonly items: readonly ErrorSummaryItem[];
      readonly focus: boolean;
    }
  /** Live re-validation changed the messages of fields the error summary lists. */
  | { readonly type: 'errorSummaryRefreshed'; readonly items: readonly ErrorSummaryItem[] }
  | { readonly type: 'back' }
  /** A step opened from the progress bar. */
  | { readonly type: 'opened'; readonly index: number }
  /** A step opened to be corrected, from the summary ("Zmień") or for errors found on sending. */
  | { readonly type: 'openedForCorrection'; readonly index: number }
  /** Said in the polite live region: new warnings, a group an answer revealed. */
  | { readonly type: 'warningsAnnounced'; readonly message: string }
  | { readonly type: 'startedOver' }
  /**
   * The form's files changed under the open wizard (a live preview of edited files): its steps are the new
   * ones, the answers, the steps passed and the open step (by id, when it is still there) are kept.
   */
  | { readonly type: 'stepsReplaced'; readonly steps: readonly FormStep[] }
  | { readonly type: 'sendStarted' }
  | { readonly type: 'sendSucceeded' }
  | { readonly type: 'sendFailed'; readonly message: string };

export function initialWizardState(steps: readonly FormStep[], start: WizardStart): WizardState {
  return {
    steps,
    stepIndex: start.stepIndex,
    completed: new Set(start.completedSteps),
    returnToSummary: false,
    notices: start.notices,
    errorSummary: [],
    send: { status: 'idle' },
    focus: null,
    announcement: '',
    generation: 0,
    answers: start.data,
  };
}

export function isOnSummary(state: WizardState): boolean {
  return state.stepIndex >= state.steps.length;
}

export function allStepsCompleted(state: WizardState): boolean {
  return state.steps.every((step) => state.completed.has(step.id));
}

/** Whether every step but the open one was passed ("Dalej" after "Zmień" then returns to the summary). */
export function otherStepsCompleted(state: WizardState): boolean {
  return state.steps.every((step, index) => index === state.stepIndex || state.completed.has(step.id));
}

/** The furthest step the progress bar may open: the current one or the first step not yet passed. */
export function reachableStep(state: WizardState): number {
  const firstOpen = state.steps.findIndex((step) => !state.completed.has(step.id));
  return Math.max(state.stepIndex, firstOpen === -1 ? state.steps.length : firstOpen);
}

function focusOn(state: WizardState, target: FocusRequest['target']): FocusRequest {
  return { target, serial: (state.focus?.serial ?? 0) + 1 };
}

/** Any change of step: a clean slate of messages and send state, focus on the new heading. */
function goTo(state: WizardState, index: number): WizardState {
  const toSummary = index >= state.steps.length;
  return {
    ...state,
    stepIndex: index,
    errorSummary: [],
    send: { status: 'idle' },
    announcement: '',
    focus: focusOn(state, 'heading'),
    // Reaching the summary takes every step valid, so the files asked for again are attached by now.
    notices: toSummary ? state.notices.filter((notice) => notice.kind !== 'filesDropped') : state.notices,
  };
}

function sameItems(a: readonly ErrorSummaryItem[], b: readonly ErrorSummaryItem[]): boolean {
  return (
    a.length === b.length &&
    a.every(
      (item, index) =>
        item.targetId === b[index]?.targetId &&
        item.message === b[index]?.message &&
        item.label === b[index]?.label,
    )
  );
}

function withSteps(state: WizardState, steps: readonly FormStep[]): WizardState {
  const openId = state.steps[state.stepIndex]?.id;
  const moved = openId === undefined ? -1 : steps.findIndex((step) => step.id === openId);
  // The summary stays the summary; a step that is gone leaves the wizard on the step now at its place.
  const stepIndex =
    openId === undefined ? steps.length : moved >= 0 ? moved : Math.min(state.stepIndex, steps.length);
  return { ...state, steps, stepIndex };
}

export function wizardReducer(state: WizardState, event: WizardEvent): WizardState {
  switch (event.type) {
    case 'stepEdited': {
      const step = state.steps[state.stepIndex];
      if (!step) return state;
      const answers = { ...state.answers };
      for (const field of step.fields) {
        if (event.values[field] === undefined) delete answers[field];
        else answers[field] = event.values[field];
      }
      return { ...state, answers };
    }
    case 'stepPassed': {
      const step = state.steps[state.stepIndex];
      if (!step) return state;
      const completed = new Set(state.completed).add(step.id);
      const firstOpen = state.steps.findIndex((candidate) => !completed.has(candidate.id));
      const allDone = firstOpen === -1;
      // After "Zmień" (or a link of the summary's list): the next step still to be done, else the summary.
      const next = goTo(
        { ...state, completed },
        state.returnToSummary ? (allDone ? state.steps.length : firstOpen) : state.stepIndex + 1,
      );
      return allDone ? { ...next, returnToSummary: false } : next;
    }
    case 'stepFailed':
      return { ...state, errorSummary: event.items, focus: focusOn(state, 'summary') };
    case 'summaryChecked': {
      if (!isOnSummary(state)) return state;
      const completed = new Set(event.validSteps);
      const sameSteps =
        completed.size === state.completed.size && [...completed].every((id) => state.completed.has(id));
      if (sameSteps && sameItems(state.errorSummary, event.items) && !event.focus) return state;
      return {
        ...state,
        completed: sameSteps ? state.completed : completed,
        errorSummary: event.items,
        focus: event.focus ? focusOn(state, 'summary') : state.focus,
      };
    }
    case 'errorSummaryRefreshed':
      return sameItems(state.errorSummary, event.items) ? state : { ...state, errorSummary: event.items };
    case 'back':
      return goTo(state, Math.max(0, state.stepIndex - 1));
    case 'opened':
      return goTo(state, event.index);
    case 'openedForCorrection':
      return { ...goTo(state, event.index), returnToSummary: true };
    case 'warningsAnnounced':
      return { ...state, announcement: event.message };
    case 'startedOver':
      return {
        ...goTo(state, 0),
        answers: {},
        completed: new Set(),
        notices: [],
        returnToSummary: false,
        generation: state.generation + 1,
      };
    case 'stepsReplaced':
      return event.steps === state.steps ? state : withSteps(state, event.steps);
    case 'sendStarted':
      return { ...state, send: { status: 'sending' } };
    case 'sendSucceeded':
      return { ...state, send: { status: 'idle' } };
    case 'sendFailed':
      return { ...state, send: { status: 'failed', message: event.message } };
  }
}

/** Whether only the answers differ: the wizard then does not re-render (RJSF renders the typed field). */
export function onlyAnswersChanged(previous: WizardState, next: WizardState): boolean {
  return (Object.keys(next) as (keyof WizardState)[]).every(
    (key) => key === 'answers' || previous[key] === next[key],
  );
}
