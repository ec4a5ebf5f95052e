// applications-spec §5 "Numbers": a comma and a dot are both accepted as the decimal separator; integer
// fields allow digits only. The value is kept as typed ('12,5'): the validator parses it the same way.

/** Keeps digits and the first separator (comma or dot). */
export function sanitizeDecimal(value: string): string {
  let seenSeparator = false;
  let result = '';
  for (const character of value) {
    if (character >= '0' && character <= '9') result += character;
    else if ((character === ',' || character === '.') && !seenSeparator && result !== '') {
      seenSeparator = true;
      result += character;
    }
  }
  return result;
}

export function sanitizeInteger(value: string): string {
  return value.replace(/\D/g, '');
}

/** The number a decimal text stands for, or null. */
export function parseDecimalText(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string' || !/^\d+(?:[.,]\d+)?$/.test(value.trim())) return null;
  return Number(value.trim().replace(',', '.'));
}
