/**
 * Land register (księga wieczysta) number, applications-spec §5 "Identifiers": court code (two letters, a
 * digit, a letter or digit), slash, 8 digits, slash, check digit. The check digit is the sum of the 12
 * character values times weights 1,3,7 repeated, mod 10; letter values follow the Ministry of Justice table
 * (Q and V do not occur in court codes).
 */
const CHARACTER_VALUES: Readonly<Record<string, number>> = {
  X: 10,
  A: 11,
  B: 12,
  C: 13,
  D: 14,
  E: 15,
  F: 16,
  G: 17,
  H: 18,
  I: 19,
  J: 20,
  K: 21,
  L: 22,
  M: 23,
  N: 24,
  O: 25,
  P: 26,
  R: 27,
  S: 28,
  T: 29,
  U: 30,
  W: 31,
  Y: 32,
  Z: 33,
};
const LAND_REGISTER_SHAPE = /^([A-Z]{2}\d[A-Z\d])\/(\d{8})\/(\d)$/;
const WEIGHTS = [1, 3, 7] as const;

function characterValue(character: string): number | undefined {
  return character >= '0' && character <= '9' ? Number(character) : CHARACTER_VALUES[character];
}

/** Check digit of a court code + 8-digit number, or null when a character has no value in the table. */
export function landRegisterCheckDigit(courtCode: string, number: string): number | null {
  let sum = 0;
  const characters = Array.from(courtCode + number);
  for (const [index, character] of characters.entries()) {
    const value = characterValue(character);
    if (value === undefined) return null;
    sum += value * (WEIGHTS[index % 3] ?? 0);
  }
  return sum % 10;
}

export function isValidLandRegisterNumber(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const match = LAND_REGISTER_SHAPE.exec(value);
  if (!match) return false;
  const [, courtCode = '', number = '', checkDigit = ''] = match;
  return landRegisterCheckDigit(courtCode, number) === Number(checkDigit);
}
