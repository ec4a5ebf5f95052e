// Performance: a landing route's first view arrives pre-rendered in its index.html, so on a slow phone the user
// may start typing (the login box's e-mail) before the script has loaded. The first client render replaces
// that markup; what was typed into it is carried over into the same fields of the rendered page, and the
// focus with it, so nothing the user typed is lost (quality-bar "Reliability": nothing the user typed is lost).

/** One field the user typed into, found again by its kind and its place among fields of that kind. */
export interface TypedField {
  readonly key: string;
  readonly value: string;
  readonly focused: boolean;
  readonly selection: readonly [number, number] | null;
}

type TextControl = HTMLInputElement | HTMLTextAreaElement;

const TEXT_CONTROLS =
  'input:not([type=hidden]):not([type=checkbox]):not([type=radio]):not([type=file]), textarea';

/**
 * Elements keyed by their kind and their place among elements of that kind: what finds an element of the
 * painted page again in the rendered one (ids differ between the two renders).
 */
export function keyedByKindAndOrder<T extends Element>(
  elements: Iterable<T>,
  kindOf: (element: T) => string,
): Array<[string, T]> {
  const seen = new Map<string, number>();
  return Array.from(elements, (element) => {
    const kind = kindOf(element);
    const index = seen.get(kind) ?? 0;
    seen.set(kind, index + 1);
    return [`${kind}|${index}`, element];
  });
}

/** Fields are matched by element, type and autocomplete, then by order. */
function keyedControls(container: ParentNode): Array<[string, TextControl]> {
  return keyedByKindAndOrder(
    container.querySelectorAll<TextControl>(TEXT_CONTROLS),
    (control) =>
      `${control.tagName}|${control.getAttribute('type') ?? ''}|${control.getAttribute('autocomplete') ?? ''}`,
  );
}

/** What the user typed into the pre-rendered markup (empty fields are left out). */
export function captureTypedInput(container: ParentNode): TypedField[] {
  const active = container.ownerDocument?.activeElement ?? null;
  return keyedControls(container)
    .filter(([, control]) => control.value !== '' || control === active)
    .map(([key, control]) => ({
      key,
      value: control.value,
      focused: control === active,
      selection: selectionOf(control),
    }));
}

/**
 * Puts typed values into the rendered page's matching fields as if typed there: through the native value
 * setter and an `input` event, so React's controlled inputs take them into their state.
 */
export function restoreTypedInput(container: ParentNode, typed: readonly TypedField[]): void {
  if (typed.length === 0) return;
  const controls = new Map(keyedControls(container));
  for (const field of typed) {
    const control = controls.get(field.key);
    if (!control) continue;
    if (field.value !== '' && control.value === '') {
      const prototype = Object.getPrototypeOf(control) as TextControl;
      Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(control, field.value);
      control.dispatchEvent(new Event('input', { bubbles: true }));
    }
    if (field.focused) {
      control.focus();
      if (field.selection) {
        try {
          control.setSelectionRange(field.selection[0], field.selection[1]);
        } catch {
          // type=email has no selection API; the caret stays where focus puts it.
        }
      }
    }
  }
}

function selectionOf(control: TextControl): readonly [number, number] | null {
  return control.selectionStart !== null && control.selectionEnd !== null
    ? [control.selectionStart, control.selectionEnd]
    : null;
}

/**
 * Hydration: hydration keeps the painted fields (the same elements, with what was typed, the focus and the
 * caret), but React's state still holds what was rendered, and a controlled field is set back to it on its
 * next render. Hydration makes the rendered value the field's default, so every field whose value differs
 * from its default is handed to React as if typed now. The values are read first: the first field's
 * `onChange` re-renders its form, which sets the others back. Then an `input` event on each: a field in a
 * part of the page React has not hydrated yet (a Suspense boundary hydrates after the root) makes React
 * hydrate that part at once, and hydration takes the field's value for the one React already knows. Then,
 * field by field, React's change tracker is told the rendered value (the element's own setter), the typed
 * one goes in through the native setter, and a second `input` event carries it to `onChange`. Focus stays;
 * carets are put back where the field reports one (type=email does not).
 */
export function takeTypedInput(container: ParentNode): void {
  const typed = Array.from(container.querySelectorAll<TextControl>(TEXT_CONTROLS))
    .filter((control) => control.value !== control.defaultValue)
    .map((control) => ({ control, value: control.value, selection: selectionOf(control) }));
  for (const { control } of typed) control.dispatchEvent(new Event('input', { bubbles: true }));
  for (const { control, value } of typed) {
    control.value = control.defaultValue;
    const prototype = Object.getPrototypeOf(control) as TextControl;
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(control, value);
    control.dispatchEvent(new Event('input', { bubbles: true }));
  }
  for (const { control, selection } of typed) {
    if (selection) control.setSelectionRange(selection[0], selection[1]);
  }
}
