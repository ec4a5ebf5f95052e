// RJSF's ObjectField plus the one rule a widget must know before validation: applications-spec §4 "Single
// phase is disabled when power exceeds 7 kW". Generically, from the schema: an object with the
// `phaseForPower: { power, phase, maxKw = 7 }` keyword (packages/validation/README.md) reads its power
// field and, above maxKw, disables the single-phase option of its phase field (ui:enumDisabled) with the
// validation package's wording as the reason. No field name is known here; the keyword's paths say which.
import type { FieldProps, UiSchema } from '@rjsf/utils';
import { useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { getAtPath, parseRelativePath } from '../../schema/jsonPointer.ts';
import { parseDecimalText } from '../masks/decimal.ts';
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

function withDisabledOption(uiSchema: UiSchema | undefined, path: string[], options: Record<string, unknown>): UiSchema {
  const [head, ...rest] = path;
  const node = { ...(uiSchema ?? {}) } as Record<string, unknown>;
  if (head === undefined) {
    node['ui:options'] = { ...((node['ui:options'] as object | undefined) ?? {}), ...options };
    return node as UiSchema;
  }
  node[head] = withDisabledOption(node[head] as UiSchema | undefined, rest, options);
  return node as UiSchema;
}

export function ObjectField(props: FieldProps) {
  const { schema, uiSchema, formData } = props;
  const { t } = useLingui();
  const rule = phaseRuleOf(schema as Record<string, unknown>);
  const power = rule ? parseDecimalText(getAtPath(formData, rule.power)) : null;
  const singlePhaseDisabled = rule !== null && power !== null && power > rule.maxKw;
  const maxKw = rule?.maxKw ?? DEFAULT_SINGLE_PHASE_MAX_KW;
  const phasePath = rule?.phase.join('/');
  const effectiveUiSchema = useMemo(() => {
    if (!singlePhaseDisabled || !phasePath) return uiSchema;
    return withDisabledOption(uiSchema, phasePath.split('/'), {
      enumDisabled: [SINGLE_PHASE],
      enumDisabledReason: t`Powyżej ${String(maxKw).replace('.', ',')} kW dostępne jest tylko przyłącze trójfazowe`,
    });
  }, [singlePhaseDisabled, phasePath, uiSchema, maxKw, t]);
  return <CoreObjectField {...props} uiSchema={effectiveUiSchema} />;
}
