// GOV.UK "Error summary": a link moves focus to the field — the control itself, or the first control of a
// group (a radio group's fieldset, a list) — and scrolls its question (label or legend) into view.
const FIRST_CONTROL = 'input:not([type=hidden]):not([disabled]), select, textarea, button';
const CONTROL = 'input, select, textarea, button';

export function focusField(id: string): void {
  const element = document.getElementById(id);
  if (!element) return;
  const target = element.matches(CONTROL)
    ? element
    : (element.querySelector<HTMLElement>(FIRST_CONTROL) ?? element);
  const question =
    element.closest('fieldset')?.querySelector('legend') ??
    document.querySelector(`label[for="${CSS.escape(id)}"]`);
  target.focus({ preventScroll: true });
  (question ?? target).scrollIntoView?.({ block: 'start' });
}
