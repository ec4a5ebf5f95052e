import { afterEach, describe, expect, it, vi } from 'vitest';
import { moveLostFocusToHeading } from './focusLostOnArrival.ts';

function mainWith(html: string): HTMLElement {
  const main = document.createElement('main');
  main.id = 'main-content';
  main.innerHTML = html;
  document.body.append(main);
  return main;
}

afterEach(() => {
  document.body.innerHTML = '';
  vi.useRealTimers();
});

describe('moveLostFocusToHeading', () => {
  it('focuses the new screen’s heading when focus was left on the body', () => {
    mainWith('<h1>Twoje sprawy</h1>');
    moveLostFocusToHeading();
    const heading = document.querySelector('h1');
    expect(document.activeElement).toBe(heading);
    expect(heading?.getAttribute('tabindex')).toBe('-1');
  });

  it('leaves focus where the user has it', () => {
    mainWith('<h1>Faktury</h1>');
    const link = document.createElement('a');
    link.href = '/faktury';
    link.textContent = 'Faktury';
    document.body.prepend(link);
    link.focus();
    moveLostFocusToHeading();
    expect(document.activeElement).toBe(link);
  });

  it('waits for a heading drawn after the data arrive', async () => {
    const main = mainWith('<p>Ładowanie…</p>');
    moveLostFocusToHeading();
    expect(document.activeElement).toBe(document.body);
    main.innerHTML = '<h1>Szczegóły sprawy</h1>';
    await Promise.resolve();
    expect(document.activeElement).toBe(document.querySelector('h1'));
  });

  it('does not take focus the user gave to something while the screen loaded', async () => {
    const main = mainWith('<input aria-label="Szukaj" />');
    moveLostFocusToHeading();
    document.querySelector('input')?.focus();
    main.insertAdjacentHTML('beforeend', '<h1>Twoje sprawy</h1>');
    await Promise.resolve();
    expect(document.activeElement).toBe(document.querySelector('input'));
  });

  it('stops waiting after a few seconds', async () => {
    vi.useFakeTimers();
    const main = mainWith('<p>Ładowanie…</p>');
    moveLostFocusToHeading();
    vi.advanceTimersByTime(5_000);
    main.innerHTML = '<h1>Za późno</h1>';
    await Promise.resolve();
    expect(document.activeElement).toBe(document.body);
  });
});
