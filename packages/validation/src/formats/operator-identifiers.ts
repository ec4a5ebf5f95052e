/**
 * The operator's own identifiers, applications-spec §3 "Financial and contact" and §5 "Identifiers". Only the
 * shapes are specified; none carries a published control digit, so none is checked.
 */

function matches(pattern: RegExp, value: unknown): boolean {
  return typeof value === 'string' && pattern.test(value);
}

/** PPE (point of energy pickup): 18 digits starting 590 (the GS1 prefix of Poland). */
export function isValidPpe(value: unknown): boolean {
  return matches(/^590\d{15}$/, value);
}

/** Local number: 10 digits starting 300. */
export function isValidLocalNumber(value: unknown): boolean {
  return matches(/^300\d{7}$/, value);
}

export function isValidBusinessPartnerNumber(value: unknown): boolean {
  return matches(/^\d{10}$/, value);
}

export function isValidContractAccountNumber(value: unknown): boolean {
  return matches(/^\d{11}$/, value);
}

/** Connection conditions number, e.g. ND\WK\22505\2023: 2 letters, 2-3 letters, 5 digits, 4 digits. */
export function isValidConnectionConditionsNumber(value: unknown): boolean {
  return matches(/^[A-Z]{2}\\[A-Z]{2,3}\\\d{5}\\\d{4}$/, value);
}

/**
 * RWO order number from the inventory printout: the spec fixes only its length (12). We accept 12 printable
 * ASCII characters without spaces, which is what a printout can carry.
 */
export function isValidRwo(value: unknown): boolean {
  return matches(/^[\x21-\x7E]{12}$/, value);
}
