import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useStepInAddress } from './useStepInAddress.ts';

describe('useStepInAddress (Back and Forward move between the wizard’s steps)', () => {
  it('replaces the entry for the first step shown, adds one per step change, none for the step in the address', () => {
    const setStep = vi.fn();
    const { result, rerender } = renderHook(({ step }) => useStepInAddress(step, setStep), {
      initialProps: { step: undefined as string | undefined },
    });
    result.current('obiekt');
    expect(setStep).toHaveBeenLastCalledWith('obiekt', true);
    rerender({ step: 'obiekt' });
    result.current('przylacze');
    expect(setStep).toHaveBeenLastCalledWith('przylacze', false);
    rerender({ step: 'przylacze' });

    // Back: the address names the step first; the wizard then opens it and reports it.
    setStep.mockClear();
    rerender({ step: 'obiekt' });
    result.current('obiekt');
    expect(setStep).not.toHaveBeenCalled();

    // A step the wizard would not open: it reports the open one again, which replaces the entry.
    rerender({ step: 'podsumowanie' });
    result.current('obiekt');
    expect(setStep).toHaveBeenLastCalledWith('obiekt', true);
  });
});
