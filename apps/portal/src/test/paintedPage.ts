// Tests of the client's first render over a pre-rendered page: the painted markup in the
// document, and the user typing into it before React has it.

/** A container holding the painted markup, appended to the document's body. */
export function paintedContainer(html: string): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  return container;
}

/** Types into a field as a user does: focus, the value, an `input` event. */
export function typeInto(input: HTMLInputElement, text: string): void {
  input.focus();
  input.value = text;
  input.dispatchEvent(new Event('input', { bubbles: true }));
}
