/**
 * Polish plural forms (applications-spec §5: "value cannot be longer than N characters" with Polish plural
 * forms): 1 znak; 2-4, 22-24, 32-34, ... znaki; otherwise (0, 5-21, 25-31, 112-114, ...) znaków.
 */
export interface PolishForms {
  readonly one: string;
  readonly few: string;
  readonly many: string;
}

export function polishPluralForm(count: number, forms: PolishForms): string {
  if (count === 1) return forms.one;
  const lastDigit = count % 10;
  const lastTwoDigits = count % 100;
  const isFew =
    Number.isInteger(count) &&
    lastDigit >= 2 &&
    lastDigit <= 4 &&
    !(lastTwoDigits >= 12 && lastTwoDigits <= 14);
  return isFew ? forms.few : forms.many;
}

export const CHARACTERS: PolishForms = { one: 'znak', few: 'znaki', many: 'znaków' };
export const YEARS: PolishForms = { one: 'rok', few: 'lata', many: 'lat' };
export const DAYS: PolishForms = { one: 'dzień', few: 'dni', many: 'dni' };
export const FILES: PolishForms = { one: 'plik', few: 'pliki', many: 'plików' };
export const ITEMS: PolishForms = { one: 'element', few: 'elementy', many: 'elementów' };

/** "5 znaków": the count followed by its form. */
export function polishCount(count: number, forms: PolishForms): string {
  return `${count} ${polishPluralForm(count, forms)}`;
}
