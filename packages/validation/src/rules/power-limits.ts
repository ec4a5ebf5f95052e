/**
 * Power rules across fields that JSON Schema cannot express on numbers typed as text ('12,5'):
 * - powerLimit: the object's total connection power (one field or the sum of several) at most / above a limit
 *   (applications-spec §2 tiles "up to 40 kW or over 40 kW", §9 "Micro-installation up to 50 kW", "Solar on a
 *   building up to 2 MW": form 1 counts the object's total, connection I plus connection II);
 * - numberOrder: one number not below another (a load-change maximum not below its minimum, §3 "Generation
 *   plant"; the normal-operation power not below the emergency power, §3 "Power");
 * - meteringForConnection: the connection's phase rule binds the metering too (§4 "Single phase is disabled
 *   when power exceeds 7 kW", §5 "Power": above 7 kW only three-phase), so a single-phase measuring system
 *   is refused with a three-phase connection or any power above 7 kW.
 */
import { parseDecimal, readField, roundForComparison, type FieldRef, type RuleCheck } from './rule-check.ts';
import { SINGLE_PHASE_MAX_KW } from './power.ts';

export const THREE_PHASE = 'three_phase';
export const SINGLE_PHASE_METERING = 'singlePhase';

export interface PowerLimitOptions {
  readonly powers: readonly FieldRef[];
  /** The total must not exceed this (null: no upper limit). */
  readonly maxKw: number | null;
  /** The total must be greater than this (null: no lower limit). */
  readonly aboveKw: number | null;
}

export interface PowerLimitParams {
  readonly limit: 'max' | 'above';
  readonly kw: number;
  readonly totalKw: number;
  /** How many power fields add up: 1 reports beneath that field, more beneath the object. */
  readonly fieldCount: number;
}

/** The sum of the filled powers, or null when none is filled (then `required` rules speak). */
export function sumOfPowers(data: unknown, powers: readonly FieldRef[]): number | null {
  let total: number | null = null;
  for (const power of powers) {
    const value = parseDecimal(readField(data, power));
    if (value !== null) total = (total ?? 0) + value;
  }
  return total === null ? null : roundForComparison(total);
}

export const checkPowerLimit: RuleCheck<PowerLimitOptions, PowerLimitParams> = (data, options) => {
  const totalKw = sumOfPowers(data, options.powers);
  if (totalKw === null) return null;
  const fieldCount = options.powers.length;
  const pointer = fieldCount === 1 ? (options.powers[0]?.pointer ?? '') : '';
  if (options.maxKw !== null && totalKw > options.maxKw) {
    return [{ pointer, params: { limit: 'max', kw: options.maxKw, totalKw, fieldCount } }];
  }
  if (options.aboveKw !== null && totalKw <= options.aboveKw) {
    return [{ pointer, params: { limit: 'above', kw: options.aboveKw, totalKw, fieldCount } }];
  }
  return null;
};

export interface NumberOrderOptions {
  readonly lower: FieldRef;
  readonly upper: FieldRef;
  /** The lower field's title, for the message; null when the schema gives none. */
  readonly lowerTitle: string | null;
}

export interface NumberOrderParams {
  readonly lowerValue: number;
  readonly lowerTitle: string | null;
}

/** Reported beneath the upper field: it is the one that reads as too small. */
export const checkNumberOrder: RuleCheck<NumberOrderOptions, NumberOrderParams> = (data, options) => {
  const lower = parseDecimal(readField(data, options.lower));
  const upper = parseDecimal(readField(data, options.upper));
  if (lower === null || upper === null || upper >= lower) return null;
  return [{ pointer: options.upper.pointer, params: { lowerValue: lower, lowerTitle: options.lowerTitle } }];
};

export interface MeteringForConnectionOptions {
  readonly metering: FieldRef;
  /** The single-phase values of the metering field (default "singlePhase" of power.json measuringSystem). */
  readonly singlePhase: readonly string[];
  readonly phases: readonly FieldRef[];
  readonly powers: readonly FieldRef[];
  readonly maxKw: number;
}

export interface MeteringForConnectionParams {
  readonly reason: 'threePhase' | 'power';
  readonly maxKw: number;
}

export const checkMeteringForConnection: RuleCheck<
  MeteringForConnectionOptions,
  MeteringForConnectionParams
> = (data, options) => {
  const metering = readField(data, options.metering);
  if (typeof metering !== 'string' || !options.singlePhase.includes(metering)) return null;
  const pointer = options.metering.pointer;
  if (options.phases.some((phase) => readField(data, phase) === THREE_PHASE)) {
    return [{ pointer, params: { reason: 'threePhase', maxKw: options.maxKw } }];
  }
  const overLimit = options.powers.some((power) => {
    const value = parseDecimal(readField(data, power));
    return value !== null && value > options.maxKw;
  });
  return overLimit ? [{ pointer, params: { reason: 'power', maxKw: options.maxKw } }] : null;
};

export const DEFAULT_METERING_MAX_KW = SINGLE_PHASE_MAX_KW;
