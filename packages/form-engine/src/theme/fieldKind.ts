// How a field is labelled (WCAG 1.3.1, 3.3.2; GOV.UK form patterns): a single control gets a <label for>;
// a group of controls (radios, checkboxes, month + year, a list of dates, a drop zone) gets a <fieldset>
// with a <legend>; a single checkbox carries its own label beside the box; objects and arrays draw their
// own fieldset in ObjectFieldTemplate / ArrayFieldTemplate.
import type { RJSFSchema } from '@rjsf/utils';
import { widgetNameOf } from '../schema/widgetInference.ts';

export type FieldKind = 'control' | 'group' | 'inline' | 'container' | 'hidden';

const GROUP_WIDGETS = new Set([
  'radio',
  'radioCards',
  'yesNo',
  'checkboxes',
  'monthYear',
  'preferredDates',
  'addressSameAs',
  'attachments',
]);
const INLINE_WIDGETS = new Set(['checkbox', 'statement']);

export function fieldKindOf(schema: RJSFSchema, uiSchema: Record<string, unknown> | undefined): FieldKind {
  const widget = widgetNameOf(schema, uiSchema);
  if (widget === 'hidden') return 'hidden';
  if (widget && GROUP_WIDGETS.has(widget)) return 'group';
  if (widget && INLINE_WIDGETS.has(widget)) return 'inline';
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'object' || type === 'array') return 'container';
  return 'control';
}

export const descriptionIdOf = (id: string) => `${id}__description`;
export const errorIdOf = (id: string) => `${id}__error`;
export const hintIdOf = (id: string) => `${id}__hint`;
export const warningIdOf = (id: string) => `${id}__warning`;
export const computedIdOf = (id: string) => `${id}__computed`;

/**
 * The hint under a field's label: ui:description (else the schema's description), followed by the
 * ui:options.tooltip explanation. Shown as text rather than in a hover bubble: readable on touch screens
 * and by screen readers without extra interaction.
 */
export function descriptionOf(schema: RJSFSchema, uiSchema: Record<string, unknown> | undefined): string {
  const options = uiSchema?.['ui:options'] as { description?: unknown; tooltip?: unknown } | undefined;
  const fromUi = uiSchema?.['ui:description'] ?? options?.description;
  const description =
    typeof fromUi === 'string' ? fromUi : typeof schema.description === 'string' ? schema.description : '';
  const tooltip = typeof options?.tooltip === 'string' ? options.tooltip : '';
  return [description, tooltip].filter(Boolean).join('\n');
}

/** aria-describedby for a control: its description, hint, error, warning and computed value, those that exist. */
export function describedBy(
  id: string,
  parts: { description?: boolean; hint?: boolean; error?: boolean; warning?: boolean; computed?: boolean },
): string | undefined {
  const ids = [
    parts.description ? descriptionIdOf(id) : null,
    parts.hint ? hintIdOf(id) : null,
    parts.error ? errorIdOf(id) : null,
    parts.warning ? warningIdOf(id) : null,
    parts.computed ? computedIdOf(id) : null,
  ].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}
