// The application wizard's own step in the address (browser Back from step 3 left the form for
// "Rodzaj sprawy"): each step the wizard moves to is a history entry (?krok=<step id>), so Back and Forward
// move between steps; the wizard opens the step the address names (FormWizard's `step`), the answers stay
// in the wizard. The first step shown, and a step the wizard refused to open, replace the entry instead.
import { useCallback, useEffect, useRef } from 'react';

/** Sets the step in the address: a new history entry, or the current one replaced. */
export type StepAddressSetter = (stepId: string, replace: boolean) => void;

export function useStepInAddress(
  addressStep: string | undefined,
  setStep: StepAddressSetter,
): (stepId: string) => void {
  const inAddress = useRef(addressStep);
  const lastShown = useRef<string | null>(null);
  useEffect(() => {
    inAddress.current = addressStep;
  }, [addressStep]);
  return useCallback(
    (stepId: string) => {
      const previous = lastShown.current;
      lastShown.current = stepId;
      if (inAddress.current === stepId) return;
      inAddress.current = stepId;
      setStep(stepId, previous === null || previous === stepId);
    },
    [setStep],
  );
}
