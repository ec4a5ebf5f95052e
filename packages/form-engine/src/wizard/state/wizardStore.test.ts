import { expect, it, vi } from 'vitest';
import { initialWizardState } from './wizardMachine.ts';
import { WizardStore } from './wizardStore.ts';

it('hands out the newest state at once, and wakes the view for everything but a keystroke', () => {
  const store = new WizardStore(
    initialWizardState([{ id: 'dane', title: 'Dane', fields: ['name'] }], {
      data: {},
      stepIndex: 0,
      completedSteps: [],
      notices: [],
    }),
  );
  const listener = vi.fn();
  const unsubscribe = store.subscribe(listener);
  store.dispatch({ type: 'stepEdited', values: { name: 'Jan' } });
  expect(store.getState().answers).toEqual({ name: 'Jan' });
  expect(listener).not.toHaveBeenCalled();
  store.dispatch({ type: 'stepPassed' });
  expect(listener).toHaveBeenCalledTimes(1);
  expect(store.getState().stepIndex).toBe(1);
  unsubscribe();
  store.dispatch({ type: 'back' });
  expect(listener).toHaveBeenCalledTimes(1);
});
