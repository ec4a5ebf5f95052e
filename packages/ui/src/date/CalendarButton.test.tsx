import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../test/renderWithUi.tsx';
import { CalendarButton } from './CalendarButton.tsx';

// The calendar is a lazy chunk: the first open in a worker waits for Vite to transform it, which on CI's two
// busy cores takes longer than findBy's 5 s. The test's own 20 s stays the guard against a hang.
const calendarGrid = () => screen.findByRole('grid', {}, { timeout: 15_000 });

/** Opens the calendar and finds the shown month's day by its number (not a day of the next or last month). */
async function openMonthCells() {
  fireEvent.click(screen.getByRole('button', { name: 'Kalendarz dat' }));
  const grid = await calendarGrid();
  return (text: string) =>
    [...grid.querySelectorAll('[data-part="table-cell-trigger"]')].find(
      (el) => el.textContent === text && !el.hasAttribute('data-outside-range'),
    );
}

describe('CalendarButton (the one Polish date picker)', () => {
  it('opens a Polish, Monday-first calendar on the field’s date and hands back the picked day as ISO', async () => {
    const onPick = vi.fn();
    renderWithUi(<CalendarButton value="2026-03-15" onPick={onPick} label="Wybierz datę z kalendarza" />);

    fireEvent.click(screen.getByRole('button', { name: 'Wybierz datę z kalendarza' }));
    const grid = await calendarGrid();
    // Polish month name in the header and Monday as the first column.
    expect(screen.getAllByText(/marzec 2026/i).length).toBeGreaterThan(0);
    const headers = [...grid.querySelectorAll('th')].map((th) => th.getAttribute('abbr'));
    expect(headers).toEqual(['poniedziałek', 'wtorek', 'środa', 'czwartek', 'piątek', 'sobota', 'niedziela']);
    expect(screen.getByRole('button', { name: 'Następny miesiąc' })).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/Switch to|Choose|calendar/);

    const day = [...grid.querySelectorAll('[data-part="table-cell-trigger"]')].find(
      (cell) => cell.textContent === '20' && !cell.hasAttribute('data-outside-range'),
    );
    expect(day).toBeDefined();
    fireEvent.click(day!);
    await waitFor(() => expect(onPick).toHaveBeenCalledWith('2026-03-20'));
  }, 20_000);

  it('refuses days outside min and max', async () => {
    renderWithUi(
      <CalendarButton
        value="2026-03-15"
        min="2026-03-10"
        max="2026-03-18"
        onPick={vi.fn()}
        label="Kalendarz dat"
      />,
    );
    const cell = await openMonthCells();
    expect(cell('20')).toHaveAttribute('data-disabled');
    expect(cell('12')).not.toHaveAttribute('data-disabled');
  }, 20_000);

  it('refuses the days the field rule refuses (working days only)', async () => {
    renderWithUi(
      <CalendarButton
        value="2026-12-21"
        isDateUnavailable={(iso) => iso === '2026-12-24' || iso === '2026-12-25'}
        onPick={vi.fn()}
        label="Kalendarz dat"
      />,
    );
    const cell = await openMonthCells();
    expect(cell('25')).toHaveAttribute('data-unavailable');
    expect(cell('24')).toHaveAttribute('data-unavailable');
    expect(cell('23')).not.toHaveAttribute('data-unavailable');
  }, 20_000);

  it('renders no calendar while closed, and none again once closed (a screen pays only for the button)', async () => {
    renderWithUi(<CalendarButton value="2026-03-15" onPick={vi.fn()} label="Wybierz datę z kalendarza" />);
    expect(document.querySelector('[data-part="table-cell-trigger"]')).toBeNull();

    const button = screen.getByRole('button', { name: 'Wybierz datę z kalendarza' });
    fireEvent.click(button);
    await calendarGrid();
    fireEvent.keyDown(screen.getByRole('grid'), { key: 'Escape' });
    await waitFor(() => expect(document.querySelector('[data-part="table-cell-trigger"]')).toBeNull());
  }, 20_000);
});
