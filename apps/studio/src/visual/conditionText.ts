// A condition in plain Polish for the analyst: "Pole „Numer PPE” jest wymagane, gdy „Powód” =
// „Wymiana licznika”". Fields and options by their titles, as the form shows them.
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { fieldAt, type FieldInfo, type ObjectInfo } from './conditionFields.ts';
import type { Condition, Effect, JsonOnlyCondition, Operator, Test } from './conditions.ts';

const quoted = (text: string) => `„${text}”`;

/** A value as the form shows it: an option's title, Tak/Nie for a yes/no field. */
export function valueText(i18n: I18n, field: FieldInfo | undefined, value: unknown): string {
  const option = field?.options.find((candidate) => candidate.value === value);
  if (option) return option.title;
  if (value === true) return i18n._(msg`Tak`);
  if (value === false) return i18n._(msg`Nie`);
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** The controlling field's label: its sub-object's title first ("Wniosek – Czego dotyczy"). */
export function fieldLabel(object: ObjectInfo | undefined, field: readonly string[]): string {
  const chain = fieldAt(object, field);
  return chain.length === field.length ? chain.map((info) => info.title).join(' – ') : field.join('/');
}

export function testText(i18n: I18n, label: string, field: FieldInfo | undefined, test: Test): string {
  const name = quoted(label);
  switch (test.op) {
    case 'equals':
      return i18n._(msg`${name} = ${quoted(valueText(i18n, field, test.value))}`);
    case 'oneOf': {
      const values = test.values.map((value) => quoted(valueText(i18n, field, value))).join(', ');
      return i18n._(msg`${name} to jedno z: ${values}`);
    }
    case 'contains':
      return i18n._(msg`${name} zawiera ${quoted(valueText(i18n, field, test.value))}`);
    case 'filled':
      return i18n._(msg`${name} ma wartość`);
    case 'empty':
      return i18n._(msg`${name} jest puste`);
    case 'atLeast':
      return i18n._(msg`${name} ≥ ${test.value}`);
    case 'atMost':
      return i18n._(msg`${name} ≤ ${test.value}`);
  }
}

function effectSentence(i18n: I18n, names: readonly string[], effect: Effect, when: string): string {
  const list = names.map(quoted).join(', ');
  if (names.length === 1) {
    if (effect === 'shown') return i18n._(msg`Pole ${list} jest pokazane, gdy ${when}.`);
    if (effect === 'required') return i18n._(msg`Pole ${list} jest wymagane, gdy ${when}.`);
    return i18n._(msg`Pole ${list} jest pokazane i wymagane, gdy ${when}.`);
  }
  if (effect === 'shown') return i18n._(msg`Pola ${list} są pokazane, gdy ${when}.`);
  if (effect === 'required') return i18n._(msg`Pola ${list} są wymagane, gdy ${when}.`);
  return i18n._(msg`Pola ${list} są pokazane i wymagane, gdy ${when}.`);
}

/** One sentence per effect of the condition's targets. */
export function conditionSentences(
  i18n: I18n,
  object: ObjectInfo | undefined,
  condition: Condition,
): string[] {
  const chain = fieldAt(object, condition.field);
  const when = testText(i18n, fieldLabel(object, condition.field), chain[chain.length - 1], condition.test);
  const titleOf = (name: string) => object?.fields.find((field) => field.name === name)?.title ?? name;
  return (['shown', 'shownRequired', 'required'] as const).flatMap((effect) => {
    const names = condition.targets
      .filter((target) => target.effect === effect)
      .map((target) => titleOf(target.name));
    return names.length > 0 ? [effectSentence(i18n, names, effect, when)] : [];
  });
}

export function jsonOnlyText(i18n: I18n, object: ObjectInfo | undefined, entry: JsonOnlyCondition): string {
  const about = entry.field
    ? i18n._(msg`Warunek na polu ${quoted(fieldLabel(object, entry.field.split('/')))}`)
    : i18n._(msg`Warunek`);
  const where = object?.title ? ` (${object.title})` : '';
  switch (entry.reason) {
    case 'else':
      return i18n._(msg`${about}${where} ma gałąź „else”.`);
    case 'test':
      return i18n._(msg`${about}${where} sprawdza coś więcej niż jedną wartość pola.`);
    case 'branch':
      return i18n._(msg`${about}${where} zmienia coś więcej niż pokazanie lub wymaganie pól.`);
    case 'place':
      return i18n._(msg`${about}${where} nie stoi przy polach obiektu.`);
    case 'dependencySchema':
      return i18n._(msg`${about}${where} ma zależność w postaci schematu.`);
  }
}

export function operatorLabel(i18n: I18n, op: Operator): string {
  switch (op) {
    case 'equals':
      return i18n._(msg`jest równe`);
    case 'oneOf':
      return i18n._(msg`jest jednym z`);
    case 'contains':
      return i18n._(msg`zawiera`);
    case 'filled':
      return i18n._(msg`ma wartość`);
    case 'empty':
      return i18n._(msg`jest puste`);
    case 'atLeast':
      return i18n._(msg`jest ≥`);
    case 'atMost':
      return i18n._(msg`jest ≤`);
  }
}

export function effectLabel(i18n: I18n, effect: Effect): string {
  if (effect === 'shown') return i18n._(msg`pokazane`);
  if (effect === 'required') return i18n._(msg`wymagane`);
  return i18n._(msg`pokazane i wymagane`);
}

/** The tests a field can be given: what its kind can hold. */
export function operatorsFor(field: FieldInfo | undefined): Operator[] {
  switch (field?.kind) {
    case 'boolean':
      return ['equals', 'filled', 'empty'];
    case 'choice':
      return ['equals', 'oneOf', 'filled', 'empty'];
    case 'choices':
      return ['contains', 'filled', 'empty'];
    case 'number':
      return ['atLeast', 'atMost', 'filled', 'empty'];
    default:
      return ['filled', 'empty'];
  }
}
