import { i18n } from '@lingui/core';
import { UiProvider } from '@portal/ui';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HintTooltip } from './HintTooltip.tsx';

const hinted = () =>
  render(
    <UiProvider i18n={i18n}>
      <HintTooltip hint="Dane do przelewu" openDelay={300} closeDelay={100}>
        <button type="button" aria-label="Dane do przelewu: FV/1">
          ikona
        </button>
      </HintTooltip>
    </UiProvider>,
  );

const bubble = () => screen.queryByText('Dane do przelewu');
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('HintTooltip', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows after its delay on hover, hidden from assistive technology, and goes after leaving', () => {
    hinted();
    const trigger = screen.getByRole('button', { name: 'Dane do przelewu: FV/1' });
    fireEvent.pointerEnter(trigger);
    wait(299);
    expect(bubble()).toBeNull();
    wait(1);
    expect(bubble()).not.toBeNull();
    expect(bubble()).toHaveAttribute('aria-hidden', 'true');
    fireEvent.pointerLeave(trigger);
    wait(100);
    expect(bubble()).toBeNull();
  });

  it('shows on keyboard focus and closes on Escape (WCAG 1.4.13: dismissable)', () => {
    hinted();
    act(() => screen.getByRole('button').focus());
    wait(300);
    expect(bubble()).not.toBeNull();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(bubble()).toBeNull();
  });

  it('stays while the pointer moves from the element onto the hint (hoverable)', () => {
    hinted();
    const trigger = screen.getByRole('button');
    fireEvent.pointerEnter(trigger);
    wait(300);
    fireEvent.pointerLeave(trigger);
    fireEvent.pointerEnter(bubble()!);
    wait(500);
    expect(bubble()).not.toBeNull();
  });
});
