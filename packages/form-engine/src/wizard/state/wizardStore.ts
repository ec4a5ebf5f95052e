// The wizard machine's one copy of its state, outside React: handlers read the newest state at once
// (getState) and the wizard re-renders through useSyncExternalStore, except for a change of the answers
// alone, which RJSF already shows in the field being typed in (quality-bar "Keystroke": p95 <= 16 ms).
import { useState, useSyncExternalStore } from 'react';
import { onlyAnswersChanged, wizardReducer, type WizardEvent, type WizardState } from './wizardMachine.ts';

export class WizardStore {
  private state: WizardState;
  private readonly listeners = new Set<() => void>();

  constructor(initial: WizardState) {
    this.state = initial;
  }

  readonly getState = (): WizardState => this.state;

  readonly dispatch = (event: WizardEvent): WizardState => {
    const previous = this.state;
    this.state = wizardReducer(previous, event);
    if (!onlyAnswersChanged(previous, this.state)) for (const listener of this.listeners) listener();
    return this.state;
  };

  /**
   * Takes the steps of the form the wizard is drawn with now, while it is being drawn: the view reads the
   * state right after, so no listener is woken (nothing else shows the steps). The same steps: no change.
   */
  readonly adoptSteps = (steps: WizardState['steps']): void => {
    this.state = wizardReducer(this.state, { type: 'stepsReplaced', steps });
  };

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };
}

/**
 * A store created once per wizard with `init`, and the state it last announced. `steps`: the form's steps
 * as drawn now; a form whose files changed keeps its answers and open step under its new steps.
 */
export function useWizardStore(
  init: () => WizardState,
  steps: WizardState['steps'],
): [WizardState, WizardStore] {
  const [store] = useState(() => new WizardStore(init()));
  store.adoptSteps(steps);
  const state = useSyncExternalStore(store.subscribe, store.getState, store.getState);
  return [state, store];
}
