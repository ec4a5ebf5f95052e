// Performance: the address taking the step the wizard shows (the portal's ?krok=, written right after the
// first step appears and after every move) changes nothing on screen, so it must not draw the step's form
// again (StepForm: RJSF's form and what it holds, most of the page). StepForm is replaced by the same memo
// around a counter, hence a file of its own (form-engine-isolated).
import { act, screen, waitFor } from '@testing-library/react';
import { userEvent } from 'storybook/test';
import { memo, useCallback, useState, type ComponentProps } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { WizardForm } from '../form/types.ts';
import { loadFixtureForm } from '../test/fixtureForm.ts';
import { renderWithUi } from '../test/renderWithUi.tsx';
import { FormWizard } from './FormWizard.tsx';
import type * as StepFormModule from './StepForm.tsx';

/** Called with the step's schema whenever a step's form renders. */
const { stepFormRendered } = vi.hoisted(() => ({ stepFormRendered: vi.fn() }));

vi.mock('./StepForm.tsx', async (importOriginal) => {
  const original = await importOriginal<typeof StepFormModule>();
  const Original = original.StepForm;
  // The original's memo: this renders exactly when the step's form would.
  const Counted = memo(function CountedStepForm(props: ComponentProps<typeof Original>) {
    stepFormRendered(props.schema);
    return <Original {...props} />;
  });
  return { ...original, StepForm: Counted };
});

let form: WizardForm;

beforeEach(async () => {
  form ??= await loadFixtureForm();
  stepFormRendered.mockClear();
});

/** How many times the form of the step now shown has rendered. */
function rendersOfTheShownStep(): number {
  const shown: unknown = stepFormRendered.mock.calls.at(-1)?.[0];
  return stepFormRendered.mock.calls.filter(([schema]) => schema === shown).length;
}

/** The wizard under an address that takes every step it reports, as the portal's ?krok= does. */
function AddressedWizard({ onAddress }: { onAddress: (step: string) => void }) {
  const [step, setStep] = useState<string | undefined>(undefined);
  const follow = useCallback(
    (stepId: string) => {
      setStep(stepId);
      onAddress(stepId);
    },
    [onAddress],
  );
  return (
    <FormWizard form={form} onSubmit={() => undefined} today="2026-11-23" step={step} onStepChange={follow} />
  );
}

describe('FormWizard: the step in the address draws nothing again', () => {
  it('does not draw the step’s form again when the address takes the step shown', async () => {
    const user = userEvent.setup();
    const onAddress = vi.fn();
    renderWithUi(<AddressedWizard onAddress={onAddress} />);
    await screen.findByRole('heading', { level: 2, name: 'Twoje dane' });
    await waitFor(() => expect(onAddress).toHaveBeenLastCalledWith('dane'));
    // Whatever else the address's render would have scheduled has run by now.
    await act(async () => undefined);
    expect(rendersOfTheShownStep()).toBe(1);

    // A step the wizard moved to: its form mounts, the address follows, nothing is drawn again.
    await user.click(screen.getByLabelText('Osoba fizyczna'));
    await user.type(screen.getByLabelText(/^Imię/), 'Anna');
    await user.type(screen.getByLabelText(/^Telefon/), '601234567');
    await user.click(screen.getByRole('button', { name: 'Dalej' }));
    await screen.findByRole('heading', { level: 2, name: 'Przyłącze' });
    await waitFor(() => expect(onAddress).toHaveBeenLastCalledWith('przylacze'));
    await act(async () => undefined);
    expect(rendersOfTheShownStep()).toBe(1);
  });
});
