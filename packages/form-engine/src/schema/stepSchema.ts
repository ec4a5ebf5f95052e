// A wizard step renders only its own top-level sections (ui.json `steps[].fields`, schemas/README.md):
// each step is one RJSF Form over a schema restricted to those sections, so a keystroke never makes RJSF
// compute defaults or resolve conditions for the rest of the form (quality-bar "Keystroke": p95 <= 16 ms).
// The forms keep their conditions inside sections; root-level keywords are cross-section validation rules
// (e.g. form 100's passwordDiffersFromLogin) that the precompiled validator of the whole form checks.
import type { RJSFSchema } from '@rjsf/utils';
import type { FormStep } from '../form/types.ts';

export function stepSchema(rootSchema: RJSFSchema, step: Pick<FormStep, 'fields'>): RJSFSchema {
  const properties = (rootSchema.properties ?? {}) as Record<string, RJSFSchema>;
  const required = Array.isArray(rootSchema.required) ? rootSchema.required : [];
  return {
    type: 'object',
    ...(rootSchema.definitions ? { definitions: rootSchema.definitions } : {}),
    properties: Object.fromEntries(
      step.fields
        .filter((field) => Object.hasOwn(properties, field))
        .map((field) => [field, properties[field]]),
    ),
    required: required.filter((field) => step.fields.includes(field)),
  } as RJSFSchema;
}

/** The data of one step: its sections of the whole form's data. */
export function stepData(
  data: Record<string, unknown>,
  step: Pick<FormStep, 'fields'>,
): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const field of step.fields) if (data[field] !== undefined) result[field] = data[field];
  return result;
}
