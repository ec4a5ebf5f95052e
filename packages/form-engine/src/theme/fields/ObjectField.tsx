// RJSF's ObjectField plus the one rule a widget must know before validation: applications-spec §4 "Single
// phase is disabled when power exceeds 7 kW". Generically, from the schema: an object with the
// `phaseForPower: { power, phase, maxKw = 7 }` keyword (packages/validation/README.md) reads its power
// field and, above maxKw, disables the single-phase option of its phase field (ui:enumDisabled) with the
// validation package's wording as the reason. No field name is known here; the keyword's paths say which.
// The same for the metering (the connection's phase rule binds it too): an object with
// `meteringForConnection` disables the single-phase measuring system while a connection is three-phase or
// above maxKw, with the validator's own message (errorMessage of @portal/validation) as the reason.
import type { FieldProps, UiSchema } from '@rjsf/utils';
import { useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { errorMessage } from '@portal/validation/browser';
import { getAtPath, parseRelativePath } from '@portal/json-pointer';
import { parseDecimalText } from '../../format/decimal.ts';
import { coreFields } from './coreFields.ts';

const CoreObjectField = coreFields.ObjectField!;

// The value the validation package's phaseForPower rule rejects above maxKw (rules/power.ts SINGLE_PHASE).
export const SINGLE_PHASE = 'single_phase';
export const DEFAULT_SINGLE_PHASE_MAX_KW = 7;

interface PhaseRule {
  readonly power: string[];
  readonly phase: string[];
  readonly maxKw: number;
}

function phaseRuleOf(schema: Record<string, unknown>): PhaseRule | null {
  const keyword = schema.phaseForPower;
  if (typeof keyword !== 'object' || keyword === null) return null;
  const { power, phase, maxKw } = keyword as Record<string, unknown>;
  if (typeof power !== 'string' || typeof phase !== 'string') return null;
  return {
    power: parseRelativePath(power),
    phase: parseRelativePath(phase),
    maxKw: typeof maxKw === 'number' ? maxKw : DEFAULT_SINGLE_PHASE_MAX_KW,
  };
}

function withDisabledOption(
  uiSchema: UiSchema | undefined,
  path: string[],
  options: Record<string, unknown>,
): UiSchema {
  const [head, ...rest] = path;
  const node = { ...(uiSchema ?? {}) } as Record<string, unknown>;
  if (head === undefined) {
    node['ui:options'] = { ...((node['ui:options'] as object | undefined) ?? {}), ...options };
    return node as UiSchema;
  }
  node[head] = withDisabledOption(node[head] as UiSchema | undefined, rest, options);
  return node as UiSchema;
}

interface MeteringRule {
  readonly metering: string[];
  readonly singlePhase: string[];
  readonly phases: string[][];
  readonly powers: string[][];
  readonly maxKw: number;
}

function meteringRuleOf(schema: Record<string, unknown>): MeteringRule | null {
  const keyword = schema.meteringForConnection;
  if (typeof keyword !== 'object' || keyword === null) return null;
  const { metering, singlePhase, phases, powers, maxKw } = keyword as Record<string, unknown>;
  if (typeof metering !== 'string') return null;
  const paths = (value: unknown) =>
    Array.isArray(value)
      ? value.filter((item): item is string => typeof item === 'string').map(parseRelativePath)
      : [];
  return {
    metering: parseRelativePath(metering),
    singlePhase: Array.isArray(singlePhase)
      ? singlePhase.filter((item): item is string => typeof item === 'string')
      : ['singlePhase'],
    phases: paths(phases),
    powers: paths(powers),
    maxKw: typeof maxKw === 'number' ? maxKw : DEFAULT_SINGLE_PHASE_MAX_KW,
  };
}

/** Why a single-phase measuring system is not available now, in the validator's words, or null. */
function singlePhaseMeteringRefusal(rule: MeteringRule | null, formData: unknown): string | null {
  if (!rule) return null;
  const threePhase = rule.phases.some((path) => getAtPath(formData, path) === 'three_phase');
  const overLimit = rule.powers.some((path) => {
    const power = parseDecimalText(getAtPath(formData, path));
    return power !== null && power > rule.maxKw;
  });
  if (!threePhase && !overLimit) return null;
  return errorMessage({
    keyword: 'meteringForConnection',
    instancePath: '',
    schemaPath: '',
    params: { reason: threePhase ? 'threePhase' : 'power', maxKw: rule.maxKw },
  });
}

export function ObjectField(props: FieldProps) {
  const { schema, uiSchema, formData } = props;
  const { t } = useLingui();
  const rule = phaseRuleOf(schema as Record<string, unknown>);
  const power = rule ? parseDecimalText(getAtPath(formData, rule.power)) : null;
  const singlePhaseDisabled = rule !== null && power !== null && power > rule.maxKw;
  const maxKw = rule?.maxKw ?? DEFAULT_SINGLE_PHASE_MAX_KW;
  const phasePath = rule?.phase.join('/');
  const metering = meteringRuleOf(schema as Record<string, unknown>);
  const meteringRefusal = singlePhaseMeteringRefusal(metering, formData);
  const meteringPath = metering?.metering.join('/');
  const meteringSinglePhase = metering?.singlePhase.join('\u0000');
  const effectiveUiSchema = useMemo(() => {
    let result = uiSchema;
    if (singlePhaseDisabled && phasePath) {
      result = withDisabledOption(result, phasePath.split('/'), {
        enumDisabled: [SINGLE_PHASE],
        enumDisabledReason: t`Powyżej ${String(maxKw).replace('.', ',')} kW dostępne jest tylko przyłącze trójfazowe`,
      });
    }
    if (meteringRefusal && meteringPath && meteringSinglePhase) {
      result = withDisabledOption(result, meteringPath.split('/'), {
        enumDisabled: meteringSinglePhase.split('\u0000'),
        enumDisabledReason: meteringRefusal,
      });
    }
    return result;
  }, [
    singlePhaseDisabled,
    phasePath,
    uiSchema,
    maxKw,
    t,
    meteringRefusal,
    meteringPath,
    meteringSinglePhase,
  ]);
  return <CoreObjectField {...props} {...(effectiveUiSchema ? { uiSchema: effectiveUiSchema } : {})} />;
}
