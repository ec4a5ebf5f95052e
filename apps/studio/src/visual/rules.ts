// The rule keywords of the validation language (docs/schema-language.md) a field's panel offers, by what
// the field holds: a keyword runs only on values of its type, so a number field offers no text rules.
import { isJsonObject } from '@portal/form-model';

/** How a rule's value is typed: a switch (`true` or absent), a whole number, a text, a format's name. */
export type RuleInput = 'flag' | 'integer' | 'number' | 'text' | 'format';

export interface Rule {
  readonly keyword: string;
  readonly input: RuleInput;
}

const TEXT_RULES: readonly Rule[] = [
  { keyword: 'format', input: 'format' },
  { keyword: 'minLength', input: 'integer' },
  { keyword: 'maxLength', input: 'integer' },
  { keyword: 'trimmedMaxLength', input: 'integer' },
  { keyword: 'pattern', input: 'text' },
  { keyword: 'digitsOnly', input: 'flag' },
  { keyword: 'numericString', input: 'text' },
];

const DATE_RULES: readonly Rule[] = [
  { keyword: 'dateNotInFuture', input: 'flag' },
  { keyword: 'dateNotBeforeCurrentMonth', input: 'flag' },
  { keyword: 'dateMaxYearsAhead', input: 'integer' },
  { keyword: 'dateMaxYearsBack', input: 'integer' },
  { keyword: 'dateMaxDaysBack', input: 'integer' },
];

const NUMBER_RULES: readonly Rule[] = [
  { keyword: 'minimum', input: 'number' },
  { keyword: 'maximum', input: 'number' },
];

const LIST_RULES: readonly Rule[] = [
  { keyword: 'minItems', input: 'integer' },
  { keyword: 'maxItems', input: 'integer' },
];

function types(schema: Record<string, unknown>): string[] {
  const type = schema.type;
  return Array.isArray(type) ? type.map(String) : typeof type === 'string' ? [type] : [];
}

/**
 * The rules for a field's own declaration in schema.json; none for a choice (its options are the rule),
 * an object (its rules name its fields) or a `$ref` (the shared definition holds them).
 */
export function rulesFor(declaration: unknown): readonly Rule[] {
  if (!isJsonObject(declaration) || '$ref' in declaration) return [];
  if ('oneOf' in declaration || 'enum' in declaration || 'const' in declaration) return [];
  const of = types(declaration);
  if (of.includes('string'))
    return declaration.format === 'date' ? [...TEXT_RULES, ...DATE_RULES] : TEXT_RULES;
  if (of.includes('number') || of.includes('integer')) return NUMBER_RULES;
  if (of.includes('array')) return LIST_RULES;
  return [];
}

/** The value a rule's input shows for the keyword's value in the schema. */
export function ruleText(value: unknown): string {
  if (value === undefined || value === null) return '';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** The keyword's value from what was typed: undefined removes it; NaN-like input is refused (null). */
export function ruleValue(input: RuleInput, typed: string): unknown {
  const text = typed.trim();
  if (text === '') return undefined;
  // trimmedMaxLength takes `true` for its default length.
  if (input === 'integer') return /^\d+$/.test(text) ? Number(text) : text === 'true' ? true : null;
  if (input === 'number') {
    const number = Number(text.replace(',', '.'));
    return Number.isFinite(number) ? number : null;
  }
  return text;
}
