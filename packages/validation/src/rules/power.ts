/**
 * Power rules, applications-spec §4 and §5 "Power", §9: above 7 kW only three-phase; connection power in at
 * least one of connection I or II; current and target power together; at most 40 kW in total on counters;
 * a split or merge of more than 4 meters or above 40 kW needs an electrical project agreed with the
 * operator's network-investment department. Powers may be JSON numbers or strings with a comma or a dot.
 */
import {
  isFilled,
  parseDecimal,
  readField,
  roundForComparison,
  type FieldRef,
  type RuleCheck,
  type RuleIssue,
} from './rule-check.ts';

export const SINGLE_PHASE_MAX_KW = 7;
export const COUNTERS_MAX_TOTAL_KW = 40;
export const SPLIT_MERGE_MAX_METERS = 4;
export const SPLIT_MERGE_MAX_KW = 40;
export const SINGLE_PHASE = 'single_phase';

export interface PhaseForPowerOptions {
  readonly power: FieldRef;
  readonly phase: FieldRef;
  readonly maxKw: number;
}

export interface PhaseForPowerParams {
  readonly maxKw: number;
}

export const checkPhaseForPower: RuleCheck<PhaseForPowerOptions, PhaseForPowerParams> = (data, options) => {
  const power = parseDecimal(readField(data, options.power));
  if (power === null || power <= options.maxKw || readField(data, options.phase) !== SINGLE_PHASE)
    return null;
  return [{ pointer: options.phase.pointer, params: { maxKw: options.maxKw } }];
};

export interface ConnectionPowerRequiredOptions {
  readonly connections: readonly FieldRef[];
}

export interface ConnectionPowerRequiredParams {
  readonly connectionCount: number;
}

/** Reported at the first connection: that is where the form asks for the power first. */
export const checkConnectionPowerRequired: RuleCheck<
  ConnectionPowerRequiredOptions,
  ConnectionPowerRequiredParams
> = (data, { connections }) => {
  const first = connections[0];
  if (!first || connections.some((connection) => isFilled(readField(data, connection)))) return null;
  return [{ pointer: first.pointer, params: { connectionCount: connections.length } }];
};

export interface CurrentAndTargetPowerOptions {
  readonly current: FieldRef;
  readonly target: FieldRef;
}

export interface CurrentAndTargetPowerParams {
  readonly missing: 'current' | 'target';
}

export const checkCurrentAndTargetPower: RuleCheck<
  CurrentAndTargetPowerOptions,
  CurrentAndTargetPowerParams
> = (data, { current, target }) => {
  const currentFilled = isFilled(readField(data, current));
  const targetFilled = isFilled(readField(data, target));
  if (currentFilled && !targetFilled) return [{ pointer: target.pointer, params: { missing: 'target' } }];
  if (targetFilled && !currentFilled) return [{ pointer: current.pointer, params: { missing: 'current' } }];
  return null;
};

export interface MaxTotalPowerOptions {
  readonly power: FieldRef;
  readonly maxKw: number;
}

export interface MaxTotalPowerParams {
  readonly maxKw: number;
  readonly totalKw: number;
}

function sumPower(items: readonly unknown[], power: FieldRef): number {
  let total = 0;
  for (const item of items) total += parseDecimal(readField(item, power)) ?? 0;
  return roundForComparison(total);
}

export const checkMaxTotalPower: RuleCheck<MaxTotalPowerOptions, MaxTotalPowerParams> = (
  data,
  { power, maxKw },
) => {
  if (!Array.isArray(data)) return null;
  const totalKw = sumPower(data, power);
  return totalKw > maxKw ? [{ pointer: '', params: { maxKw, totalKw } }] : null;
};

export interface SplitMergeRequiresProjectOptions {
  /** The meters after a split / to merge: an array (its length counts) or a number of meters. */
  readonly meters: FieldRef;
  /** Total power field; when null the power is the sum of `meterPower` over the meters array. */
  readonly power: FieldRef | null;
  readonly meterPower: FieldRef | null;
  readonly project: FieldRef;
  readonly maxMeters: number;
  readonly maxKw: number;
}

export interface SplitMergeRequiresProjectParams {
  readonly maxMeters: number;
  readonly maxKw: number;
}

export const checkSplitMergeRequiresProject: RuleCheck<
  SplitMergeRequiresProjectOptions,
  SplitMergeRequiresProjectParams
> = (data, options) => {
  const meters = readField(data, options.meters);
  const meterCount = Array.isArray(meters) ? meters.length : parseDecimal(meters);
  let power: number | null = null;
  if (options.power) power = parseDecimal(readField(data, options.power));
  else if (options.meterPower && Array.isArray(meters)) power = sumPower(meters, options.meterPower);

  const overLimit =
    (meterCount !== null && meterCount > options.maxMeters) || (power !== null && power > options.maxKw);
  if (!overLimit || isFilled(readField(data, options.project))) return null;
  const issue: RuleIssue<SplitMergeRequiresProjectParams> = {
    pointer: options.project.pointer,
    params: { maxMeters: options.maxMeters, maxKw: options.maxKw },
  };
  return [issue];
};
