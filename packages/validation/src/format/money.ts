// One money formatter for the portal (@portal/ui re-exports it) and the API's e-mails and messages
// (an e-mail wrote '3600 zł' where the portal writes '3 600,00 zł').
// portal-spec §1: currency PLN, symbol 'zł', two decimals ('0,00 zł'); thousands grouped with a space.
// Formatted by hand rather than with Intl: Polish ICU data does not group four-digit amounts ('1234,56')
// and engines differ in the space they emit, while the portal needs one exact, testable string.
// Spaces are non-breaking (U+00A0) so that an amount never wraps.

const NBSP = '\u00a0';
export const CURRENCY_SYMBOL = 'zł';
export const EMPTY_AMOUNT = '-';

export type MoneyValue = string | number | null | undefined;

const DECIMAL = /^([+-])?(\d+)(?:\.(\d*))?$/;

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, NBSP);
}

/** Rounds a non-negative decimal given as integer and fraction digits to whole grosze (half up). */
function toGrosze(integer: string, fraction: string): bigint {
  const padded = (fraction + '000').slice(0, 3);
  const grosze = BigInt(integer) * 100n + BigInt(padded.slice(0, 2));
  return Number(padded[2]) >= 5 ? grosze + 1n : grosze;
}

function numberToDecimal(value: number): string | null {
  if (!Number.isFinite(value)) return null;
  // Shortest round-trip text ('1.005', not 1.00499…), so rounding happens on what the user sees.
  const plain = String(value);
  if (!/e/i.test(plain)) return plain;
  if (Math.abs(value) < 1) return '0';
  return null;
}

function formatGroszeAmount(grosze: bigint): string {
  const negative = grosze < 0n;
  const absolute = negative ? -grosze : grosze;
  const zloty = groupThousands((absolute / 100n).toString());
  const rest = (absolute % 100n).toString().padStart(2, '0');
  return `${negative ? '-' : ''}${zloty},${rest}${NBSP}${CURRENCY_SYMBOL}`;
}

/**
 * Formats an amount in złoty: a decimal string with a dot ('1234.5', as the API sends amounts) or a number.
 * Returns '-' for an empty or invalid value.
 */
export function formatMoney(value: MoneyValue): string {
  if (value === null || value === undefined) return EMPTY_AMOUNT;
  const decimal = typeof value === 'number' ? numberToDecimal(value) : value.trim();
  if (decimal === null) return EMPTY_AMOUNT;
  const match = DECIMAL.exec(decimal);
  if (!match) return EMPTY_AMOUNT;
  const [, sign, integer = '0', fraction = ''] = match;
  const grosze = toGrosze(integer, fraction);
  return formatGroszeAmount(sign === '-' ? -grosze : grosze);
}

/** Formats an integer amount of grosze (1/100 zł). Returns '-' for an empty or non-integer value. */
export function formatGrosze(grosze: number | bigint | null | undefined): string {
  if (grosze === null || grosze === undefined) return EMPTY_AMOUNT;
  if (typeof grosze === 'number' && !Number.isSafeInteger(grosze)) return EMPTY_AMOUNT;
  return formatGroszeAmount(BigInt(grosze));
}
