// Issue 15: between the first paint of a pre-rendered page and the client's first commit, the page's
// buttons have no behaviour yet. A click on one (or Enter in a field, which clicks the form's submit button)
// would be lost, and a native submission would reload the page without what was typed. The last such click
// is held and made again on the same button of the rendered page, once it has taken over.

/** A button of the painted page, found again by its kind, its name and its place among buttons alike. */
type ButtonKey = string;

function buttonKeys(container: ParentNode): Array<[ButtonKey, HTMLButtonElement]> {
  const seen = new Map<string, number>();
  return Array.from(container.querySelectorAll('button')).map((button) => {
    const kind = `${button.type}|${button.getAttribute('aria-label') ?? ''}|${button.textContent?.trim() ?? ''}`;
    const index = seen.get(kind) ?? 0;
    seen.set(kind, index + 1);
    return [`${kind}|${index}`, button];
  });
}

export interface PendingClick {
  /** Makes the held click again on the rendered page's matching button, if any; then stops listening. */
  replay(): void;
}

/** Holds clicks on the painted page's buttons (and the submissions they would start) until `replay`. */
export function holdPendingClick(container: HTMLElement): PendingClick {
  let pending: ButtonKey | null = null;
  const onClick = (event: MouseEvent) => {
    const button = (event.target as Element | null)?.closest?.('button');
    if (!button || !container.contains(button)) return;
    event.preventDefault();
    pending = new Map(buttonKeys(container).map(([key, element]) => [element, key])).get(button) ?? null;
  };
  // A form submitted without a click on a button (none to click): no native submission either.
  const onSubmit = (event: Event) => event.preventDefault();
  container.addEventListener('click', onClick, true);
  container.addEventListener('submit', onSubmit, true);
  return {
    replay() {
      container.removeEventListener('click', onClick, true);
      container.removeEventListener('submit', onSubmit, true);
      if (pending === null) return;
      new Map(buttonKeys(container)).get(pending)?.click();
      pending = null;
    },
  };
}
