// Which engine widget renders a field when ui.json names none (schemas/README.md "Widgets"): analysts
// write `ui:widget` only where the schema cannot tell. The rules read the validation language's own
// keywords and formats (packages/validation/README.md), so a field typed `"format": "zip-code"` gets the
// zip-code mask everywhere without a line of uiSchema. An explicit `ui:widget` (local or from the shared
// definitions' `ui:definitions`) always wins: inference runs only when RJSF resolved none.
// The rules live in the form model (packages/form-model), which every reader of a form shares.
import type { RJSFSchema } from '@rjsf/utils';
import { inferWidget } from '@portal/form-model';

export { inferWidget, MAX_RADIO_OPTIONS, widgetNameOf, type EngineWidgetName } from '@portal/form-model';

/** `uiSchema` with the inferred widget when it names none (same object when nothing changes). */
export function withInferredWidget<U extends Record<string, unknown> | undefined>(
  schema: RJSFSchema,
  uiSchema: U,
): U {
  if (
    uiSchema &&
    (uiSchema['ui:widget'] !== undefined ||
      (uiSchema['ui:options'] as { widget?: unknown } | undefined)?.widget !== undefined)
  ) {
    return uiSchema;
  }
  const widget = inferWidget(schema);
  if (!widget) return uiSchema;
  return { ...(uiSchema ?? {}), 'ui:widget': widget } as unknown as U;
}
