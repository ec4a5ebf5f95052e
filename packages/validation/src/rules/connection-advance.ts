/**
 * applications-spec §9: "Advance quoted from the law: 30 PLN per kW of connection power for voltage above
 * 1 kV, capped at 3,000,000 PLN, payable within 14 days of filing." A computed value, not a rule that fails:
 * the wizard shows it next to the power and in the summary, and the confirmation e-mail repeats it, all
 * from this one function (run by the validators, so browser and server compute the same amount).
 *
 * The connection power is the sum of the listed power fields (forms 3 and 4: the target power of
 * connection I plus connection II, both reserved by the operator; form 9: the plant's connection power).
 * The voltage is fixed by the form (forms 3: 15 kV, 4: 110 kV) or read from a field (form 9: "0.4", "15",
 * "110"); at most 1 kV there is no advance.
 */
import { parseDecimal, readField, toFieldRef, type FieldRef, type RuleCheck } from './rule-check.ts';
import { checkNumericString } from './numeric.ts';
import { sumOfPowers } from './power-limits.ts';

export const ADVANCE_RATE_PER_KW = 30;
export const ADVANCE_MAX_AMOUNT = 3_000_000;
export const ADVANCE_DUE_DAYS = 14;
/** Above this voltage an advance is due (§9 "for voltage above 1 kV"). */
export const ADVANCE_MIN_VOLTAGE_KV = 1;

export interface ConnectionAdvanceOptions {
  readonly powers: readonly FieldRef[];
  /** The connection voltage in kV when the form fixes it. */
  readonly voltageKv: number | null;
  /** The field holding the voltage in kV ("15", "0.4") when the applicant chooses it. */
  readonly voltageKvField: FieldRef | null;
  readonly ratePerKw: number;
  readonly maxAmount: number;
  readonly dueDays: number;
}

export interface ConnectionAdvance {
  /** In złoty, rounded to grosze. */
  readonly amount: number;
  readonly powerKw: number;
  readonly ratePerKw: number;
  readonly maxAmount: number;
  /** True when 30 zł × power is above the cap, so the cap is due. */
  readonly capped: boolean;
  readonly dueDays: number;
}

function voltageOf(data: unknown, options: ConnectionAdvanceOptions): number | null {
  if (options.voltageKv !== null) return options.voltageKv;
  return options.voltageKvField ? parseDecimal(readField(data, options.voltageKvField)) : null;
}

/**
 * Whether every power given is one the form accepts (applications-spec §5 "Numbers": at least 0, below
 * 1 000 000, at most 2 decimals). Customer journeys: an amount computed from a power the form refuses (3 000 000 zł
 * for 1 000 000 kW) must not be shown beside the error.
 */
function powersAccepted(data: unknown, powers: readonly FieldRef[]): boolean {
  return powers.every((power) => {
    const value = readField(data, power);
    if (value === undefined || value === null || (typeof value === 'string' && value.trim() === ''))
      return true;
    return checkNumericString(value, { kind: 'nonNegativeNumber' }, undefined) === null;
  });
}

/**
 * The advance due for `data`, or null when none is (no power yet, a power the form refuses, or a connection
 * at most 1 kV).
 */
export function computeConnectionAdvance(
  data: unknown,
  options: ConnectionAdvanceOptions,
): ConnectionAdvance | null {
  if (!powersAccepted(data, options.powers)) return null;
  const voltage = voltageOf(data, options);
  if (voltage === null || voltage <= ADVANCE_MIN_VOLTAGE_KV) return null;
  const powerKw = sumOfPowers(data, options.powers);
  if (powerKw === null || powerKw <= 0) return null;
  const full = Math.round(powerKw * options.ratePerKw * 100) / 100;
  const capped = full > options.maxAmount;
  return {
    amount: capped ? options.maxAmount : full,
    powerKw,
    ratePerKw: options.ratePerKw,
    maxAmount: options.maxAmount,
    capped,
    dueDays: options.dueDays,
  };
}

export const checkConnectionAdvance: RuleCheck<ConnectionAdvanceOptions, ConnectionAdvance> = (
  data,
  options,
) => {
  const advance = computeConnectionAdvance(data, options);
  return advance ? [{ pointer: '', params: advance }] : null;
};

export interface ConnectionAdvanceSchema {
  readonly powers: readonly string[];
  readonly voltageKv?: number;
  readonly voltageKvField?: string;
  readonly ratePerKw?: number;
  readonly maxAmount?: number;
  readonly dueDays?: number;
}

/**
 * The keyword's value with defaults. Pure (no AJV), so the wizard can compute the advance live from a
 * step's schema while the user types, exactly as the validators do.
 */
export function normalizeConnectionAdvance(value: unknown): ConnectionAdvanceOptions {
  const schema = value as ConnectionAdvanceSchema;
  return {
    powers: schema.powers.map(toFieldRef),
    voltageKv: schema.voltageKv ?? null,
    voltageKvField: schema.voltageKvField === undefined ? null : toFieldRef(schema.voltageKvField),
    ratePerKw: schema.ratePerKw ?? ADVANCE_RATE_PER_KW,
    maxAmount: schema.maxAmount ?? ADVANCE_MAX_AMOUNT,
    dueDays: schema.dueDays ?? ADVANCE_DUE_DAYS,
  };
}
