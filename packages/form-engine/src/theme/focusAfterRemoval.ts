// Where focus goes once an item is removed (after "Usuń plik" or "Usuń: Działka 2" focus fell to
// the page's body, and a keyboard or screen-reader user had to find their place again): the remove button
// of the item that took the removed one's place, else of the one before it, else `fallback` (the list's
// add or pick button), else the list itself. `container` (marked data-removal-scope) holds the list's
// remove buttons, marked data-remove-item; a nested list's buttons (inside another scope) are not its own.
export function focusAfterRemoval(
  container: HTMLElement,
  removedIndex: number,
  fallback?: () => HTMLElement | null,
): void {
  // After the render that removed the item.
  setTimeout(() => {
    const buttons = [...container.querySelectorAll<HTMLElement>('[data-remove-item]')].filter(
      (button) => button.closest('[data-removal-scope]') === container,
    );
    const target =
      buttons[Math.min(removedIndex, buttons.length - 1)] ??
      fallback?.() ??
      (container.isConnected ? container : null);
    target?.focus();
  });
}
