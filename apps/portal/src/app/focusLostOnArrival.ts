// WCAG 2.4.3: a navigation whose control went with the old screen (the login's button, a step
// link of the wizard) leaves focus on the page's body, so a screen reader says nothing of the new screen and
// Tab starts again at the skip link. Then focus goes to the new screen's heading, once it is drawn. Focus
// that is still somewhere (a header link that stays) is left where the user put it.
import { MAIN_CONTENT_ID } from '../features/layout/components/SkipLink.tsx';

/** How long a screen still loading its data may take to draw its heading. */
const HEADING_WAIT_MS = 5_000;

function focusIsLost(doc: Document): boolean {
  const active = doc.activeElement;
  return active === null || active === doc.body || !active.isConnected;
}

function screenHeading(doc: Document): HTMLElement | null {
  return doc.querySelector<HTMLElement>(`#${MAIN_CONTENT_ID} h1`);
}

/**
 * Moves lost focus to the main content's h1, waiting for the heading while the screen loads. Gives up when
 * the user focuses something meanwhile or after a few seconds. Returns a function that stops the wait.
 */
export function moveLostFocusToHeading(doc: Document = document): () => void {
  const tryNow = (): boolean => {
    if (!focusIsLost(doc)) return true;
    const heading = screenHeading(doc);
    if (!heading) return false;
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading.focus({ preventScroll: true });
    return true;
  };
  if (tryNow()) return () => undefined;
  const observer = new MutationObserver(() => {
    if (tryNow()) stop();
  });
  const timer = setTimeout(() => stop(), HEADING_WAIT_MS);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
  }
  observer.observe(doc.body, { childList: true, subtree: true });
  return stop;
}
