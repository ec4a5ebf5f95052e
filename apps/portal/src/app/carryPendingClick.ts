// Performance: between the first paint of a pre-rendered page and the client's first commit, the page's
// buttons have no behaviour yet. A click on one (or Enter in a field, which clicks the form's submit button)
// would be lost, and a native submission would reload the page without what was typed. Such clicks are held
// and made again, in order, on the same buttons of the rendered page once it has taken over. Hydration: so
// are clicks on links to the portal's own pages, which would otherwise load the next page from the server.

import { keyedByKindAndOrder } from './carryTypedInput.ts';

declare global {
  interface Window {
    /**
     * The buttons and links pressed on the painted page before the portal's script ran, held by the page's
     * loader (build/afterFirstPaint.js); null once taken over here.
     */
    __heldPresses?: HTMLElement[] | null;
  }
}

/** Takes over the presses the page's loader held, and stops it holding more. */
function takeEarlyPresses(): HTMLElement[] {
  const presses = window.__heldPresses ?? [];
  window.__heldPresses = null;
  return presses;
}

/**
 * A button or link of the painted page, found again by its name (and a link by its address) and its place
 * among those alike (not a button's type: the painted submit buttons are plain ones, build/prerender.ts).
 */
type ButtonKey = string;

const PRESSABLE = 'button, a[href]';

function buttonKeys(container: ParentNode): Array<[ButtonKey, HTMLElement]> {
  return keyedByKindAndOrder(
    container.querySelectorAll<HTMLElement>(PRESSABLE),
    (element) =>
      `${element.tagName}|${element.getAttribute('href') ?? ''}|${element.getAttribute('aria-label') ?? ''}|${element.textContent?.trim() ?? ''}`,
  );
}

/** A link the portal follows in the page: its own, not an in-page anchor, not for a new tab (as the loader). */
function isPortalLink(event: MouseEvent, link: HTMLAnchorElement): boolean {
  return (
    link.origin === window.location.origin &&
    !(link.getAttribute('href') ?? '').startsWith('#') &&
    !link.target &&
    !link.hasAttribute('download') &&
    event.button === 0 &&
    !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
  );
}

export interface PendingClick {
  /**
   * Stops holding, and makes the held clicks again on the rendered page's matching buttons in a later task:
   * by then React has taken in the typed text carried over just before, so a submit sends it.
   */
  replay(): void;
  /**
   * Stops holding clicks (React's own events take them from here on: hydration) but still keeps
   * forms from a native submission until the returned replay is called, once the page is React's.
   */
  release(): () => void;
}

/** Holds clicks on the painted page's buttons and links (and the submissions they would start) until `replay`. */
export function holdPendingClick(container: HTMLElement): PendingClick {
  const pending: ButtonKey[] = [];
  const hold = (button: Element) => {
    const key = new Map(buttonKeys(container).map(([k, element]) => [element, k])).get(button as HTMLElement);
    if (key !== undefined) pending.push(key);
  };
  for (const button of takeEarlyPresses()) hold(button);
  const onClick = (event: MouseEvent) => {
    const pressed = (event.target as Element | null)?.closest?.(PRESSABLE);
    if (!pressed || !container.contains(pressed)) return;
    if (pressed instanceof HTMLAnchorElement && !isPortalLink(event, pressed)) return;
    event.preventDefault();
    hold(pressed);
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
  const release = () => {
    container.removeEventListener('click', onClick, true);
    container.removeEventListener('keydown', onKeyDown, true);
    return () => {
      container.removeEventListener('submit', onSubmit, true);
      if (pending.length === 0) return;
      setTimeout(() => {
        for (const key of pending) new Map(buttonKeys(container)).get(key)?.click();
      }, 0);
    };
  };
  return { release, replay: () => release()() };
}
