/** Test support for checksum identifiers: digit generators and single-digit mutations. */
import fc from 'fast-check';

export const digits = (length: number): fc.Arbitrary<number[]> =>
  fc.array(fc.integer({ min: 0, max: 9 }), { minLength: length, maxLength: length });

/** Every string that differs from `value` in exactly one digit character (all positions, all other digits). */
export function singleDigitChanges(value: string): string[] {
  const changes: string[] = [];
  Array.from(value).forEach((character, index) => {
    if (character < '0' || character > '9') return;
    for (let digit = 0; digit <= 9; digit++) {
      if (String(digit) !== character)
        changes.push(value.slice(0, index) + String(digit) + value.slice(index + 1));
    }
  });
  return changes;
}

/** Values of every JSON and non-JSON kind a validator may be handed. */
export const anyInput: fc.Arbitrary<unknown> = fc.oneof(
  fc.anything(),
  fc.string(),
  fc.stringMatching(/^[0-9 /\\-]{0,30}$/),
  fc.double(),
  fc.constantFrom(null, undefined, true, false, Number.NaN, Number.POSITIVE_INFINITY, [], {}, '', ' '),
);
