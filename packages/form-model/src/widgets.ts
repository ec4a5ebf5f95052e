// Which engine widget renders a field when ui.json names none (schemas/README.md "Widgets"): analysts
// write `ui:widget` only where the schema cannot tell. The rules read the validation language's own
// keywords and formats (packages/validation/README.md), so a field typed `"format": "zip-code"` gets the
// zip-code mask everywhere without a line of uiSchema. An explicit `ui:widget` (local or from the shared
// definitions' `ui:definitions`) always wins: inference runs only when RJSF resolved none.
import type { JsonObject } from './json.ts';
import type { EngineWidgetName } from './widgetRegistry.ts';

export type { EngineWidgetName } from './widgetRegistry.ts';

const IDENTIFIER_FORMATS = new Set([
  'pesel',
  'nip',
  'regon',
  'land-register-number',
  'ppe',
  'local-number',
  'business-partner-number',
  'contract-account-number',
  'connection-conditions-number',
  'rwo',
  'plot-number',
  'zone-number',
]);
const PHONE_FORMATS = new Set(['phone', 'mobile-phone', 'fax']);
const DECIMAL_KINDS = new Set(['amount', 'nonNegativeNumber']);
// A short list reads better as radio buttons than as a drop-down (GOV.UK "Radios": up to about 5-7).
export const MAX_RADIO_OPTIONS = 6;

function optionCount(schema: JsonObject): number {
  if (Array.isArray(schema.enum)) return schema.enum.length;
  if (Array.isArray(schema.oneOf)) return schema.oneOf.length;
  if (Array.isArray(schema.anyOf)) return schema.anyOf.length;
  return 0;
}

function isMonthYear(schema: JsonObject): boolean {
  // schemas/defs/dates.json monthYear: the first day of a month, 'YYYY-MM-01'.
  return typeof schema.pattern === 'string' && /-01\$$/.test(schema.pattern);
}

/** The widget the schema implies, or undefined to keep RJSF's default. */
export function inferWidget(input: object): EngineWidgetName | undefined {
  const schema = input as JsonObject;
  const record = schema;
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  if (type === 'boolean') return schema.const === true ? 'statement' : 'checkbox';
  if (type === 'array') {
    if (record.attachments !== undefined) return 'attachments';
    if (record.preferredDates !== undefined) return 'preferredDates';
    const items = schema.items;
    if (items && typeof items === 'object' && !Array.isArray(items) && optionCount(items as JsonObject) > 0) {
      return 'checkboxes';
    }
    return undefined;
  }
  if (type !== 'string' && type !== undefined) return undefined;
  if (optionCount(schema) > 0) return optionCount(schema) <= MAX_RADIO_OPTIONS ? 'radio' : 'select';
  const format = typeof schema.format === 'string' ? schema.format : undefined;
  if (format === 'date') return isMonthYear(schema) ? 'monthYear' : 'date';
  if (format === 'zip-code') return 'zipCode';
  if (format === 'bank-account') return 'bankAccount';
  if (format === 'email' || format === 'email-ascii') return 'email';
  if (format && PHONE_FORMATS.has(format)) return 'phone';
  if (format && IDENTIFIER_FORMATS.has(format)) return 'identifier';
  if (typeof record.numericString === 'string' && DECIMAL_KINDS.has(record.numericString)) return 'power';
  if (record.passwordStrength !== undefined) return 'password';
  if (typeof record.trimmedMaxLength === 'number' && record.trimmedMaxLength > 200) return 'textarea';
  return undefined;
}

/** The widget a field renders with: an explicit `ui:widget` (or `ui:options.widget`) first, then inferred. */
export function widgetNameOf(schema: object, ui: Record<string, unknown> | undefined): string | undefined {
  const explicit = ui?.['ui:widget'] ?? (ui?.['ui:options'] as { widget?: unknown } | undefined)?.widget;
  return typeof explicit === 'string' ? explicit : inferWidget(schema);
}
