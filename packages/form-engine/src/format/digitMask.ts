// Input masks format digits as the user types (applications-spec §5: phone '0xx xxx-xx-xx' or
// 'xxx-xxx-xxx', zip code '00-000', bank account 2 + 6×4 digits). The caret stays after the same digit
// it followed before formatting, so editing in the middle of a number does not throw it to the end.

export function digitsOf(value: string): string {
  return value.replace(/\D/g, '');
}

/**
 * Lays `digits` into `pattern`, where '#' is a digit slot and anything else a literal. Literals are written
 * only once a digit follows them, so deleting back over a separator works.
 */
export function layDigits(digits: string, pattern: string): string {
  let result = '';
  let index = 0;
  for (const slot of pattern) {
    if (index >= digits.length) break;
    if (slot === '#') result += digits[index++];
    else result += slot;
  }
  return result;
}

/** Where the caret goes in `formatted` so that it follows the `digitCount`-th digit. */
export function caretAfterDigits(formatted: string, digitCount: number): number {
  if (digitCount <= 0) return 0;
  let seen = 0;
  for (let index = 0; index < formatted.length; index++) {
    if (/\d/.test(formatted[index] ?? '')) seen++;
    if (seen === digitCount) return index + 1;
  }
  return formatted.length;
}

/** How many digits precede `caret` in `value`. */
export function digitsBefore(value: string, caret: number): number {
  return digitsOf(value.slice(0, caret)).length;
}
