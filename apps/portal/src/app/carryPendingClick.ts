// Issue 15: between the first paint of a pre-rendered page and the client's first commit, the page's
// buttons have no behaviour yet. A click on one (or Enter in a field, which clicks the form's submit button)
// would be lost, and a native submission would reload the page without what was typed. Such clicks are held
// and made again, in order, on the same buttons of the rendered page once it has taken over.

import { keyedByKindAndOrder } from './carryTypedInput.ts';

declare global {
  interface Window {
    /**
     * The buttons pressed on the painted page before the portal's script ran, held by the page's loader
     * (build/afterFirstPaint.js); null once taken over here.
     */
    __heldPresses?: HTMLButtonElement[] | null;
  }
}

/** Takes over the presses the page's loader held, and stops it holding more. */
function takeEarlyPresses(): HTMLButtonElement[] {
  const presses = window.__heldPresses ?? [];
  window.__heldPresses = null;
  return presses;
}

/**
 * A button of the painted page, found again by its name and its place among buttons alike (not its type:
 * the painted submit buttons are plain ones, build/prerender.ts).
 */
type ButtonKey = string;

function buttonKeys(container: ParentNode): Array<[ButtonKey, HTMLButtonElement]> {
  return keyedByKindAndOrder(
    container.querySelectorAll('button'),
    (button) => `${button.getAttribute('aria-label') ?? ''}|${button.textContent?.trim() ?? ''}`,
  );
}

export interface PendingClick {
  /**
   * Stops holding, and makes the held clicks again on the rendered page's matching buttons in a later task:
   * by then React has taken in the typed text carried over just before, so a submit sends it.
   */
  replay(): void;
}

/** Holds clicks on the painted page's buttons (and the submissions they would start) until `replay`. */
export function holdPendingClick(container: HTMLElement): PendingClick {
  const pending: ButtonKey[] = [];
  const hold = (button: Element) => {
    const key = new Map(buttonKeys(container).map(([k, element]) => [element, k])).get(
      button as HTMLButtonElement,
    );
    if (key !== undefined) pending.push(key);
  };
  for (const button of takeEarlyPresses()) hold(button);
  const onClick = (event: MouseEvent) => {
    const button = (event.target as Element | null)?.closest?.('button');
    if (!button || !container.contains(button)) return;
    event.preventDefault();
    hold(button);
  };
  // Enter in a field of a painted form: what would press its submit button (marked by build/prerender.ts).
  const onKeyDown = (event: KeyboardEvent) => {
    const field = event.target as Element | null;
    if (event.key !== 'Enter' || !(field instanceof HTMLInputElement)) return;
    const submit = field.form?.querySelector('button[data-submit], button[type="submit"]');
    if (!submit) return;
    event.preventDefault();
    hold(submit);
  };
  // A form submitted without a click on a button (none to click): no native submission either.
  const onSubmit = (event: Event) => event.preventDefault();
  container.addEventListener('click', onClick, true);
  container.addEventListener('keydown', onKeyDown, true);
  container.addEventListener('submit', onSubmit, true);
  return {
    replay() {
      container.removeEventListener('click', onClick, true);
      container.removeEventListener('keydown', onKeyDown, true);
      container.removeEventListener('submit', onSubmit, true);
      if (pending.length === 0) return;
      setTimeout(() => {
        for (const key of pending) new Map(buttonKeys(container)).get(key)?.click();
      }, 0);
    },
  };
}
