// The patched @lingui/core (tools/patches, docs/decisions.md): a plural's "#" in Polish is written
// without Intl.NumberFormat below 10 000, exactly as Intl would write it, and Intl still writes the rest.
import { setupI18n } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import { LOCALE } from './messageCatalog';

const counted = [
  'n',
  'plural',
  { one: ['#', ' sprawa'], few: ['#', ' sprawy'], many: ['#', ' spraw'], other: ['#', ' sprawy'] },
];
const named = ['n', 'plural', { one: ['jedna'], few: ['kilka'], many: ['wiele'], other: ['część'] }];

function portalI18n() {
  const i18n = setupI18n();
  i18n.loadAndActivate({ locale: LOCALE, messages: { counted: [counted], named: [named] } as never });
  return i18n;
}

const OriginalNumberFormat = Intl.NumberFormat;

/** A working Intl.NumberFormat that counts the formatters made (a spy's stand-in would not format). */
function countNumberFormatsMade(): { count: number } {
  const made = { count: 0 };
  class Counting extends OriginalNumberFormat {
    constructor(...args: ConstructorParameters<typeof Intl.NumberFormat>) {
      super(...args);
      made.count += 1;
    }
  }
  Reflect.set(Intl, 'NumberFormat', Counting);
  return made;
}

const intlPlural = (n: number) => {
  const form = new Intl.PluralRules('pl').select(n);
  return `${new Intl.NumberFormat('pl').format(n)} ${{ one: 'sprawa', few: 'sprawy', many: 'spraw' }[form as 'one'] ?? 'sprawy'}`;
};

describe('a plural count in Polish', () => {
  afterEach(() => Reflect.set(Intl, 'NumberFormat', OriginalNumberFormat));

  // First: lingui keeps the formatters it has made, so a later test would find one made already.
  it('below 10 000 starts no number formatter, the slow first use of Intl on a page', () => {
    const made = countNumberFormatsMade();
    const i18n = portalI18n();
    expect(i18n._('counted', { n: 25 })).toBe('25 spraw');
    expect(i18n._('named', { n: 3 })).toBe('kilka');
    expect(made.count).toBe(0);
  });

  it('is written as Intl writes it, below and above 10 000', () => {
    const i18n = portalI18n();
    for (const n of [0, 1, 2, 5, 12, 22, 25, 101, 999, 1000, 1234, 9999, 10_000, 12_345, 1_234_567]) {
      expect(i18n._('counted', { n })).toBe(intlPlural(n));
    }
  });

  it('uses Intl for what is not a whole number below 10 000', () => {
    const i18n = portalI18n();
    expect(i18n._('counted', { n: 12_345 })).toBe('12\u00a0345 spraw');
    expect(i18n._('counted', { n: 1.5 })).toBe(`${new Intl.NumberFormat('pl').format(1.5)} sprawy`);
  });
});
