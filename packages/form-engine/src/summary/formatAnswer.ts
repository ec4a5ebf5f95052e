// How an answer reads on the "Sprawdź swoje odpowiedzi" step: dates DD.MM.YYYY, months by name, options
// by their titles (not their codes), booleans Tak/Nie, attachments by file names, powers and amounts with
// their unit (portal-spec §1: dates DD.MM.YYYY, amounts '0,00 zł').
import { t } from '@lingui/core/macro';
import { formatDate, formatMoney } from '@portal/ui';
import { unitOf as unitOfField } from '@portal/form-model';
import { getUiOptions, type RJSFSchema, type UiSchema } from '@rjsf/utils';
import dayjs from 'dayjs';
import 'dayjs/locale/pl';
import { resolveLocalRef } from '../validation/schemaMatcher.ts';
import { inferWidget } from '../schema/widgetInference.ts';
import { formatBankAccount } from '../format/bankAccount.ts';

export interface FormatAnswerOptions {
  readonly uiSchema?: Record<string, unknown>;
  /** For resolving `$ref`s of array items; the bundled root schema. */
  readonly rootSchema?: Record<string, unknown> | undefined;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function deref(schema: unknown, rootSchema: Record<string, unknown> | undefined): RJSFSchema {
  let current = schema;
  for (
    let depth = 0;
    depth < 16 && isObject(current) && typeof current.$ref === 'string' && rootSchema;
    depth++
  ) {
    const { $ref, ...siblings } = current;
    const target = resolveLocalRef($ref, rootSchema);
    current = isObject(target) ? { ...target, ...siblings } : siblings;
  }
  return (isObject(current) ? current : {}) as RJSFSchema;
}

/** The title of the option whose const/enum value is `value`, or undefined. */
export function optionTitle(schema: RJSFSchema, value: unknown): string | undefined {
  for (const option of [...(schema.oneOf ?? []), ...(schema.anyOf ?? [])]) {
    if (isObject(option) && option.const === value)
      return typeof option.title === 'string' ? option.title : String(value);
  }
  if (Array.isArray(schema.enum) && schema.enum.includes(value as never)) {
    const names = (schema as Record<string, unknown>).enumNames;
    const index = schema.enum.indexOf(value as never);
    return Array.isArray(names) && typeof names[index] === 'string' ? names[index] : String(value);
  }
  return undefined;
}

/** The unit of a numeric field: ui:options.unit, else the "[kW]" at the end of its title (the form model's rule). */
export function unitOf(schema: RJSFSchema, uiSchema?: Record<string, unknown>): string | undefined {
  return unitOfField(schema as Record<string, unknown>, uiSchema);
}

/** "12600.5" -> "12 600,5": a decimal comma and the integer part in groups of three (Polish style). */
export function formatDecimal(value: string | number): string {
  const text = String(value).trim().replace('.', ',');
  const match = /^(-?)(\d+)(,\d*)?$/.exec(text);
  if (!match) return text;
  const [, sign = '', integer = '', fraction = ''] = match;
  return `${sign}${integer.replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0')}${fraction}`;
}

function formatMonthYear(value: string): string {
  const date = dayjs(value);
  return date.isValid() ? date.locale('pl').format('MMMM YYYY') : value;
}

export const EMPTY_ANSWER = (): string => t`Nie podano`;

/** One answer as text. Empty answers read 'Nie podano'. */
export function formatAnswer(
  value: unknown,
  schemaInput: RJSFSchema,
  options: FormatAnswerOptions = {},
): string {
  const schema = deref(schemaInput, options.rootSchema);
  const uiWidget = getUiOptions(options.uiSchema as UiSchema).widget;
  const widget = typeof uiWidget === 'string' ? uiWidget : inferWidget(schema);
  // A checkbox left unticked is an answer: "no".
  if (
    value === undefined &&
    schema.type === 'boolean' &&
    widget === 'checkbox' &&
    !schema.oneOf &&
    !schema.enum
  )
    return t`Nie`;
  if (value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)) {
    return EMPTY_ANSWER();
  }
  if (typeof value === 'boolean') {
    const title = optionTitle(schema, value);
    return title && title !== String(value) ? title : value ? t`Tak` : t`Nie`;
  }
  const title = optionTitle(schema, value);
  if (title !== undefined) return title;

  if (widget === 'attachments' && Array.isArray(value)) {
    return value
      .map((file) => (isObject(file) && typeof file.name === 'string' ? file.name : ''))
      .filter(Boolean)
      .join(', ');
  }
  if (widget === 'preferredDates' && Array.isArray(value)) {
    const itemSchema = deref(schema.items, options.rootSchema);
    const properties = (itemSchema.properties ?? {}) as Record<string, RJSFSchema>;
    return value
      .filter(isObject)
      .map((slot) =>
        Object.entries(slot)
          .filter(([, part]) => part !== undefined && part !== '')
          .map(([key, part]) => formatAnswer(part, properties[key] ?? {}, { rootSchema: options.rootSchema }))
          .join(', '),
      )
      .filter(Boolean)
      .join('; ');
  }
  if (Array.isArray(value)) {
    const itemSchema = deref(schema.items, options.rootSchema);
    return value.map((item) => formatAnswer(item, itemSchema, { rootSchema: options.rootSchema })).join(', ');
  }
  if (typeof value === 'string') {
    if (widget === 'monthYear') return formatMonthYear(value);
    if (widget === 'date' || schema.format === 'date') {
      const formatted = formatDate(value);
      return formatted === '-' ? value : formatted;
    }
    if (widget === 'bankAccount') return formatBankAccount(value);
    if (widget === 'password') return '••••••••';
  }
  if (typeof value === 'string' || typeof value === 'number') {
    const unit = unitOf(schema, options.uiSchema);
    if (unit === 'zł' || unit === 'PLN') {
      const money = formatMoney(String(value).replace(',', '.'));
      if (money !== '-') return money;
    }
    const numericKind = (schema as Record<string, unknown>).numericString;
    const text = typeof value === 'number' || numericKind !== undefined ? formatDecimal(value) : value;
    return unit ? `${text}\u00a0${unit}` : text;
  }
  if (isObject(value)) {
    return Object.values(value)
      .filter((part) => part !== undefined && part !== '')
      .map(String)
      .join(', ');
  }
  return String(value);
}
