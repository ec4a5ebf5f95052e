// The calendar is loaded when it is about to be wanted, not with the screen.
import { act, fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../test/renderWithUi.tsx';
import { CalendarButton } from './CalendarButton.tsx';

const picker = vi.hoisted(() => ({ loads: 0, fail: false }));

vi.mock('./CalendarPicker.tsx', () => {
  picker.loads += 1;
  if (picker.fail) throw new Error('offline');
  return {
    CalendarPicker: ({ label, open }: { label: string; open: boolean }) => (
      <button type="button" aria-label={label} aria-expanded={open} data-testid="picker" />
    ),
  };
});

beforeEach(() => {
  picker.loads = 0;
  picker.fail = false;
  vi.resetModules();
});

describe('CalendarButton before its calendar is wanted', () => {
  it('is a plain button, and the calendar is asked for once the focus reaches it', async () => {
    renderWithUi(<CalendarButton value="" onPick={vi.fn()} label="Wybierz datę z kalendarza" />);
    const button = screen.getByRole('button', { name: 'Wybierz datę z kalendarza' });
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    expect(picker.loads).toBe(0);

    await act(async () => {
      fireEvent.focus(button);
    });
    expect(picker.loads).toBe(1);
    await act(async () => {
      fireEvent.click(button);
    });
    expect(await screen.findByTestId('picker')).toHaveAccessibleName('Wybierz datę z kalendarza');
  });
});
