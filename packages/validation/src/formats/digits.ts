/** Digits of a string as numbers; callers have already checked that every character is 0-9. */
export function toDigits(value: string): number[] {
  return Array.from(value, (character) => character.charCodeAt(0) - 48);
}

export function weightedSum(digits: readonly number[], weights: readonly number[]): number {
  let sum = 0;
  for (let index = 0; index < weights.length; index++) {
    sum += (digits[index] ?? 0) * (weights[index] ?? 0);
  }
  return sum;
}
