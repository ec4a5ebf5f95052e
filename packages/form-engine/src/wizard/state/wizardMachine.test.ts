import { describe, expect, it } from 'vitest';
import type { FormStep } from '../../form/types.ts';
import {
  allStepsCompleted,
  initialWizardState,
  isOnSummary,
  onlyAnswersChanged,
  reachableStep,
  wizardReducer,
  type WizardEvent,
  type WizardState,
} from './wizardMachine.ts';

const steps: FormStep[] = [
  { id: 'dane', title: 'Dane', fields: ['applicant'] },
  { id: 'obiekt', title: 'Obiekt', fields: ['object', 'power'] },
  { id: 'zalaczniki', title: 'Załączniki', fields: ['attachments'] },
];

const fresh = () => initialWizardState(steps, { data: {}, stepIndex: 0, completedSteps: [], notices: [] });
const run = (state: WizardState, ...events: WizardEvent[]) => events.reduce(wizardReducer, state);
const item = { targetId: 'wniosek_power', label: 'Moc', message: 'Podaj moc.' };

describe('wizardReducer', () => {
  it('starts where the draft left off', () => {
    const state = initialWizardState(steps, {
      data: { power: 5 },
      stepIndex: 2,
      completedSteps: ['dane', 'obiekt'],
      notices: [{ kind: 'restored', savedAt: '2026-01-01T10:00:00Z' }],
    });
    expect(state.stepIndex).toBe(2);
    expect([...state.completed]).toEqual(['dane', 'obiekt']);
    expect(state.answers).toEqual({ power: 5 });
    expect(reachableStep(state)).toBe(2);
  });

  it("copies only the open step's fields into the answers and drops the ones left empty", () => {
    const state = run(
      { ...fresh(), stepIndex: 1, answers: { applicant: { name: 'Jan' }, power: 3 } },
      { type: 'stepEdited', values: { object: 'dom', power: undefined, applicant: 'ignored' } },
    );
    expect(state.answers).toEqual({ applicant: { name: 'Jan' }, object: 'dom' });
  });

  it('"Dalej" on a valid step marks it passed and opens the next one with focus on its heading', () => {
    const state = run(fresh(), { type: 'stepPassed' });
    expect(state.stepIndex).toBe(1);
    expect([...state.completed]).toEqual(['dane']);
    expect(state.focus).toEqual({ target: 'heading', serial: 1 });
    expect(reachableStep(state)).toBe(1);
  });

  it('"Dalej" with errors lists them and focuses the error summary; leaving the step clears them', () => {
    const failed = run(fresh(), { type: 'stepFailed', items: [item] });
    expect(failed.stepIndex).toBe(0);
    expect(failed.errorSummary).toEqual([item]);
    expect(failed.focus?.target).toBe('summary');
    const again = run(failed, { type: 'stepFailed', items: [item] });
    expect(again.focus?.serial).toBe((failed.focus?.serial ?? 0) + 1);
    const passed = run(failed, { type: 'stepPassed' });
    expect(passed.errorSummary).toEqual([]);
  });

  it('keeps the same state when a refresh finds the same summary items', () => {
    const failed = run(fresh(), { type: 'stepFailed', items: [item] });
    expect(run(failed, { type: 'errorSummaryRefreshed', items: [{ ...item }] })).toBe(failed);
    expect(run(failed, { type: 'errorSummaryRefreshed', items: [] }).errorSummary).toEqual([]);
  });

  it('reaches the summary after the last step and leaves the "files dropped" notice behind', () => {
    const start = initialWizardState(steps, {
      data: {},
      stepIndex: 0,
      completedSteps: [],
      notices: [
        { kind: 'restored', savedAt: '2026-01-01T10:00:00Z' },
        { kind: 'filesDropped', names: ['plan.pdf'] },
      ],
    });
    const state = run(start, { type: 'stepPassed' }, { type: 'stepPassed' });
    expect(state.notices).toHaveLength(2);
    const summary = run(state, { type: 'stepPassed' });
    expect(isOnSummary(summary)).toBe(true);
    expect(allStepsCompleted(summary)).toBe(true);
    expect(summary.notices.map((notice) => notice.kind)).toEqual(['restored']);
  });

  it('"Zmień" on the summary returns there with "Dalej" once every step is done', () => {
    const summary = run(fresh(), { type: 'stepPassed' }, { type: 'stepPassed' }, { type: 'stepPassed' });
    const correcting = run(summary, { type: 'openedForCorrection', index: 0 });
    expect(correcting.stepIndex).toBe(0);
    expect(correcting.returnToSummary).toBe(true);
    expect(reachableStep(correcting)).toBe(3);
    const back = run(correcting, { type: 'stepPassed' });
    expect(isOnSummary(back)).toBe(true);
    expect(back.returnToSummary).toBe(false);
  });

  it('"Dalej" after "Zmień" goes on step by step while a step is still to be done', () => {
    const state = run(
      fresh(),
      { type: 'stepPassed' },
      { type: 'openedForCorrection', index: 0 },
      { type: 'stepPassed' },
    );
    expect(state.stepIndex).toBe(1);
    expect(state.returnToSummary).toBe(true);
  });

  it('"Wstecz" never goes before the first step; the progress bar opens any step', () => {
    expect(run(fresh(), { type: 'back' }).stepIndex).toBe(0);
    expect(run(fresh(), { type: 'stepPassed' }, { type: 'back' }).stepIndex).toBe(0);
    expect(run(fresh(), { type: 'opened', index: 2 }).stepIndex).toBe(2);
  });

  it('announces new warnings and forgets the announcement on the next step', () => {
    const announced = run(fresh(), { type: 'warningsAnnounced', message: 'Uwaga: sprawdź adres.' });
    expect(announced.announcement).toBe('Uwaga: sprawdź adres.');
    expect(run(announced, { type: 'stepPassed' }).announcement).toBe('');
  });

  it('tracks the send: sending, failed with the message, idle again on the next try', () => {
    const summary = run(fresh(), { type: 'opened', index: 3 });
    expect(run(summary, { type: 'sendStarted' }).send).toEqual({ status: 'sending' });
    const failed = run(summary, { type: 'sendStarted' }, { type: 'sendFailed', message: 'Błąd serwera' });
    expect(failed.send).toEqual({ status: 'failed', message: 'Błąd serwera' });
    expect(run(failed, { type: 'sendStarted' }, { type: 'sendSucceeded' }).send).toEqual({ status: 'idle' });
    expect(run(failed, { type: 'back' }).send).toEqual({ status: 'idle' });
  });

  it('"Zacznij od nowa" empties the answers, the passed steps and the notices, and remounts the step', () => {
    const state = run(
      { ...fresh(), answers: { power: 4 }, notices: [{ kind: 'discarded' }] },
      { type: 'stepPassed' },
      { type: 'openedForCorrection', index: 0 },
      { type: 'startedOver' },
    );
    expect(state).toMatchObject({
      stepIndex: 0,
      answers: {},
      notices: [],
      returnToSummary: false,
      generation: 1,
    });
    expect(state.completed.size).toBe(0);
  });
});

describe("stepsReplaced (the form's files changed under the open wizard)", () => {
  const renamed = (index: number, id: string): FormStep[] =>
    steps.map((step, at) => (at === index ? { ...step, id } : step));

  it('keeps the answers, the steps passed and the open step, found by its id', () => {
    const before = run(fresh(), { type: 'stepEdited', values: { applicant: 'Jan' } }, { type: 'stepPassed' });
    const inserted: FormStep[] = [{ id: 'wstep', title: 'Wstęp', fields: ['intro'] }, ...steps];
    const after = run(before, { type: 'stepsReplaced', steps: inserted });
    expect(after.steps).toBe(inserted);
    expect(after.stepIndex).toBe(2);
    expect(after.answers).toBe(before.answers);
    expect(after.completed).toBe(before.completed);
    expect(after.generation).toBe(before.generation);
  });

  it('stays at the same place when the open step is gone, and on the summary when it was there', () => {
    const second = { ...fresh(), stepIndex: 1 };
    expect(run(second, { type: 'stepsReplaced', steps: renamed(1, 'inny') }).stepIndex).toBe(1);
    expect(
      run({ ...fresh(), stepIndex: 2 }, { type: 'stepsReplaced', steps: steps.slice(0, 2) }).stepIndex,
    ).toBe(2);
    const summary = { ...fresh(), stepIndex: steps.length };
    expect(run(summary, { type: 'stepsReplaced', steps: steps.slice(0, 1) }).stepIndex).toBe(1);
  });

  it('is no change for the same steps', () => {
    const state = fresh();
    expect(run(state, { type: 'stepsReplaced', steps })).toBe(state);
  });
});

describe('onlyAnswersChanged', () => {
  it('tells a keystroke (answers only) from a change the wizard shows', () => {
    const state = fresh();
    expect(onlyAnswersChanged(state, run(state, { type: 'stepEdited', values: { applicant: 'x' } }))).toBe(
      true,
    );
    expect(onlyAnswersChanged(state, run(state, { type: 'stepPassed' }))).toBe(false);
  });
});
